import { captureWindowOpensAt } from './schedule.ts';
import type { TBookingRequest } from './states.ts';
import {
  BOOKING_REFUSALS,
  djNotCharged,
  due,
  hasReason,
  isBookingParty,
  isOwner,
  windowOpen,
} from './transition-guards.ts';
import type { TTransition } from './transition-types.ts';
import {
  captureJob,
  customerCancellation,
  djCancellation,
  latest,
  retireSavedCard,
  schedule,
} from './transition-effects.ts';

/**
 * The booking's transitions (the diagram in transitions.ts): the customer's confirmation, either side's cancellation
 * of the booking, the capture of the held price and the completion after the event.
 */
export const BOOKING_TRANSITIONS: {
  [N in 'cancel_booking' | 'confirm' | 'capture' | 'complete']: TTransition<N>;
} = {
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
