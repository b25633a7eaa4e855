import type { TBookingEffect } from './effects.ts';
import {
  expiresAt,
  isBookingWindowOpen,
  savedCardAuthorizationAt,
  similarDjsFallbackAt,
} from './schedule.ts';
import { releaseReason } from './rescue-transitions.ts';
import {
  BOOKING_REFUSALS,
  chargeValid,
  due,
  isOfferParty,
  isOwner,
  isReachedDj,
  offerDjReached,
  paymentFits,
  windowOpen,
} from './transition-guards.ts';
import type { TTransition } from './transition-types.ts';
import { closePayment, djOf, ms, schedule } from './transition-effects.ts';

/** An accept that comes after a DJ was taken (by this accept or another) is refused with one message. */
const ALREADY_ACCEPTED = {
  accepted: BOOKING_REFUSALS.alreadyAccepted,
  awaiting_dj_agreement: BOOKING_REFUSALS.alreadyAccepted,
  confirmed: BOOKING_REFUSALS.alreadyAccepted,
  completed: BOOKING_REFUSALS.alreadyAccepted,
};

/**
 * The request's transitions (the diagram in transitions.ts): its submit, the DJs' answers and the accepted offer, the
 * customer's withdrawal before a booking, the similar-DJs fallback and the expiry of what nobody confirmed in time.
 */
export const REQUEST_TRANSITIONS: {
  [
    N in 'submit' | 'decline' | 'accept' | 'accept_offer' | 'cancel' | 'share_with_similar_djs' | 'expire'
  ]: TTransition<N>;
} = {
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
    conflictReasons: ALREADY_ACCEPTED,
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
    conflictReasons: ALREADY_ACCEPTED,
    guards: [isOfferParty(), offerDjReached(), windowOpen(), chargeValid()],
    apply: ({ state, context }) => ({
      next: { ...state, status: 'accepted', acceptedDjId: context.djId, chargeMinor: context.chargeMinor },
      effects: [{ kind: 'close_to_other_djs', djId: context.djId }],
      djId: context.djId,
    }),
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
};
