import type { TExtendedCurrency } from '../catalog/currencies.ts';
import type { TActorRole, TBookingActor, TBookingEvent } from './effects.ts';
import { eventEndsAt } from './schedule.ts';
import { RESCUE_TRANSITIONS } from './rescue-transitions.ts';
import type { TBookingRequest, TRequestStatus } from './states.ts';
import type { TInput } from './transition-guards.ts';
import { termsTransitions } from './terms-transitions.ts';
import { BOOKING_TRANSITIONS } from './booking-transitions.ts';
import { PAYMENT_TRANSITIONS } from './payment-transitions.ts';
import { REQUEST_TRANSITIONS } from './request-transitions.ts';
import { captureJob } from './transition-effects.ts';
import {
  TRANSITION_NAMES,
  type TFireResult,
  type TTransition,
  type TTransitionContexts,
  type TTransitionName,
} from './transition-types.ts';

export { BOOKING_REFUSALS } from './transition-guards.ts';
export type { TGuard } from './transition-guards.ts';
export {
  TRANSITION_NAMES,
  type TFireResult,
  type TRefusalCode,
  type TTransition,
  type TTransitionContexts,
  type TTransitionName,
} from './transition-types.ts';

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

const ROLE_WORDS: Record<TActorRole, string> = {
  customer: 'customer who made the request',
  dj: 'DJ',
  system: 'platform',
  gateway: 'payment gateway',
};

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

/** Every transition by name: the request's, the booking's, the DJ's answer to changed terms, the card's and its rescue. */
export const TRANSITIONS: { [N in TTransitionName]: TTransition<N> } = {
  ...REQUEST_TRANSITIONS,
  ...BOOKING_TRANSITIONS,
  ...termsTransitions(captureJob),
  ...PAYMENT_TRANSITIONS,
  ...RESCUE_TRANSITIONS,
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
