import { z } from 'zod';

/**
 * The test clock (TEST_CLOCK=on only), like Stripe's test clocks: demos and end-to-end tests move the app's time
 * forward and every timer that became due runs before the answer.
 */

/** At most 60 days in one move; larger jumps are several moves. */
export const MAX_TEST_CLOCK_ADVANCE_HOURS = 24 * 60;

export const ZTestClockAdvance = z.strictObject({
  hours: z
    .number({ error: 'Hours must be a number' })
    .positive('Hours must be more than 0')
    .max(MAX_TEST_CLOCK_ADVANCE_HOURS, `Hours must be at most ${MAX_TEST_CLOCK_ADVANCE_HOURS}`),
});
export type TTestClockAdvance = z.infer<typeof ZTestClockAdvance>;

export const ZTestClockState = z.object({
  /** The app's current time (ISO 8601, UTC). */
  now: z.string(),
  /** How far the app's time is ahead of the real time, in hours. */
  offset_hours: z.number(),
});
export type TTestClockState = z.infer<typeof ZTestClockState>;

export const ZTestClockAdvanced = ZTestClockState.extend({
  /** The jobs that ran during the move, in the order they finished (a job retried after a failure twice). */
  ran: z.array(z.string()),
});
export type TTestClockAdvanced = z.infer<typeof ZTestClockAdvanced>;
