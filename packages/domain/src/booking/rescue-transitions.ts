import { CARD_RESCUE_MESSAGES, isRetryable, type TDeclineKind } from './card-rescue.ts';
import type { TBookingEffect } from './effects.ts';
import { authorizationRetryAt, expiresAt, rescueReminderAt } from './schedule.ts';
import type { TBookingRequest, TRequestStatus } from './states.ts';
import { due, noOffSessionPending, windowOpen } from './transition-guards.ts';
import type { TTransition } from './transition-types.ts';

/*
 * The rescue of a saved card whose off-session authorization failed (decision record 028). The request keeps its
 * status (a confirmed booking stays confirmed, needing a card); the customer secures it with `reauthorize`.
 *
 *   authorization_failed (gateway) ──► payment failed, the failure's kind remembered
 *        soft decline, not retried yet ──retry_authorization (timer, +24 h)──► authorize_off_session again
 *        still failed at T−48 h ──remind_authorization (timer)──► the customer is reminded (once)
 *        reauthorize (customer, a new card or the same one through 3-D Secure) ──► authorized: captured at T−24 h
 *        still failed at T−23 h ──expire──► expired, "released because the card could not be secured"
 */

const ms = (date: Date) => date.getTime();
const LIVE: readonly TRequestStatus[] = [
  'routed_to_dj',
  'shared',
  'accepted',
  'awaiting_dj_agreement',
  'confirmed',
];

/** A DJ had agreed: the release of such a request is the card's doing. */
const AGREED: readonly TRequestStatus[] = ['accepted', 'awaiting_dj_agreement', 'confirmed'];

/**
 * The state and timers after the gateway refused the saved card: the failure's kind (a retry's failure stays retried),
 * the retry of a soft decline 24 hours later and the reminder at T−48 h, each only while the request is still open
 * at that time. A request that closed meanwhile keeps its payment as it was.
 */
export function afterFailedAuthorization(
  state: TBookingRequest,
  now: Date,
  decline: TDeclineKind,
): { next: TBookingRequest; effects: TBookingEffect[] } {
  const closesAt = ms(expiresAt(state.eventAt));
  const previous = state.authorizationFailure ?? null;
  const failure = {
    kind: decline,
    at: now,
    retried: previous?.retried ?? false,
    reminded: previous?.reminded ?? false,
  };
  const next: TBookingRequest = {
    ...state,
    payment: 'failed',
    offSessionPending: false,
    authorizationFailure: failure,
  };
  const effects: TBookingEffect[] = [];
  const retryAt = authorizationRetryAt(now);
  if (isRetryable(failure) && state.cardSaved && ms(retryAt) < closesAt)
    effects.push({ kind: 'schedule', job: 'retry_authorization', at: retryAt });
  const remindAt = rescueReminderAt(state.eventAt);
  if (!failure.reminded && ms(remindAt) > ms(now) && ms(remindAt) < closesAt)
    effects.push({ kind: 'schedule', job: 'remind_authorization', at: remindAt });
  return { next, effects };
}

/** The reason an expiry gives when a DJ had agreed and the card never secured the booking. */
export function releaseReason(state: TBookingRequest): string | undefined {
  return state.payment === 'failed' && AGREED.includes(state.status)
    ? CARD_RESCUE_MESSAGES.releasedReason
    : undefined;
}

const retryAuthorization: TTransition<'retry_authorization'> = {
  name: 'retry_authorization',
  by: ['system'],
  from: LIVE,
  fromPayment: ['failed'],
  to: LIVE,
  event: 'booking_request.authorization_requested',
  verb: 'try the card again of',
  guards: [
    due('retry_due', (state) =>
      state.authorizationFailure ? authorizationRetryAt(state.authorizationFailure.at) : state.eventAt,
    ),
    {
      name: 'retryable',
      code: 'conflict',
      reason: CARD_RESCUE_MESSAGES.notRetryable,
      test: ({ state }) => state.cardSaved && isRetryable(state.authorizationFailure),
    },
    windowOpen(),
    noOffSessionPending(),
  ],
  apply: ({ state }) => ({
    next: {
      ...state,
      offSessionPending: true,
      authorizationFailure: { ...state.authorizationFailure!, retried: true },
    },
    effects: [{ kind: 'authorize_off_session', amountMinor: state.amountMinor, currency: state.currency }],
  }),
};

const remindAuthorization: TTransition<'remind_authorization'> = {
  name: 'remind_authorization',
  by: ['system'],
  from: LIVE,
  fromPayment: ['failed'],
  to: LIVE,
  event: 'booking_request.authorization_reminder',
  verb: 'remind the customer of',
  guards: [
    due('reminder_due', (state) => rescueReminderAt(state.eventAt)),
    windowOpen(),
    {
      name: 'not_reminded',
      code: 'conflict',
      reason: 'The customer was reminded already',
      test: ({ state }) => !state.authorizationFailure?.reminded,
    },
  ],
  apply: ({ state, now }) => ({
    next: {
      ...state,
      // A hold the card network released leaves no failure of its own: it is not retried.
      authorizationFailure: state.authorizationFailure
        ? { ...state.authorizationFailure, reminded: true }
        : { kind: 'hard', at: now, retried: true, reminded: true },
    },
    effects: [],
  }),
};

export const RESCUE_TRANSITIONS = {
  retry_authorization: retryAuthorization,
  remind_authorization: remindAuthorization,
} as const;
