import type { TExtendedCurrency } from '../catalog/currencies.ts';
import type {
  TActorRole,
  TBookingActor,
  TBookingEffect,
  TBookingEvent,
  TBookingEventType,
  TBookingJob,
} from './effects.ts';
import {
  captureWindowOpensAt,
  eventEndsAt,
  expiresAt,
  isBookingWindowOpen,
  paymentFitsEvent,
  savedCardAuthorizationAt,
  similarDjsFallbackAt,
} from './schedule.ts';
import { isFinalStatus } from './states.ts';
import type { TBookingRequest, TPaymentStatus, TRequestStatus, TSecuredPayment } from './states.ts';

/*
 * The booking request lifecycle as a table (decision record 025). T is the event's start.
 *
 *                     submit (customer, card secured)
 *   draft ──────────────┬───────────────────────────────────────────────┐
 *                       │ aimed at one DJ                               │ open: matching DJs see it at once
 *                       ▼                                               ▼
 *                 routed_to_dj ──share_with_similar_djs (timer, +48 h)──► shared ◄──┐
 *                       │      ──decline (that DJ)─────────────────────►   │  │     │ decline (a DJ it reached):
 *                       │ accept (that DJ)              accept (a DJ it reached)│     │ leaves that DJ's inbox
 *                       └──────────────────────────┬───────────────────────┘  └─────┘
 *                                                  ▼
 *                                              accepted ──confirm (customer)──► confirmed
 *                                                                                  │ capture (timer, from T−24 h):
 *                                                                                  │   payment authorized → captured
 *                                                                                  ▼ complete (timer, after the event)
 *                                                                              completed
 *
 *   cancel (customer):   routed_to_dj | shared | accepted ─────────────────────────► cancelled
 *   expire (timer, T−23 h): routed_to_dj | shared | accepted,
 *                        or confirmed without a hold (its card failed) ────────────► expired
 *
 *   payment:  card_saved ──authorize_saved_card (timer, T−84 h) … authorization_succeeded (gateway) ──► authorized
 *                                                               … authorization_failed (gateway) ──► failed
 *             failed (or a hold below the agreed price) ──reauthorize (customer)──► authorized | card_saved
 *             authorized ──capture──► captured
 *             on cancel/expire: authorized ──release_authorization──► released; card_saved ──► released
 *             a gateway answer for a closed request: the new hold is released at once
 *
 * completed, expired and cancelled are final: no transition moves the status out of them.
 */

type Empty = Record<never, never>;

/** What each transition needs beyond the state, the actor and the time (facts the server established). */
export type TTransitionContexts = {
  /** The card as the server verified it at the gateway (status, amount, currency, owner, unused). */
  submit: { payment: TSecuredPayment };
  /** Whether the request reached this DJ (the server's record of who it was shared with). */
  decline: { reached: boolean };
  /** `chargeMinor`: the agreed price (#12's offers); absent, the amount the card secures. */
  accept: { reached: boolean; chargeMinor?: number };
  cancel: { reason?: string };
  confirm: Empty;
  /** A new card the server verified, and the amount it secures. */
  reauthorize: { payment: TSecuredPayment; amountMinor: number };
  share_with_similar_djs: Empty;
  authorize_saved_card: Empty;
  authorization_succeeded: Empty;
  authorization_failed: { reason?: string };
  capture: Empty;
  expire: Empty;
  complete: Empty;
};
export type TTransitionName = keyof TTransitionContexts;

export const TRANSITION_NAMES = [
  'submit',
  'decline',
  'accept',
  'cancel',
  'confirm',
  'reauthorize',
  'share_with_similar_djs',
  'authorize_saved_card',
  'authorization_succeeded',
  'authorization_failed',
  'capture',
  'expire',
  'complete',
] as const satisfies readonly TTransitionName[];

/**
 * Why a transition was refused, and the status the server answers with: forbidden 403 (not this actor's to
 * fire), conflict 409 (the request is not in a state for it), rule 422 (a booking rule says no), not_due (a timer
 * that is early: the job does nothing).
 */
export type TRefusalCode = 'forbidden' | 'conflict' | 'rule' | 'not_due';

export type TFireResult =
  | { ok: true; next: TBookingRequest; effects: TBookingEffect[] }
  | { ok: false; code: TRefusalCode; reason: string; guard?: string };

type TInput<N extends TTransitionName> = {
  state: TBookingRequest;
  actor: TBookingActor;
  now: Date;
  context: TTransitionContexts[N];
};

export type TGuard<N extends TTransitionName> = {
  name: string;
  code: TRefusalCode;
  reason: string | ((input: TInput<N>) => string);
  test(input: TInput<N>): boolean;
};

type TApplied = { next: TBookingRequest; effects: TBookingEffect[]; djId?: number; reason?: string };

export type TTransition<N extends TTransitionName> = {
  name: N;
  /** Who may fire it. */
  by: readonly TActorRole[];
  /** The statuses it starts from. */
  from: readonly TRequestStatus[];
  /** The payment statuses it starts from (any when absent). */
  fromPayment?: readonly (TPaymentStatus | null)[];
  /** The statuses it can lead to. */
  to: readonly TRequestStatus[];
  event: TBookingEventType;
  /** The verb of the refusal message ("Cannot accept a booking request that is cancelled"). */
  verb: string;
  guards: readonly TGuard<N>[];
  apply(input: TInput<N>): TApplied;
};

const ms = (date: Date) => date.getTime();
const latest = (a: Date, b: Date) => (ms(a) >= ms(b) ? a : b);
const schedule = (job: TBookingJob, at: Date): TBookingEffect => ({ kind: 'schedule', job, at });

const ROLE_WORDS: Record<TActorRole, string> = {
  customer: 'customer who made the request',
  dj: 'DJ',
  system: 'platform',
  gateway: 'payment gateway',
};

/** The DJ firing a transition (its `by` and guards admit DJs only). */
function djOf(actor: TBookingActor): number {
  if (actor.role !== 'dj') throw new Error(`expected a DJ, got ${actor.role}`);
  return actor.djId;
}

const STATUS_WORDS: Record<TRequestStatus, string> = {
  draft: 'not submitted yet',
  routed_to_dj: 'waiting for its DJ',
  shared: 'open to DJs',
  accepted: 'accepted',
  confirmed: 'confirmed',
  completed: 'completed',
  expired: 'expired',
  cancelled: 'cancelled',
};

export const BOOKING_REFUSALS = {
  notCustomer: 'Only the customer who made this booking request can do this',
  notReached: 'This booking request was not sent to you',
  closed: 'This booking request has expired: requests close 23 hours before the event',
  tooLate: 'Booking requests close 23 hours before the event. Please choose a later date.',
  holdTooEarly:
    'This event is more than 120 hours away: the card is saved now and authorized closer to the event',
  savedCardTooLate: 'This event is less than 84 hours away: the card must be authorized now',
  noAmount: 'A booking request needs an amount to secure',
  chargeInvalid: 'The agreed price must be a whole amount above 0',
  chargeAboveHold: 'The agreed price is more than your card secured: please authorize the new amount first',
  paymentFailed: 'Your card could not be authorized: please secure the booking with another card first',
  alreadySecured: 'The card already secures this booking request',
  notCovering: 'The new authorization does not cover the price of this booking',
  offSessionPending: 'The saved card is being authorized right now: try again in a minute',
  noPendingAuthorization: 'No card authorization is awaited for this booking request',
  securedBookingStays: 'A confirmed booking whose card is held does not expire; it is charged',
} as const;

function isOwner<N extends TTransitionName>(): TGuard<N> {
  return {
    name: 'is_customer',
    code: 'forbidden',
    reason: BOOKING_REFUSALS.notCustomer,
    test: ({ state, actor }) => actor.role === 'customer' && actor.userId === state.customerId,
  };
}

/** The DJ a request is aimed at, or (once shared) a DJ the server says it reached. */
function isReachedDj<N extends 'accept' | 'decline'>(): TGuard<N> {
  return {
    name: 'is_reached_dj',
    code: 'forbidden',
    reason: BOOKING_REFUSALS.notReached,
    test: ({ state, actor, context }) =>
      actor.role === 'dj' &&
      (actor.djId === state.targetDjId || (state.status === 'shared' && context.reached)),
  };
}

function windowOpen<N extends TTransitionName>(code: TRefusalCode = 'conflict'): TGuard<N> {
  return {
    name: 'window_open',
    code,
    reason: BOOKING_REFUSALS.closed,
    test: ({ state, now }) => isBookingWindowOpen(state.eventAt, now),
  };
}

function due<N extends TTransitionName>(name: string, when: (state: TBookingRequest) => Date): TGuard<N> {
  return {
    name,
    code: 'not_due',
    reason: ({ state }) => `Not due before ${when(state).toISOString()}`,
    test: ({ state, now }) => ms(now) >= ms(when(state)),
  };
}

function noOffSessionPending<N extends TTransitionName>(): TGuard<N> {
  return {
    name: 'no_off_session_pending',
    code: 'conflict',
    reason: BOOKING_REFUSALS.offSessionPending,
    test: ({ state }) => !state.offSessionPending,
  };
}

function offSessionPending<N extends TTransitionName>(): TGuard<N> {
  return {
    name: 'off_session_pending',
    code: 'conflict',
    reason: BOOKING_REFUSALS.noPendingAuthorization,
    test: ({ state }) => state.offSessionPending,
  };
}

function paymentFits<N extends 'submit' | 'reauthorize'>(): TGuard<N> {
  return {
    name: 'payment_fits_event',
    code: 'rule',
    reason: ({ context }) =>
      context.payment === 'authorized' ? BOOKING_REFUSALS.holdTooEarly : BOOKING_REFUSALS.savedCardTooLate,
    test: ({ state, now, context }) => paymentFitsEvent(context.payment, state.eventAt, now),
  };
}

/** The payment after the request closes without a booking: a hold is released, a saved card is no longer used. */
function closePayment(state: TBookingRequest): { payment: TPaymentStatus | null; effects: TBookingEffect[] } {
  if (state.payment === 'authorized')
    return { payment: 'released', effects: [{ kind: 'release_authorization' }] };
  if (state.payment === 'card_saved') return { payment: 'released', effects: [] };
  return { payment: state.payment, effects: [] };
}

/** A confirmed booking whose card is held gets its capture job (at once when inside the window). */
function captureJob(state: TBookingRequest, now: Date): TBookingEffect[] {
  return state.status === 'confirmed' && state.payment === 'authorized'
    ? [schedule('capture', latest(now, captureWindowOpensAt(state.eventAt)))]
    : [];
}

export const TRANSITIONS: { [N in TTransitionName]: TTransition<N> } = {
  submit: {
    name: 'submit',
    by: ['customer'],
    from: ['draft'],
    to: ['routed_to_dj', 'shared'],
    event: 'booking_request.submitted',
    verb: 'submit',
    guards: [
      isOwner(),
      {
        name: 'event_ahead',
        code: 'rule',
        reason: BOOKING_REFUSALS.tooLate,
        test: ({ state, now }) => isBookingWindowOpen(state.eventAt, now),
      },
      {
        name: 'has_amount',
        code: 'rule',
        reason: BOOKING_REFUSALS.noAmount,
        test: ({ state }) => Number.isInteger(state.amountMinor) && state.amountMinor > 0,
      },
      paymentFits(),
    ],
    apply: ({ state, now, context }) => {
      const target = state.targetDjId;
      const closesAt = expiresAt(state.eventAt);
      const fallbackAt = similarDjsFallbackAt(now);
      const effects: TBookingEffect[] = [];
      if (target === null) effects.push({ kind: 'share_with_matching_djs' });
      else {
        effects.push({ kind: 'route_to_dj', djId: target });
        if (ms(fallbackAt) < ms(closesAt)) effects.push(schedule('share_with_similar_djs', fallbackAt));
      }
      if (context.payment === 'card_saved')
        effects.push(schedule('authorize_saved_card', savedCardAuthorizationAt(state.eventAt)));
      effects.push(schedule('expire', closesAt));
      return {
        next: {
          ...state,
          status: target === null ? 'shared' : 'routed_to_dj',
          payment: context.payment,
          submittedAt: now,
        },
        effects,
        ...(target === null ? {} : { djId: target }),
      };
    },
  },

  decline: {
    name: 'decline',
    by: ['dj'],
    from: ['routed_to_dj', 'shared'],
    to: ['shared'],
    event: 'booking_request.declined',
    verb: 'decline',
    guards: [isReachedDj()],
    apply: ({ state, actor }) => {
      const djId = djOf(actor);
      const effects: TBookingEffect[] = [{ kind: 'hide_from_dj', djId }];
      // The DJ it was aimed at answered no: similar DJs need not wait for the 48 hours.
      if (state.status === 'routed_to_dj') effects.push({ kind: 'share_with_similar_djs', djId });
      return { next: { ...state, status: 'shared' }, effects, djId };
    },
  },

  accept: {
    name: 'accept',
    by: ['dj'],
    from: ['routed_to_dj', 'shared'],
    to: ['accepted'],
    event: 'booking_request.accepted',
    verb: 'accept',
    guards: [
      isReachedDj(),
      windowOpen(),
      {
        name: 'charge_valid',
        code: 'rule',
        reason: BOOKING_REFUSALS.chargeInvalid,
        test: ({ context }) =>
          context.chargeMinor === undefined ||
          (Number.isInteger(context.chargeMinor) && context.chargeMinor > 0),
      },
    ],
    apply: ({ state, actor, context }) => {
      const djId = djOf(actor);
      return {
        next: {
          ...state,
          status: 'accepted',
          acceptedDjId: djId,
          chargeMinor: context.chargeMinor ?? state.amountMinor,
        },
        effects: [{ kind: 'close_to_other_djs', djId }],
        djId,
      };
    },
  },

  cancel: {
    name: 'cancel',
    by: ['customer'],
    from: ['routed_to_dj', 'shared', 'accepted'],
    to: ['cancelled'],
    event: 'booking_request.cancelled',
    verb: 'cancel',
    guards: [isOwner()],
    apply: ({ state, context }) => {
      const { payment, effects } = closePayment(state);
      return {
        next: { ...state, status: 'cancelled', payment },
        effects,
        ...(context.reason ? { reason: context.reason } : {}),
      };
    },
  },

  confirm: {
    name: 'confirm',
    by: ['customer'],
    from: ['accepted'],
    fromPayment: ['card_saved', 'authorized', 'failed'],
    to: ['confirmed'],
    event: 'booking_request.confirmed',
    verb: 'confirm',
    guards: [
      isOwner(),
      windowOpen(),
      {
        name: 'payment_not_failed',
        code: 'rule',
        reason: BOOKING_REFUSALS.paymentFailed,
        test: ({ state }) => state.payment !== 'failed',
      },
      {
        name: 'charge_within_hold',
        code: 'rule',
        reason: BOOKING_REFUSALS.chargeAboveHold,
        test: ({ state }) => (state.chargeMinor ?? state.amountMinor) <= state.amountMinor,
      },
    ],
    apply: ({ state, now }) => {
      const next: TBookingRequest = { ...state, status: 'confirmed' };
      return { next, effects: captureJob(next, now) };
    },
  },

  reauthorize: {
    name: 'reauthorize',
    by: ['customer'],
    from: ['routed_to_dj', 'shared', 'accepted', 'confirmed'],
    fromPayment: ['card_saved', 'authorized', 'failed'],
    to: ['routed_to_dj', 'shared', 'accepted', 'confirmed'],
    event: 'booking_request.reauthorized',
    verb: 'secure with a new card',
    guards: [
      isOwner(),
      windowOpen(),
      noOffSessionPending(),
      {
        name: 'needs_new_authorization',
        code: 'conflict',
        reason: BOOKING_REFUSALS.alreadySecured,
        test: ({ state }) =>
          state.payment === 'failed' || (state.chargeMinor !== null && state.amountMinor < state.chargeMinor),
      },
      {
        name: 'covers_price',
        code: 'rule',
        reason: BOOKING_REFUSALS.notCovering,
        test: ({ state, context }) =>
          Number.isInteger(context.amountMinor) &&
          context.amountMinor >= (state.chargeMinor ?? state.amountMinor),
      },
      paymentFits(),
    ],
    apply: ({ state, now, context }) => {
      const effects: TBookingEffect[] =
        state.payment === 'authorized' ? [{ kind: 'release_authorization' }] : [];
      const next: TBookingRequest = { ...state, payment: context.payment, amountMinor: context.amountMinor };
      if (context.payment === 'card_saved')
        effects.push(schedule('authorize_saved_card', savedCardAuthorizationAt(state.eventAt)));
      effects.push(...captureJob(next, now));
      return { next, effects };
    },
  },

  share_with_similar_djs: {
    name: 'share_with_similar_djs',
    by: ['system'],
    from: ['routed_to_dj'],
    to: ['shared'],
    event: 'booking_request.shared',
    verb: 'share',
    guards: [
      due('fallback_due', (state) => similarDjsFallbackAt(state.submittedAt ?? state.eventAt)),
      windowOpen(),
    ],
    apply: ({ state }) => ({
      next: { ...state, status: 'shared' },
      effects: state.targetDjId === null ? [] : [{ kind: 'share_with_similar_djs', djId: state.targetDjId }],
    }),
  },

  authorize_saved_card: {
    name: 'authorize_saved_card',
    by: ['system'],
    from: ['routed_to_dj', 'shared', 'accepted', 'confirmed'],
    fromPayment: ['card_saved'],
    to: ['routed_to_dj', 'shared', 'accepted', 'confirmed'],
    event: 'booking_request.authorization_requested',
    verb: 'authorize the card of',
    guards: [
      due('authorization_due', (state) => savedCardAuthorizationAt(state.eventAt)),
      windowOpen(),
      noOffSessionPending(),
    ],
    apply: ({ state }) => ({
      next: { ...state, offSessionPending: true },
      effects: [{ kind: 'authorize_off_session', amountMinor: state.amountMinor, currency: state.currency }],
    }),
  },

  authorization_succeeded: {
    name: 'authorization_succeeded',
    by: ['gateway'],
    from: ['routed_to_dj', 'shared', 'accepted', 'confirmed', 'expired', 'cancelled'],
    to: ['routed_to_dj', 'shared', 'accepted', 'confirmed', 'expired', 'cancelled'],
    event: 'booking_request.authorized',
    verb: 'record an authorization for',
    guards: [offSessionPending()],
    apply: ({ state, now }) => {
      if (isFinalStatus(state.status))
        return { next: { ...state, offSessionPending: false }, effects: [{ kind: 'release_authorization' }] };
      const next: TBookingRequest = { ...state, payment: 'authorized', offSessionPending: false };
      return { next, effects: captureJob(next, now) };
    },
  },

  authorization_failed: {
    name: 'authorization_failed',
    by: ['gateway'],
    from: ['routed_to_dj', 'shared', 'accepted', 'confirmed', 'expired', 'cancelled'],
    to: ['routed_to_dj', 'shared', 'accepted', 'confirmed', 'expired', 'cancelled'],
    event: 'booking_request.authorization_failed',
    verb: 'record a failed authorization for',
    guards: [offSessionPending()],
    apply: ({ state, context }) => ({
      next: {
        ...state,
        payment: isFinalStatus(state.status) ? state.payment : 'failed',
        offSessionPending: false,
      },
      effects: [],
      ...(context.reason ? { reason: context.reason } : {}),
    }),
  },

  capture: {
    name: 'capture',
    by: ['system'],
    from: ['confirmed'],
    fromPayment: ['authorized'],
    to: ['confirmed'],
    event: 'booking_request.captured',
    verb: 'charge',
    guards: [
      due('capture_window_open', (state) => captureWindowOpensAt(state.eventAt)),
      {
        name: 'charge_within_hold',
        code: 'rule',
        reason: BOOKING_REFUSALS.chargeAboveHold,
        test: ({ state }) =>
          state.acceptedDjId !== null && (state.chargeMinor ?? state.amountMinor) <= state.amountMinor,
      },
    ],
    apply: ({ state, now }) => ({
      next: { ...state, payment: 'captured' },
      effects: [
        { kind: 'capture', amountMinor: state.chargeMinor ?? state.amountMinor, currency: state.currency },
        schedule('complete', latest(now, state.eventEndsAt)),
      ],
    }),
  },

  expire: {
    name: 'expire',
    by: ['system'],
    from: ['routed_to_dj', 'shared', 'accepted', 'confirmed'],
    to: ['expired'],
    event: 'booking_request.expired',
    verb: 'expire',
    guards: [
      due('expiry_due', (state) => expiresAt(state.eventAt)),
      {
        name: 'not_secured_booking',
        code: 'conflict',
        reason: BOOKING_REFUSALS.securedBookingStays,
        test: ({ state }) =>
          state.status !== 'confirmed' || (state.payment !== 'authorized' && state.payment !== 'captured'),
      },
    ],
    apply: ({ state }) => {
      const { payment, effects } = closePayment(state);
      return { next: { ...state, status: 'expired', payment }, effects };
    },
  },

  complete: {
    name: 'complete',
    by: ['system'],
    from: ['confirmed'],
    fromPayment: ['captured'],
    to: ['completed'],
    event: 'booking_request.completed',
    verb: 'complete',
    guards: [due('event_over', (state) => state.eventEndsAt)],
    apply: ({ state }) => ({ next: { ...state, status: 'completed' }, effects: [] }),
  },
};

/** A request before its submit: what the form and the verified card say, nothing secured yet. */
export function draftBookingRequest(input: {
  customerId: number;
  targetDjId: number | null;
  eventAt: Date;
  durationHours: number;
  currency: TExtendedCurrency;
  amountMinor: number;
}): TBookingRequest {
  return {
    status: 'draft',
    payment: null,
    customerId: input.customerId,
    targetDjId: input.targetDjId,
    acceptedDjId: null,
    eventAt: input.eventAt,
    eventEndsAt: eventEndsAt(input.eventAt, input.durationHours),
    currency: input.currency,
    amountMinor: input.amountMinor,
    chargeMinor: null,
    submittedAt: null,
    offSessionPending: false,
  };
}

/**
 * Fires a transition: checks who may fire it, the state it starts from and its guards (in that order), and returns
 * the next state with its effects, the outbox event last, or why it was refused. Pure: the caller performs the
 * effects and stores the state.
 */
export function fire<N extends TTransitionName>(
  state: TBookingRequest,
  name: N,
  actor: TBookingActor,
  now: Date,
  context: TTransitionContexts[N],
): TFireResult {
  const transition = TRANSITIONS[name] as TTransition<N>;
  if (!transition.by.includes(actor.role))
    return {
      ok: false,
      code: 'forbidden',
      reason: `Only the ${transition.by.map((role) => ROLE_WORDS[role]).join(' or ')} can ${transition.verb} a booking request`,
    };
  if (!transition.from.includes(state.status))
    return {
      ok: false,
      code: 'conflict',
      reason: `Cannot ${transition.verb} a booking request that is ${STATUS_WORDS[state.status]}`,
    };
  if (transition.fromPayment && !transition.fromPayment.includes(state.payment))
    return {
      ok: false,
      code: 'conflict',
      reason: `Cannot ${transition.verb} a booking request whose payment is ${state.payment ?? 'not secured'}`,
    };
  const input: TInput<N> = { state, actor, now, context };
  for (const guard of transition.guards) {
    if (guard.test(input)) continue;
    const reason = typeof guard.reason === 'string' ? guard.reason : guard.reason(input);
    return { ok: false, code: guard.code, reason, guard: guard.name };
  }
  const applied = transition.apply(input);
  const event: TBookingEvent = {
    type: transition.event,
    at: now,
    actor,
    from: { status: state.status, payment: state.payment },
    to: { status: applied.next.status, payment: applied.next.payment },
    ...(applied.djId === undefined ? {} : { djId: applied.djId }),
    ...(applied.reason === undefined ? {} : { reason: applied.reason }),
  };
  return { ok: true, next: applied.next, effects: [...applied.effects, { kind: 'outbox', event }] };
}

/** The transitions that start from the request's status (whether one fires is for its actor and guards to say). */
export function transitionsFrom(state: TBookingRequest): TTransitionName[] {
  return TRANSITION_NAMES.filter((name) => TRANSITIONS[name].from.includes(state.status));
}
