import type { TExtendedCurrency } from '../catalog/currencies.ts';
import type { TPaymentStatus, TRequestStatus } from './states.ts';
import { DISPUTE_EVENT_TYPES, REVIEW_EVENT_TYPES } from '../trust/trust-events.ts';

/**
 * What a transition asks the outside world to do, as data (decision record 025). The server performs the effects
 * of a successful `fire` in their order, in the same transaction as the new state where they touch the database
 * (visibility, jobs, the outbox), and through the payment gateway where they move money.
 */

/** Who fires a transition: the customer (venue or enthusiast), a DJ, a timer job, or a gateway webhook. */
export const ACTOR_ROLES = ['customer', 'dj', 'system', 'gateway'] as const;
export type TActorRole = (typeof ACTOR_ROLES)[number];

export type TBookingActor =
  | { role: 'customer'; userId: number }
  | { role: 'dj'; djId: number }
  | { role: 'system' }
  | { role: 'gateway' };

/**
 * The timer jobs; each fires the transition of the same name at (or after) its `at`. A job that finds the request
 * moved on is refused by the transition's guards and does nothing, so no job is ever cancelled.
 */
export const BOOKING_JOBS = [
  'share_with_similar_djs',
  'authorize_saved_card',
  'retry_authorization',
  'remind_authorization',
  'expire',
  'capture',
  'complete',
] as const;
export type TBookingJob = (typeof BOOKING_JOBS)[number];

/** The outbox event of every transition of the request (transitions.ts), written in the same transaction as the new state. */
export const TRANSITION_EVENT_TYPES = [
  'booking_request.submitted',
  'booking_request.declined',
  'booking_request.accepted',
  'booking_request.cancelled',
  'booking_request.confirmed',
  'booking_request.reauthorized',
  'booking_request.shared',
  'booking_request.authorization_requested',
  'booking_request.authorized',
  'booking_request.authorization_failed',
  'booking_request.authorization_reminder',
  'booking_request.captured',
  'booking_request.expired',
  'booking_request.completed',
  'booking.cancelled',
  'booking.terms_proposed',
  'booking.terms_agreed',
  'booking.terms_declined',
] as const;

/** The outbox events of an offer's moves (offers.ts), in the transaction of the move. */
export const OFFER_EVENT_TYPES = [
  'offer.made',
  'offer.countered',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
] as const;

/** The outbox event of an open request reaching DJs who became a match after it was shared (reach-new-djs.ts). */
export const ROUTING_EVENT_TYPES = ['booking_request.reached_new_djs'] as const;

/** The outbox events of a booking's payouts (its cancellation is a transition's: `booking.cancelled`). */
export const BOOKING_OUTCOME_EVENT_TYPES = ['booking.payout_paid', 'booking.payout_failed'] as const;

/**
 * Every type the outbox (`booking_events`) carries and live updates push, and a booking's audit trail shows: with the
 * reviews and disputes of a booking (trust/trust-events.ts; messages travel in the outbox too, not in the trail).
 */
export const BOOKING_EVENT_TYPES = [
  ...TRANSITION_EVENT_TYPES,
  ...ROUTING_EVENT_TYPES,
  ...OFFER_EVENT_TYPES,
  ...BOOKING_OUTCOME_EVENT_TYPES,
  ...REVIEW_EVENT_TYPES,
  ...DISPUTE_EVENT_TYPES,
] as const;
export type TBookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

export type TStateSnapshot = { status: TRequestStatus; payment: TPaymentStatus | null };

/** Who did what, when, from which state to which, about which DJ and why (the audit trail both sides read). */
export type TBookingEvent = {
  type: TBookingEventType;
  at: Date;
  actor: TBookingActor;
  from: TStateSnapshot;
  to: TStateSnapshot;
  /** The DJ concerned: the one aimed at (submit), who declined or accepted. */
  djId?: number;
  /** The customer's reason for a cancellation, the gateway's for a failed authorization. */
  reason?: string;
  /** The offer moved (offer.* events) or accepted (an acceptance of an offer). */
  offerId?: number;
  /** The booking concerned (its creation, cancellation, payouts). */
  bookingId?: number;
  /** What the transition charged the card (a capture, a late cancellation's fee), for the customer's receipt. */
  charged?: { amountMinor: number; currency: TExtendedCurrency };
};

export const EFFECT_KINDS = [
  'route_to_dj',
  'share_with_matching_djs',
  'share_with_similar_djs',
  'hide_from_dj',
  'close_to_other_djs',
  'authorize_off_session',
  'release_authorization',
  'capture',
  'charge_saved_card',
  'detach_saved_card',
  'schedule_payouts',
  'schedule',
  'outbox',
] as const;
export type TEffectKind = (typeof EFFECT_KINDS)[number];

export type TBookingEffect =
  /** Only this DJ sees the request (a targeted request, its first 48 hours). */
  | { kind: 'route_to_dj'; djId: number }
  /** DJs matching the request (genre, rate against budget, remote or location fit) see it. */
  | { kind: 'share_with_matching_djs' }
  /** DJs similar to `djId` see it too; `djId` keeps it unless it declined. */
  | { kind: 'share_with_similar_djs'; djId: number }
  /** This DJ declined: the request leaves its inbox. */
  | { kind: 'hide_from_dj'; djId: number }
  /** `djId` accepted: every other DJ loses the request. */
  | { kind: 'close_to_other_djs'; djId: number }
  /** Authorize the saved card off-session for the amount; the gateway answers with authorization_succeeded/failed. */
  | { kind: 'authorize_off_session'; amountMinor: number; currency: TExtendedCurrency }
  /** Cancel the hold on the card (the one the request holds, or the one the gateway just reported). */
  | { kind: 'release_authorization' }
  /** Charge the held card for the amount (at most what is held). */
  | { kind: 'capture'; amountMinor: number; currency: TExtendedCurrency }
  /**
   * Charge the saved card off-session at once, authorized and captured in one go: a customer's cancellation inside
   * the notice period before the saved card was authorized. If the card is declined the server records the
   * cancellation as not charged (payment failed) and cancels the payouts.
   */
  | { kind: 'charge_saved_card'; amountMinor: number; currency: TExtendedCurrency }
  /**
   * The card saved for the request is no longer needed (the request closed, the booking was charged, or a new card
   * replaced it): detach it from the customer at the gateway, so nothing can charge it again. Performed after the
   * commit, after any charge before it; the card is the one the request saved before this transition.
   */
  | { kind: 'detach_saved_card' }
  /**
   * Schedule the DJ's payouts of the booking per its contract (contract.ts `payoutParts(terms, djPayoutMinor,
   * upfrontDueAt, afterEventDueAt)`): at capture, the upfront part now and the rest at the event's end; on a
   * cancellation inside the notice period every part at once (both instants are now), replacing earlier ones.
   */
  | { kind: 'schedule_payouts'; upfrontDueAt: Date; afterEventDueAt: Date }
  /** Send the job of that name to run at `at`. */
  | { kind: 'schedule'; job: TBookingJob; at: Date }
  /** Write the event to the outbox. */
  | { kind: 'outbox'; event: TBookingEvent };

export function outboxEvents(effects: readonly TBookingEffect[]): TBookingEvent[] {
  return effects.flatMap((effect) => (effect.kind === 'outbox' ? [effect.event] : []));
}
