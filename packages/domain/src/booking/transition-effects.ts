import type { TBookingActor, TBookingEffect, TBookingJob } from './effects.ts';
import { cancellationIsLate, DEFAULT_CANCELLATION_NOTICE_HOURS } from './contract.ts';
import { captureWindowOpensAt, expiresAt } from './schedule.ts';
import type { TBookingRequest, TPaymentStatus } from './states.ts';
import type { TApplied } from './transition-types.ts';

// What several transitions do alike: the jobs they schedule, the payment when a request closes, the cancellations.

export const ms = (date: Date) => date.getTime();
export const latest = (a: Date, b: Date) => (ms(a) >= ms(b) ? a : b);
export const schedule = (job: TBookingJob, at: Date): TBookingEffect => ({ kind: 'schedule', job, at });

/** The DJ firing a transition (its `by` and guards admit DJs only). */
export function djOf(actor: TBookingActor): number {
  if (actor.role !== 'dj') throw new Error(`expected a DJ, got ${actor.role}`);
  return actor.djId;
}

/** A saved card nothing will charge any more is detached at the gateway (once: the request stops saying it has one). */
export function retireSavedCard(state: TBookingRequest): TBookingEffect[] {
  return state.cardSaved ? [{ kind: 'detach_saved_card' }] : [];
}

/**
 * The payment after the request closes without a booking: a hold is released, a saved card is no longer used and is
 * detached from the customer.
 */
export function closePayment(state: TBookingRequest): {
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
export function djCancellation(state: TBookingRequest, djId: number, now: Date, reason: string): TApplied {
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
export function customerCancellation(
  state: TBookingRequest,
  now: Date,
  noticeHours: number | null,
): TApplied {
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
export function captureJob(state: TBookingRequest, now: Date): TBookingEffect[] {
  return state.status === 'confirmed' && state.payment === 'authorized'
    ? [schedule('capture', latest(now, captureWindowOpensAt(state.eventAt)))]
    : [];
}
