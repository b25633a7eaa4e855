import type { TBookingEffect } from './effects.ts';
import type { TBookingRequest } from './states.ts';
import { windowOpen, type TGuard } from './transition-guards.ts';
import type { TTransition } from './transition-types.ts';

/*
 * The DJ's agreement to terms the customer changed (decision record 029, "The DJ's terms travel with the offer"). The
 * DJ's offer (or acceptance as asked) carries the DJ's payment terms and cancellation notice; the customer's
 * confirmation with the same terms confirms the booking at once. With other terms, confirm leads to
 * awaiting_dj_agreement instead, and the booking's DJ answers:
 *
 *   accepted ──confirm (customer, terms changed)──► awaiting_dj_agreement ──agree_terms (its DJ)──► confirmed
 *       ▲                                                  │
 *       └──────────decline_terms (its DJ, with a message)──┘
 *
 *   cancel, cancel_booking, expire (T−23 h) and the card's transitions treat awaiting_dj_agreement like accepted.
 */

export const TERMS_REFUSALS = {
  notAgreementDj: 'Only the DJ of this booking can answer the terms the customer proposed',
  messageRequired: 'Please tell the customer why you decline these terms',
} as const;

/** The booking's DJ (the DJ whose acceptance made it). */
function isAgreementDj<N extends 'agree_terms' | 'decline_terms'>(): TGuard<N> {
  return {
    name: 'is_booking_dj',
    code: 'forbidden',
    reason: TERMS_REFUSALS.notAgreementDj,
    test: ({ state, actor }) => actor.role === 'dj' && actor.djId === state.acceptedDjId,
  };
}

type TCaptureJob = (state: TBookingRequest, now: Date) => TBookingEffect[];

/**
 * agree_terms and decline_terms, given how a confirmed, held booking gets its capture job (transitions.ts), so that
 * one rule schedules every capture.
 */
export function termsTransitions(captureJob: TCaptureJob): {
  agree_terms: TTransition<'agree_terms'>;
  decline_terms: TTransition<'decline_terms'>;
} {
  return {
    agree_terms: {
      name: 'agree_terms',
      by: ['dj'],
      from: ['awaiting_dj_agreement'],
      to: ['confirmed'],
      event: 'booking.terms_agreed',
      verb: 'agree to the terms of',
      guards: [isAgreementDj(), windowOpen()],
      apply: ({ state, now }) => {
        const next: TBookingRequest = { ...state, status: 'confirmed' };
        return { next, effects: captureJob(next, now), djId: state.acceptedDjId! };
      },
    },

    decline_terms: {
      name: 'decline_terms',
      by: ['dj'],
      from: ['awaiting_dj_agreement'],
      to: ['accepted'],
      event: 'booking.terms_declined',
      verb: 'decline the terms of',
      guards: [
        isAgreementDj(),
        windowOpen(),
        {
          name: 'has_message',
          code: 'rule',
          reason: TERMS_REFUSALS.messageRequired,
          test: ({ context }) => typeof context.message === 'string' && context.message.trim() !== '',
        },
      ],
      apply: ({ state, context }) => ({
        next: { ...state, status: 'accepted' },
        effects: [],
        djId: state.acceptedDjId!,
        reason: context.message.trim(),
      }),
    },
  };
}
