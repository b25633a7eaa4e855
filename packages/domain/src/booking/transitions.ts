import type { TExtendedCurrency } from '../catalog/currencies.ts';
import type {
  TActorRole,
  TBookingActor,
  TBookingEffect,
  TBookingEvent,
  TBookingEventType,
  TBookingJob,
} from './effects.ts';
import { cancellationIsLate, DEFAULT_CANCELLATION_NOTICE_HOURS } from './contract.ts';
import {
  captureWindowOpensAt,
  eventEndsAt,
  expiresAt,
  isBookingWindowOpen,
  savedCardAuthorizationAt,
  similarDjsFallbackAt,
} from './schedule.ts';
import type { TDeclineKind } from './card-rescue.ts';
import { afterFailedAuthorization, releaseReason, RESCUE_TRANSITIONS } from './rescue-transitions.ts';
import { isFinalStatus } from './states.ts';
import type { TBookingRequest, TPaymentStatus, TRequestStatus, TSecuredPayment } from './states.ts';
import {
  BOOKING_REFUSALS,
  chargeValid,
  djNotCharged,
  due,
  hasReason,
  isBookingParty,
  isOfferParty,
  isOwner,
  isReachedDj,
  noOffSessionPending,
  offerDjReached,
  offSessionPending,
  paymentFits,
  windowOpen,
  type TGuard,
  type TInput,
} from './transition-guards.ts';
import { termsTransitions } from './terms-transitions.ts';

export { BOOKING_REFUSALS } from './transition-guards.ts';
export type { TGuard } from './transition-guards.ts';

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
 *                       │ accept_offer (the customer or the offer's DJ, at the offer's price)│
 *                       └──────────────────────────┬───────────────────────┘  └─────┘
 *                                                  ▼
 *                                              accepted ──confirm (customer, the DJ's terms)──► confirmed
 *                                                  │ confirm (customer, other terms)                ▲
 *                                                  ▼                                                │
 *                                    awaiting_dj_agreement ──agree_terms (its DJ)───────────────────┘
 *                                      (decline_terms (its DJ, a message): back to accepted; terms-transitions.ts)
 *                                                                                  │ capture (timer, from T−24 h):
 *                                                                                  │   payment authorized → captured
 *                                                                                  ▼ complete (timer, after the event)
 *                                                                              completed
 *
 *   cancel (customer):   routed_to_dj | shared | accepted | awaiting_dj_agreement ──► cancelled
 *   cancel_booking (customer): accepted | awaiting_dj_agreement, or confirmed before the notice period: hold
 *                        released ──► cancelled
 *                        confirmed inside the notice period: the agreed price charged at once,
 *                        every payout due at once ─────────────────────────────────────► cancelled
 *   cancel_booking (DJ): accepted | awaiting_dj_agreement | confirmed, not charged yet ──► shared
 *                        (without that DJ, similar DJs reached, the hold kept; once charged: refused)
 *   expire (timer, T−23 h): routed_to_dj | shared | accepted | awaiting_dj_agreement,
 *                        or confirmed without a hold (its card failed) ────────────► expired
 *
 *   payment:  card_saved ──authorize_saved_card (timer, T−84 h) … authorization_succeeded (gateway) ──► authorized
 *                                                               … authorization_failed (gateway) ──► failed
 *             failed (or a hold below the agreed price) ──reauthorize (customer)──► authorized | card_saved
 *             failed: retried once (a soft decline, +24 h), the customer reminded at T−48 h (rescue-transitions.ts)
 *             authorized ──capture──► captured (the DJ's payouts scheduled per the contract's payment terms)
 *             on cancel/expire: authorized ──release_authorization──► released; card_saved ──► released
 *             a saved card is detached (detach_saved_card) once nothing will charge it: the request closed, the
 *             booking charged (capture or a late cancellation's charge), or a new card replaced it
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
  /** `chargeMinor`: the agreed price; absent, the amount the card secures. */
  accept: { reached: boolean; chargeMinor?: number };
  /**
   * An offer accepted by either side: `djId` the offer's DJ, `reached` whether the request (still) reaches that DJ
   * (the server's record), `chargeMinor` the agreed price (the offer's standing proposal).
   */
  accept_offer: { djId: number; reached: boolean; chargeMinor: number };
  /**
   * A booking cancelled by its customer or its DJ, with the reason both sides read; `noticeHours` the contract's
   * cancellation notice once confirmed (null: not confirmed yet, or the default 72 hours).
   */
  cancel_booking: { reason: string; noticeHours: number | null };
  cancel: { reason?: string };
  /** `termsChanged`: the customer confirmed other payment terms or another cancellation notice than the DJ's (absent: the DJ's). */
  confirm: { termsChanged?: boolean };
  /** The booking's DJ agrees to the terms the customer proposed. */
  agree_terms: Empty;
  /** The booking's DJ sends the proposed terms back to the customer, saying why. */
  decline_terms: { message: string };
  /** A new card the server verified, and the amount it secures. */
  reauthorize: { payment: TSecuredPayment; amountMinor: number };
  share_with_similar_djs: Empty;
  authorize_saved_card: Empty;
  authorization_succeeded: Empty;
  /** `decline`: the kind of the gateway's refusal (card-rescue.ts); hard when unknown. */
  authorization_failed: { reason?: string; decline?: TDeclineKind };
  retry_authorization: Empty;
  remind_authorization: Empty;
  capture: Empty;
  expire: Empty;
  complete: Empty;
};
export type TTransitionName = keyof TTransitionContexts;

export const TRANSITION_NAMES = [
  'submit',
  'decline',
  'accept',
  'accept_offer',
  'cancel',
  'cancel_booking',
  'confirm',
  'agree_terms',
  'decline_terms',
  'reauthorize',
  'share_with_similar_djs',
  'authorize_saved_card',
  'authorization_succeeded',
  'authorization_failed',
  'retry_authorization',
  'remind_authorization',
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

type TApplied = {
  next: TBookingRequest;
  effects: TBookingEffect[];
  djId?: number;
  reason?: string;
  /** The outbox event of a branch other than the transition's main one (one of `branchEvents`). */
  event?: TBookingEventType;
};

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
  /** The events of its other branches (confirm with changed terms: booking.terms_proposed). */
  branchEvents?: readonly TBookingEventType[];
  /** The verb of the refusal message ("Cannot accept a booking request that is cancelled"). */
  verb: string;
  /** A refusal in the contract's own words for some statuses it does not start from. */
  conflictReasons?: Partial<Record<TRequestStatus, string>>;
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
  awaiting_dj_agreement: "waiting for its DJ's agreement to the terms",
  confirmed: 'confirmed',
  completed: 'completed',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** A saved card nothing will charge any more is detached at the gateway (once: the request stops saying it has one). */
function retireSavedCard(state: TBookingRequest): TBookingEffect[] {
  return state.cardSaved ? [{ kind: 'detach_saved_card' }] : [];
}

/**
 * The payment after the request closes without a booking: a hold is released, a saved card is no longer used and is
 * detached from the customer.
 */
function closePayment(state: TBookingRequest): {
  payment: TPaymentStatus | null;
  effects: TBookingEffect[];
} {
  const detach = retireSavedCard(state);
  if (state.payment === 'authorized')
    return { payment: 'released', effects: [{ kind: 'release_authorization' }, ...detach] };
  if (state.payment === 'card_saved') return { payment: 'released', effects: detach };
  return { payment: state.payment, effects: detach };
}

/**
 * The DJ walks away before the charge: the booking ends, the request is open again without that DJ (similar DJs
 * reached), the card keeps what it secures and nothing is charged. The expiry job is sent again (a confirmed,
 * secured booking had let it pass).
 */
function djCancellation(state: TBookingRequest, djId: number, now: Date, reason: string): TApplied {
  return {
    next: { ...state, status: 'shared', acceptedDjId: null, chargeMinor: null },
    effects: [
      { kind: 'hide_from_dj', djId },
      { kind: 'share_with_similar_djs', djId },
      schedule('expire', latest(now, expiresAt(state.eventAt))),
    ],
    djId,
    reason,
  };
}

/**
 * The customer cancels: before confirmation or before the notice period, like a request's cancel (the hold released,
 * nothing charged); inside the notice period, the agreed price is charged at once (captured from the hold, or from
 * the saved card) and every payout is due at once. A card that failed has nothing to charge.
 */
function customerCancellation(state: TBookingRequest, now: Date, noticeHours: number | null): TApplied {
  const late =
    state.status === 'confirmed' &&
    cancellationIsLate(state.eventAt, noticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS, now);
  const cancelled: TBookingRequest = { ...state, status: 'cancelled', cardSaved: false };
  if (!late || state.payment === 'failed' || state.payment === 'released') {
    const { payment, effects } = closePayment(state);
    return { next: { ...cancelled, payment }, effects };
  }
  const amountMinor = state.chargeMinor ?? state.amountMinor;
  const payouts: TBookingEffect = { kind: 'schedule_payouts', upfrontDueAt: now, afterEventDueAt: now };
  const charge: TBookingEffect[] =
    state.payment === 'authorized'
      ? [{ kind: 'capture', amountMinor, currency: state.currency }]
      : state.payment === 'card_saved'
        ? [{ kind: 'charge_saved_card', amountMinor, currency: state.currency }]
        : [];
  return {
    next: { ...cancelled, payment: 'captured' },
    effects: [...charge, ...retireSavedCard(state), payouts],
  };
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
          cardSaved: context.payment === 'card_saved',
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
    conflictReasons: {
      accepted: BOOKING_REFUSALS.alreadyAccepted,
      awaiting_dj_agreement: BOOKING_REFUSALS.alreadyAccepted,
      confirmed: BOOKING_REFUSALS.alreadyAccepted,
      completed: BOOKING_REFUSALS.alreadyAccepted,
    },
    guards: [isReachedDj(), windowOpen(), chargeValid()],
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

  accept_offer: {
    name: 'accept_offer',
    by: ['customer', 'dj'],
    from: ['routed_to_dj', 'shared'],
    to: ['accepted'],
    event: 'booking_request.accepted',
    verb: 'accept',
    conflictReasons: {
      accepted: BOOKING_REFUSALS.alreadyAccepted,
      awaiting_dj_agreement: BOOKING_REFUSALS.alreadyAccepted,
      confirmed: BOOKING_REFUSALS.alreadyAccepted,
      completed: BOOKING_REFUSALS.alreadyAccepted,
    },
    guards: [isOfferParty(), offerDjReached(), windowOpen(), chargeValid()],
    apply: ({ state, context }) => ({
      next: { ...state, status: 'accepted', acceptedDjId: context.djId, chargeMinor: context.chargeMinor },
      effects: [{ kind: 'close_to_other_djs', djId: context.djId }],
      djId: context.djId,
    }),
  },

  cancel_booking: {
    name: 'cancel_booking',
    by: ['customer', 'dj'],
    from: ['accepted', 'awaiting_dj_agreement', 'confirmed'],
    to: ['cancelled', 'shared'],
    event: 'booking.cancelled',
    verb: 'cancel the booking of',
    guards: [isBookingParty(), hasReason(), djNotCharged()],
    apply: ({ state, actor, now, context }) => {
      const reason = context.reason.trim();
      if (actor.role === 'dj') return djCancellation(state, actor.djId, now, reason);
      return { ...customerCancellation(state, now, context.noticeHours), reason };
    },
  },

  cancel: {
    name: 'cancel',
    by: ['customer'],
    from: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement'],
    to: ['cancelled'],
    event: 'booking_request.cancelled',
    verb: 'cancel',
    guards: [isOwner()],
    apply: ({ state, context }) => {
      const { payment, effects } = closePayment(state);
      return {
        next: { ...state, status: 'cancelled', payment, cardSaved: false },
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
    to: ['confirmed', 'awaiting_dj_agreement'],
    event: 'booking_request.confirmed',
    branchEvents: ['booking.terms_proposed'],
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
    apply: ({ state, now, context }) => {
      // Other terms than the DJ offered wait for the DJ's agreement (terms-transitions.ts).
      if (context.termsChanged)
        return {
          next: { ...state, status: 'awaiting_dj_agreement' },
          effects: [],
          event: 'booking.terms_proposed',
        };
      const next: TBookingRequest = { ...state, status: 'confirmed' };
      return { next, effects: captureJob(next, now) };
    },
  },

  ...termsTransitions(captureJob),

  reauthorize: {
    name: 'reauthorize',
    by: ['customer'],
    from: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed'],
    fromPayment: ['card_saved', 'authorized', 'failed'],
    to: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed'],
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
      // The card it replaces is no longer needed.
      effects.push(...retireSavedCard(state));
      const next: TBookingRequest = {
        ...state,
        payment: context.payment,
        amountMinor: context.amountMinor,
        cardSaved: context.payment === 'card_saved',
        authorizationFailure: null,
      };
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
    from: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed'],
    fromPayment: ['card_saved'],
    to: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed'],
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
    from: [
      'routed_to_dj',
      'shared',
      'accepted',
      'awaiting_dj_agreement',
      'confirmed',
      'expired',
      'cancelled',
    ],
    to: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed', 'expired', 'cancelled'],
    event: 'booking_request.authorized',
    verb: 'record an authorization for',
    guards: [offSessionPending()],
    apply: ({ state, now }) => {
      if (isFinalStatus(state.status))
        return { next: { ...state, offSessionPending: false }, effects: [{ kind: 'release_authorization' }] };
      const next: TBookingRequest = {
        ...state,
        payment: 'authorized',
        offSessionPending: false,
        authorizationFailure: null,
      };
      return { next, effects: captureJob(next, now) };
    },
  },

  authorization_failed: {
    name: 'authorization_failed',
    by: ['gateway'],
    from: [
      'routed_to_dj',
      'shared',
      'accepted',
      'awaiting_dj_agreement',
      'confirmed',
      'expired',
      'cancelled',
    ],
    to: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed', 'expired', 'cancelled'],
    event: 'booking_request.authorization_failed',
    verb: 'record a failed authorization for',
    guards: [offSessionPending()],
    apply: ({ state, now, context }) => ({
      ...(isFinalStatus(state.status)
        ? { next: { ...state, offSessionPending: false }, effects: [] }
        : afterFailedAuthorization(state, now, context.decline ?? 'hard')),
      ...(context.reason ? { reason: context.reason } : {}),
    }),
  },

  ...RESCUE_TRANSITIONS,

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
    apply: ({ state, now }) => {
      const afterEventDueAt = latest(now, state.eventEndsAt);
      return {
        next: { ...state, payment: 'captured', cardSaved: false },
        effects: [
          { kind: 'capture', amountMinor: state.chargeMinor ?? state.amountMinor, currency: state.currency },
          ...retireSavedCard(state),
          { kind: 'schedule_payouts', upfrontDueAt: now, afterEventDueAt },
          schedule('complete', afterEventDueAt),
        ],
      };
    },
  },

  expire: {
    name: 'expire',
    by: ['system'],
    from: ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed'],
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
      const reason = releaseReason(state);
      return {
        next: { ...state, status: 'expired', payment, cardSaved: false },
        effects,
        ...(reason ? { reason } : {}),
      };
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
    cardSaved: false,
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
      reason:
        transition.conflictReasons?.[state.status] ??
        `Cannot ${transition.verb} a booking request that is ${STATUS_WORDS[state.status]}`,
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
  const charge = applied.effects.find(
    (effect) => effect.kind === 'capture' || effect.kind === 'charge_saved_card',
  );
  const event: TBookingEvent = {
    type: applied.event ?? transition.event,
    at: now,
    actor,
    from: { status: state.status, payment: state.payment },
    to: { status: applied.next.status, payment: applied.next.payment },
    ...(applied.djId === undefined ? {} : { djId: applied.djId }),
    ...(applied.reason === undefined ? {} : { reason: applied.reason }),
    ...(charge ? { charged: { amountMinor: charge.amountMinor, currency: charge.currency } } : {}),
  };
  return { ok: true, next: applied.next, effects: [...applied.effects, { kind: 'outbox', event }] };
}

/** The transitions that start from the request's status (whether one fires is for its actor and guards to say). */
export function transitionsFrom(state: TBookingRequest): TTransitionName[] {
  return TRANSITION_NAMES.filter((name) => TRANSITIONS[name].from.includes(state.status));
}
