/** The lifecycle model: a simulated world the booking rules run in, its steps and its random actions. */
export { action, scenario } from './arbitraries.ts';
export { checkState } from './checks.ts';
export { type TScenario, advanceTo, drain, run, start } from './run.ts';
export { answer } from './steps.ts';
export {
  type Action,
  type Booking,
  CUSTOMER,
  DJS,
  type Hold,
  START,
  type SavedCard,
  TARGET,
  type World,
  liveBookings,
  ms,
  payoutOf,
  sum,
} from './world.ts';
