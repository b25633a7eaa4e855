import fc from 'fast-check';
import { DECLINE_KINDS } from '../card-rescue.ts';
import { DURATION_OPTIONS, HOURLY_BUDGET } from '../constants.ts';
import { CANCELLATION_NOTICE_HOURS, PAYMENT_TERMS } from '../contract.ts';
import { ACTORS, DJS, STRAY_NAMES, type Action, type TOfferBy } from './world.ts';

export const scenario = fc.record({
  leadMinutes: fc.oneof(
    fc.integer({ min: 24 * 60, max: 130 * 60 }),
    fc.integer({ min: 110 * 60, max: 400 * 60 }),
    fc.constantFrom(120 * 60, 84 * 60, 71 * 60, 48 * 60, 23 * 60),
  ),
  targeted: fc.boolean(),
  durationHours: fc.constantFrom(...DURATION_OPTIONS),
  budget: fc.integer({ min: 0, max: (HOURLY_BUDGET.max - HOURLY_BUDGET.min) / HOURLY_BUDGET.step }),
  syncAnswers: fc.option(fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), { freq: 3 }),
  declines: fc.array(fc.constantFrom(...DECLINE_KINDS), { minLength: 1, maxLength: 3 }),
});

export const OFFER_BY = fc.constantFrom<TOfferBy>(
  'awaited',
  'awaited',
  'awaited',
  'customer',
  'dj',
  'stranger',
);

/** Hourly rates in cents: usual ones, too small to leave a payout, above the cap. */
export const RATE = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 20, max: 600 }).map((rate) => rate * 100) },
  { weight: 1, arbitrary: fc.constantFrom(1, 99, 10_000_001) },
);

export const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 180 }) },
        { weight: 1, arbitrary: fc.integer({ min: 3 * 60, max: 60 * 60 }) },
      ),
      late: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('dj' as const),
      what: fc.constantFrom('accept' as const, 'accept' as const, 'accept' as const, 'decline' as const),
      who: fc.constantFrom('target' as const, 'other' as const),
      reached: fc.boolean(),
      priceDelta: fc.option(fc.constantFrom(-5000, -1, 0, 1, 10_000), { freq: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), stranger: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('confirm' as const),
      stranger: fc.constantFrom(false, false, true),
      terms: fc.constantFrom(...PAYMENT_TERMS),
      notice: fc.constantFrom(...CANCELLATION_NOTICE_HOURS),
      changed: fc.constantFrom(false, false, true),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('terms_answer' as const),
      agree: fc.constantFrom(true, true, false),
      by: fc.constantFrom(
        'dj' as const,
        'dj' as const,
        'dj' as const,
        'other_dj' as const,
        'customer' as const,
      ),
      message: fc.constantFrom('Half upfront, please', ' '),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      dj: fc.constantFrom(...DJS),
      rate: RATE,
      reached: fc.constantFrom(true, true, false),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('counter' as const),
      dj: fc.constantFrom(...DJS),
      by: OFFER_BY,
      rate: RATE,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      dj: fc.constantFrom(...DJS),
      move: fc.constantFrom('accept' as const, 'accept' as const, 'decline' as const, 'withdraw' as const),
      by: OFFER_BY,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('double_accept' as const),
      first: fc.constantFrom(...DJS),
      second: fc.constantFrom(...DJS),
      asAsked: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('cancel_booking' as const),
      by: fc.constantFrom(
        'customer' as const,
        'customer' as const,
        'dj' as const,
        'dj' as const,
        'stranger' as const,
        'other_dj' as const,
      ),
      reason: fc.constantFrom('Plans changed', 'Plans changed', ' '),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reauthorize' as const),
      amountDelta: fc.constantFrom(-1, 0, 5000),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('gateway' as const), success: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay_webhook' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('next_timer' as const),
      extraMinutes: fc.integer({ min: 0, max: 90 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('lag' as const),
      minutes: fc.integer({ min: 1, max: 48 * 60 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('nudge' as const),
      earlyMs: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('stray' as const),
      name: fc.constantFrom(...STRAY_NAMES),
      actor: fc.oneof(fc.constant('rightful' as const), fc.integer({ min: 0, max: ACTORS.length - 1 })),
      reached: fc.boolean(),
    }),
  },
);
