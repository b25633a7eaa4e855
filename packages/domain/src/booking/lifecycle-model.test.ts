import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DURATION_OPTIONS, HOURLY_BUDGET, HOUR_MS, MINUTE_MS } from './constants.ts';
import { requestAmountMinor } from './amounts.ts';
import type { TActorRole, TBookingActor, TBookingEffect, TBookingJob } from './effects.ts';
import {
  authorizationStrategy,
  captureWindowOpensAt,
  expiresAt,
  savedCardAuthorizationAt,
  similarDjsFallbackAt,
} from './schedule.ts';
import { isFinalStatus, isOpenStatus } from './states.ts';
import type { TBookingRequest } from './states.ts';
import {
  TRANSITIONS,
  draftBookingRequest,
  fire,
  type TFireResult,
  type TTransitionContexts,
  type TTransitionName,
} from './transitions.ts';

/*
 * Model-based test of the lifecycle: random sequences of DJ answers, customer moves, clock moves (with every timer
 * due by then fired, on time or all at once at the new time, as the test clock does), gateway answers and stray
 * firings by anyone, against a simulated gateway that keeps every hold. After every step the money rules hold;
 * after the event every hold is captured or released.
 */

const START = new Date('2026-06-01T09:00:00Z');
const CUSTOMER = 1;
const TARGET = 7;

type Hold = { id: number; status: 'authorized' | 'captured' | 'released'; amountMinor: number };

type World = {
  now: Date;
  state: TBookingRequest;
  submitted: boolean;
  jobs: { job: TBookingJob; at: Date }[];
  holds: Hold[];
  /** The hold the request refers to (what release and capture act on). */
  current: Hold | null;
  /** Off-session authorizations sent and not answered, with their amounts. */
  inFlight: number[];
  targetAnswered: boolean;
  /** The gateway answers an off-session authorization at once (Stripe's synchronous answer), in this order. */
  syncAnswers: boolean[] | null;
  answered: number;
};

type Action =
  | { kind: 'advance'; minutes: number; late: boolean }
  | {
      kind: 'dj';
      what: 'accept' | 'decline';
      who: 'target' | 'other';
      reached: boolean;
      priceDelta: number | null;
    }
  | { kind: 'cancel'; stranger: boolean }
  | { kind: 'confirm'; stranger: boolean }
  | { kind: 'reauthorize'; amountDelta: number }
  | { kind: 'gateway'; success: boolean }
  | { kind: 'replay_webhook' }
  | { kind: 'nudge'; earlyMs: 0 | 1 }
  | { kind: 'stray'; name: (typeof STRAY_NAMES)[number]; actor: number | 'rightful'; reached: boolean }
  | { kind: 'lag'; minutes: number }
  | { kind: 'next_timer'; extraMinutes: number };

const ACTORS: TBookingActor[] = [
  { role: 'customer', userId: CUSTOMER },
  { role: 'customer', userId: 2 },
  { role: 'dj', djId: TARGET },
  { role: 'dj', djId: 8 },
  { role: 'system' },
];

const STRAY_NAMES = [
  'decline',
  'accept',
  'cancel',
  'confirm',
  'share_with_similar_djs',
  'authorize_saved_card',
  'capture',
  'expire',
  'complete',
] as const satisfies readonly TTransitionName[];

const strayContext = (name: (typeof STRAY_NAMES)[number], reached: boolean) =>
  (name === 'accept' || name === 'decline' ? { reached } : {}) as TTransitionContexts[typeof name];

const ms = (date: Date) => date.getTime();

let nextHoldId = 1;
function newHold(world: World, amountMinor: number): Hold {
  const hold: Hold = { id: nextHoldId++, status: 'authorized', amountMinor };
  world.holds.push(hold);
  return hold;
}

/** The invariants of one successful step, then the effects performed against the simulated gateway and queue. */
function apply(
  world: World,
  name: TTransitionName,
  actor: TBookingActor,
  context: object,
  result: TFireResult,
): void {
  const prev = world.state;
  if (!result.ok) return;
  const { next, effects } = result;
  const transition = TRANSITIONS[name];

  // The table is honest: who fired it, where it came from and where it went.
  expect(transition.by).toContain(actor.role);
  expect(transition.from).toContain(prev.status);
  expect(transition.to).toContain(next.status);
  // One outbox event per transition, last, saying what happened.
  const outbox = effects.filter((effect) => effect.kind === 'outbox');
  expect(outbox).toHaveLength(1);
  expect(effects.at(-1)).toBe(outbox[0]);
  if (outbox[0]?.kind === 'outbox') {
    expect(outbox[0].event).toMatchObject({
      type: transition.event,
      at: world.now,
      from: { status: prev.status, payment: prev.payment },
      to: { status: next.status, payment: next.payment },
    });
  }

  // Timers act at their time, never before it.
  const t = ms(world.now);
  if (name === 'expire') expect(t).toBeGreaterThanOrEqual(ms(expiresAt(prev.eventAt)));
  if (name === 'authorize_saved_card')
    expect(t).toBeGreaterThanOrEqual(ms(savedCardAuthorizationAt(prev.eventAt)));
  if (name === 'complete') expect(t).toBeGreaterThanOrEqual(ms(prev.eventEndsAt));
  if (name === 'accept' || name === 'confirm') expect(t).toBeLessThan(ms(expiresAt(prev.eventAt)));

  // A final status is never left.
  if (isFinalStatus(prev.status)) expect(next.status).toBe(prev.status);
  // One booking per request: the accepting DJ never changes once set.
  if (prev.acceptedDjId !== null) expect(next.acceptedDjId).toBe(prev.acceptedDjId);
  // Only the targeted DJ answers a request routed to it; others only once it is shared and reached them.
  if ((name === 'accept' || name === 'decline') && actor.role === 'dj' && actor.djId !== prev.targetDjId) {
    expect(prev.status).toBe('shared');
    expect((context as { reached: boolean }).reached).toBe(true);
  }

  for (const effect of effects) perform(world, name, actor, prev, effect);
  world.state = next;
  if ((name === 'accept' || name === 'decline') && actor.role === 'dj' && actor.djId === prev.targetDjId)
    world.targetAnswered = true;
}

function perform(
  world: World,
  name: TTransitionName,
  actor: TBookingActor,
  prev: TBookingRequest,
  effect: TBookingEffect,
): void {
  switch (effect.kind) {
    case 'schedule':
      world.jobs.push({ job: effect.job, at: effect.at });
      return;
    case 'authorize_off_session':
      expect(effect.amountMinor).toBe(prev.amountMinor);
      world.inFlight.push(effect.amountMinor);
      return;
    case 'release_authorization':
      expect(world.current?.status).toBe('authorized');
      world.current!.status = 'released';
      return;
    case 'capture': {
      // Never captured without an accepted, confirmed booking inside the capture window.
      expect(name).toBe('capture');
      expect(prev.status).toBe('confirmed');
      expect(prev.acceptedDjId).not.toBeNull();
      expect(ms(world.now)).toBeGreaterThanOrEqual(ms(captureWindowOpensAt(prev.eventAt)));
      expect(world.current?.status).toBe('authorized');
      expect(effect.amountMinor).toBe(prev.chargeMinor);
      expect(effect.amountMinor).toBeLessThanOrEqual(world.current!.amountMinor);
      world.current!.status = 'captured';
      return;
    }
    case 'share_with_similar_djs': {
      // Similar DJs see a targeted request only after 48 h without an answer, or once its DJ declined.
      expect(prev.targetDjId).toBe(effect.djId);
      if (name === 'share_with_similar_djs') {
        expect(world.targetAnswered).toBe(false);
        expect(ms(world.now)).toBeGreaterThanOrEqual(ms(prev.submittedAt!) + 48 * HOUR_MS);
      } else {
        expect(name).toBe('decline');
        expect(actor).toEqual({ role: 'dj', djId: prev.targetDjId });
      }
      return;
    }
    case 'route_to_dj':
    case 'share_with_matching_djs':
    case 'hide_from_dj':
    case 'close_to_other_djs':
    case 'outbox':
      return;
  }
}

/** What must hold after any step. */
function checkState(world: World): void {
  const { state } = world;
  const authorized = world.holds.filter((hold) => hold.status === 'authorized');
  const captured = world.holds.filter((hold) => hold.status === 'captured');
  // A hold exists exactly while the request says its card is authorized: an expired or cancelled request, or one
  // whose card failed, holds nothing.
  expect(authorized.length).toBe(state.payment === 'authorized' ? 1 : 0);
  if (state.payment === 'authorized') expect(world.current).toBe(authorized[0]);
  // Charged at most once, only for a confirmed (and so accepted) booking; never when nobody accepted or the
  // customer cancelled.
  expect(captured.length).toBeLessThanOrEqual(1);
  expect(captured.length).toBe(state.payment === 'captured' ? 1 : 0);
  if (captured.length > 0) {
    expect(['confirmed', 'completed']).toContain(state.status);
    expect(state.acceptedDjId).not.toBeNull();
  }
  if (isFinalStatus(state.status)) expect(['released', 'failed', 'captured']).toContain(state.payment);
  if (state.status === 'completed') expect(state.payment).toBe('captured');
  // One off-session authorization at a time, and the request knows about it.
  expect(world.inFlight.length).toBe(state.offSessionPending ? 1 : 0);
}

/** What the timers guarantee once every job due by now has run. */
function checkTimers(world: World): void {
  const { state, now } = world;
  if (!world.submitted || isFinalStatus(state.status)) return;
  const t = ms(now);
  // Past T−23 h only a confirmed booking with a hold (or its charge) is still alive.
  if (t >= ms(expiresAt(state.eventAt))) {
    expect(state.status).toBe('confirmed');
    expect(['authorized', 'captured']).toContain(state.payment);
  }
  // An unanswered targeted request reaches similar DJs 48 h after its submit.
  const fallback = similarDjsFallbackAt(state.submittedAt!);
  if (state.status === 'routed_to_dj' && ms(fallback) < ms(expiresAt(state.eventAt)))
    expect(t).toBeLessThan(ms(fallback));
  // A saved card is being (or was) authorized from T−84 h.
  if (state.payment === 'card_saved' && t >= ms(savedCardAuthorizationAt(state.eventAt)))
    expect(state.offSessionPending).toBe(true);
  // A confirmed, held booking is charged from T−24 h, and completed after the event.
  if (state.status === 'confirmed' && state.payment === 'authorized')
    expect(t).toBeLessThan(ms(captureWindowOpensAt(state.eventAt)));
  if (state.status === 'confirmed' && state.payment === 'captured')
    expect(t).toBeLessThan(ms(state.eventEndsAt));
}

function fireAndApply<N extends TTransitionName>(
  world: World,
  name: N,
  actor: TBookingActor,
  context: TTransitionContexts[N],
): TFireResult {
  const result = fire(world.state, name, actor, world.now, context);
  apply(world, name, actor, context, result);
  if (result.ok && name === 'authorize_saved_card' && world.syncAnswers)
    answer(world, world.syncAnswers[world.answered++ % world.syncAnswers.length]!);
  return result;
}

/** The gateway's answer to the off-session authorization in flight. */
function answer(world: World, success: boolean): void {
  const amountMinor = world.inFlight.shift();
  if (amountMinor === undefined) return;
  if (success) {
    // The request now refers to the new hold: kept, or released at once if the request closed meanwhile.
    expect(world.current?.status).not.toBe('authorized');
    world.current = newHold(world, amountMinor);
    expect(fireAndApply(world, 'authorization_succeeded', { role: 'gateway' }, {}).ok).toBe(true);
  } else {
    const result = fireAndApply(
      world,
      'authorization_failed',
      { role: 'gateway' },
      { reason: 'card_declined' },
    );
    expect(result.ok).toBe(true);
  }
}

function advance(world: World, minutes: number, late: boolean): void {
  const until = new Date(ms(world.now) + minutes * MINUTE_MS);
  for (;;) {
    world.jobs.sort((a, b) => ms(a.at) - ms(b.at));
    const due = world.jobs[0];
    if (!due || ms(due.at) > ms(until)) break;
    world.jobs.shift();
    world.now = late ? until : new Date(Math.max(ms(world.now), ms(due.at)));
    const result = fireAndApply(world, due.job, { role: 'system' }, {});
    if (!result.ok) expect(result.code).not.toBe('forbidden');
  }
  world.now = until;
  checkState(world);
  checkTimers(world);
}

/** A new authorization the customer makes in the payment modal, as its strategy says for now. */
function securePayment(world: World, amountMinor: number) {
  const payment =
    authorizationStrategy(world.state.eventAt, world.now) === 'authorize_now' ? 'authorized' : 'card_saved';
  return { payment, hold: payment === 'authorized' ? newHold(world, amountMinor) : null } as const;
}

function run(world: World, action: Action): void {
  const customer: TBookingActor = { role: 'customer', userId: CUSTOMER };
  switch (action.kind) {
    case 'advance':
      advance(world, action.minutes, action.late);
      return;
    case 'dj': {
      const actor: TBookingActor = { role: 'dj', djId: action.who === 'target' ? TARGET : 8 };
      if (action.what === 'decline') fireAndApply(world, 'decline', actor, { reached: action.reached });
      else {
        const base = world.state.amountMinor;
        const context =
          action.priceDelta === null
            ? { reached: action.reached }
            : { reached: action.reached, chargeMinor: Math.max(1, base + action.priceDelta) };
        fireAndApply(world, 'accept', actor, context);
      }
      break;
    }
    case 'cancel':
      fireAndApply(world, 'cancel', action.stranger ? { role: 'customer', userId: 2 } : customer, {
        reason: 'Plans changed',
      });
      break;
    case 'confirm':
      fireAndApply(world, 'confirm', action.stranger ? { role: 'dj', djId: TARGET } : customer, {});
      break;
    case 'reauthorize': {
      const amountMinor = Math.max(
        1,
        (world.state.chargeMinor ?? world.state.amountMinor) + action.amountDelta,
      );
      const { payment, hold } = securePayment(world, amountMinor);
      const result = fireAndApply(world, 'reauthorize', customer, { payment, amountMinor });
      // The server cancels an intent it did not attach to the request.
      if (hold && !result.ok) hold.status = 'released';
      else if (hold) world.current = hold;
      break;
    }
    case 'gateway':
      answer(world, action.success);
      break;
    case 'next_timer': {
      // The clock moves to the next timer (as a test-clock demo does) and a little past it.
      const next = world.jobs.map((job) => ms(job.at)).sort((a, b) => a - b)[0];
      if (next === undefined) return;
      advance(world, Math.max(0, Math.ceil((next - ms(world.now)) / MINUTE_MS)) + action.extraMinutes, false);
      return;
    }
    case 'lag':
      // The job runner is behind: the clock moves and no timer has run yet.
      world.now = new Date(ms(world.now) + action.minutes * MINUTE_MS);
      break;
    case 'nudge': {
      // A timer's job runs just before, or exactly at, its time (clock skew, a duplicate delivery).
      const next = [...world.jobs].sort((a, b) => ms(a.at) - ms(b.at))[0];
      if (!next || ms(next.at) - action.earlyMs <= ms(world.now)) return;
      world.now = new Date(ms(next.at) - action.earlyMs);
      const result = fireAndApply(world, next.job, { role: 'system' }, {});
      if (action.earlyMs > 0) expect(result.ok).toBe(false);
      break;
    }
    case 'replay_webhook':
      if (world.inFlight.length === 0)
        expect(fireAndApply(world, 'authorization_succeeded', { role: 'gateway' }, {}).ok).toBe(false);
      break;
    case 'stray': {
      // Anyone firing anything at any time: the rightful actor (a timer's system, the customer, a DJ) or another.
      const rightful: Record<TActorRole, TBookingActor> = {
        customer: ACTORS[0]!,
        dj: action.reached ? ACTORS[3]! : ACTORS[2]!,
        system: ACTORS[4]!,
        gateway: ACTORS[4]!,
      };
      const actor =
        action.actor === 'rightful' ? rightful[TRANSITIONS[action.name].by[0]!] : ACTORS[action.actor]!;
      fireAndApply(world, action.name, actor, strayContext(action.name, action.reached));
      break;
    }
  }
  checkState(world);
}

const scenario = fc.record({
  leadMinutes: fc.oneof(
    fc.integer({ min: 24 * 60, max: 130 * 60 }),
    fc.integer({ min: 110 * 60, max: 400 * 60 }),
    fc.constantFrom(120 * 60, 84 * 60, 71 * 60, 48 * 60, 23 * 60),
  ),
  targeted: fc.boolean(),
  durationHours: fc.constantFrom(...DURATION_OPTIONS),
  budget: fc.integer({ min: 0, max: (HOURLY_BUDGET.max - HOURLY_BUDGET.min) / HOURLY_BUDGET.step }),
  syncAnswers: fc.option(fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), { freq: 3 }),
});

const action: fc.Arbitrary<Action> = fc.oneof(
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

type TScenario = {
  leadMinutes: number;
  targeted: boolean;
  durationHours: number;
  budget: number;
  syncAnswers: boolean[] | null;
};

function start(input: TScenario): World {
  const eventAt = new Date(ms(START) + input.leadMinutes * MINUTE_MS);
  const amountMinor = requestAmountMinor(
    HOURLY_BUDGET.min + input.budget * HOURLY_BUDGET.step,
    input.durationHours,
  );
  const world: World = {
    now: START,
    state: draftBookingRequest({
      customerId: CUSTOMER,
      targetDjId: input.targeted ? TARGET : null,
      eventAt,
      durationHours: input.durationHours,
      currency: 'EUR',
      amountMinor,
    }),
    submitted: false,
    jobs: [],
    holds: [],
    current: null,
    inFlight: [],
    targetAnswered: false,
    syncAnswers: input.syncAnswers,
    answered: 0,
  };
  const { payment, hold } = securePayment(world, amountMinor);
  const result = fireAndApply(world, 'submit', { role: 'customer', userId: CUSTOMER }, { payment });
  world.submitted = result.ok;
  if (hold) {
    if (result.ok) world.current = hold;
    else hold.status = 'released';
  }
  checkState(world);
  return world;
}

/** After the event: every answer delivered and every timer run. */
function drain(world: World, answers: boolean[]): void {
  for (let round = 0; round < 10; round++) {
    while (world.inFlight.length > 0) answer(world, answers[round % answers.length] ?? true);
    const end = ms(world.state.eventEndsAt) + 48 * HOUR_MS;
    // Also runs what a lagging job runner left overdue.
    advance(world, Math.max(0, Math.ceil((end - ms(world.now)) / MINUTE_MS)), false);
    if (world.inFlight.length === 0 && world.jobs.every((job) => ms(job.at) > ms(world.now))) break;
  }
}

describe('booking request lifecycle (model-based)', () => {
  it('never charges without a confirmed booking in the window and never leaves a hold behind', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(action, { maxLength: 40, size: 'max' }),
        fc.array(fc.boolean(), { minLength: 1 }),
        (input, actions, answers) => {
          const world = start(input);
          for (const step of actions) run(world, step);
          drain(world, answers);
          checkState(world);
          if (!world.submitted) {
            expect(world.state.status).toBe('draft');
            expect(world.holds.every((hold) => hold.status === 'released')).toBe(true);
            return;
          }
          // Every request ends; every hold it ever had is captured or released.
          expect(isFinalStatus(world.state.status)).toBe(true);
          expect(world.holds.every((hold) => hold.status !== 'authorized')).toBe(true);
          expect(world.inFlight).toEqual([]);
          if (world.holds.some((hold) => hold.status === 'captured'))
            expect(world.state.status).toBe('completed');
          if (world.state.status === 'cancelled' || world.state.status === 'expired')
            expect(world.holds.some((hold) => hold.status === 'captured')).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('reaches every status along the way', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(scenario, fc.array(action, { maxLength: 40, size: 'max' }), (input, actions) => {
        const world = start(input);
        seen.add(world.state.status);
        for (const step of actions) {
          run(world, step);
          seen.add(world.state.status);
          seen.add(`payment:${world.state.payment}`);
          if (isOpenStatus(world.state.status) && world.state.offSessionPending) seen.add('pending');
        }
        drain(world, [true]);
        seen.add(world.state.status);
        seen.add(`payment:${world.state.payment}`);
      }),
      // A fixed seed: this one measures the generators' reach, it does not hunt for failures.
      { numRuns: 300, seed: 20_260_613 },
    );
    for (const expected of [
      'routed_to_dj',
      'shared',
      'accepted',
      'confirmed',
      'completed',
      'expired',
      'cancelled',
      'payment:card_saved',
      'payment:authorized',
      'payment:captured',
      'payment:released',
      'payment:failed',
      'pending',
    ])
      expect(seen, expected).toContain(expected);
  }, 60_000);
});
