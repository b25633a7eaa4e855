import type { TBookingEffect } from './effects.ts';
import { savedCardAuthorizationAt } from './schedule.ts';
import { afterFailedAuthorization } from './rescue-transitions.ts';
import { isFinalStatus } from './states.ts';
import type { TBookingRequest, TRequestStatus } from './states.ts';
import {
  BOOKING_REFUSALS,
  due,
  isOwner,
  noOffSessionPending,
  offSessionPending,
  paymentFits,
  windowOpen,
} from './transition-guards.ts';
import type { TTransition } from './transition-types.ts';
import { captureJob, retireSavedCard, schedule } from './transition-effects.ts';

/** Where the gateway's answer to an off-session hold may find a request: it may come after the request closed. */
const GATEWAY_ANSWER_STATUSES: readonly TRequestStatus[] = [
  'routed_to_dj',
  'shared',
  'accepted',
  'awaiting_dj_agreement',
  'confirmed',
  'expired',
  'cancelled',
];

/**
 * The card's transitions (the diagram in transitions.ts): a new authorization from the customer, the saved card's
 * authorization before the event and the gateway's answer to it. The rescue of a failed card is
 * rescue-transitions.ts; the DJ's answer to changed terms is terms-transitions.ts.
 */
export const PAYMENT_TRANSITIONS: {
  [
    N in 'reauthorize' | 'authorize_saved_card' | 'authorization_succeeded' | 'authorization_failed'
  ]: TTransition<N>;
} = {
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
    from: GATEWAY_ANSWER_STATUSES,
    to: GATEWAY_ANSWER_STATUSES,
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
    from: GATEWAY_ANSWER_STATUSES,
    to: GATEWAY_ANSWER_STATUSES,
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
};
