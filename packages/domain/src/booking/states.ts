import type { TExtendedCurrency } from '../catalog/currencies.ts';
import type { TAuthorizationFailure } from './card-rescue.ts';

/**
 * The booking request's states (decision record 025). A request has two dimensions that move together through
 * transitions.ts: where it is in its life (`status`) and what its card is (`payment`). No zod: lists and badges
 * import this on any screen.
 */

/**
 * - draft: filled in, card being secured; exists only in memory until `submit` succeeds (never stored)
 * - routed_to_dj: aimed at one DJ, who alone sees it (the first 48 hours)
 * - shared: open to several DJs (matching ones at once, or similar ones after the targeted DJ)
 * - accepted: a DJ accepted (as asked, or an offer either side accepted); the booking awaits the customer's confirmation
 * - awaiting_dj_agreement: the customer confirmed with other payment terms or another cancellation notice than the
 *   DJ offered; the booking waits for the DJ to agree to them (or to send them back)
 * - confirmed: the customer confirmed the booking; its charge is captured once the event is within 24 h
 * - completed: the event took place after a captured charge
 * - expired: nothing became a confirmed, paid booking by 23 h before the event
 * - cancelled: the customer withdrew the request or cancelled the booking (a DJ's cancellation reopens it instead)
 */
export const REQUEST_STATUSES = [
  'draft',
  'routed_to_dj',
  'shared',
  'accepted',
  'awaiting_dj_agreement',
  'confirmed',
  'completed',
  'expired',
  'cancelled',
] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** Statuses a request never leaves. */
export const FINAL_STATUSES = [
  'completed',
  'expired',
  'cancelled',
] as const satisfies readonly TRequestStatus[];
export type TFinalStatus = (typeof FINAL_STATUSES)[number];

/** Statuses DJs can still answer (no DJ has accepted yet). */
export const OPEN_STATUSES = ['routed_to_dj', 'shared'] as const satisfies readonly TRequestStatus[];

export function isFinalStatus(status: TRequestStatus): status is TFinalStatus {
  return (FINAL_STATUSES as readonly TRequestStatus[]).includes(status);
}

export function isOpenStatus(status: TRequestStatus): boolean {
  return (OPEN_STATUSES as readonly TRequestStatus[]).includes(status);
}

/**
 * The `payment_status` the API lists (issue #11):
 * - card_saved: the card is saved (SetupIntent); it is authorized 3.5 days before the event
 * - authorized: an amount is held on the card (PaymentIntent in requires_capture), nothing charged
 * - captured: the held amount was charged
 * - released: nothing is held any more and nothing was charged (hold cancelled, or the saved card dropped)
 * - failed: authorizing the saved card failed; the customer can secure the request with another card
 */
export const PAYMENT_STATUSES = ['card_saved', 'authorized', 'captured', 'released', 'failed'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a submit (or a new authorization) proves about the card, after the server checked the intent. */
export type TSecuredPayment = Extract<TPaymentStatus, 'card_saved' | 'authorized'>;

export const PAYMENT_STATUS_LABELS: Record<TPaymentStatus, string> = {
  card_saved: 'Card saved',
  authorized: 'Authorized (no charge yet)',
  captured: 'Charged',
  released: 'Released (no charge)',
  failed: 'Authorization failed',
};

/** docs/product/booking-requests.md: how to secure the card for an event at a given distance. */
export const AUTHORIZATION_STRATEGIES = ['save_payment_method', 'authorize_now'] as const;
export type TAuthorizationStrategy = (typeof AUTHORIZATION_STRATEGIES)[number];

/** One booking request, as the rules see it. Instants are UTC `Date`s; money is integer minor units. */
export type TBookingRequest = {
  status: TRequestStatus;
  /** null only while a draft. */
  payment: TPaymentStatus | null;
  customerId: number;
  /** The DJ a targeted request was aimed at (null: open to matching DJs from the start). */
  targetDjId: number | null;
  /** The DJ whose acceptance made the booking. */
  acceptedDjId: number | null;
  eventAt: Date;
  eventEndsAt: Date;
  currency: TExtendedCurrency;
  /** What the card secures: budget × duration, or a later authorization's amount. */
  amountMinor: number;
  /** The agreed price to capture, set when a DJ accepts (≤ amountMinor before the booking can be confirmed). */
  chargeMinor: number | null;
  submittedAt: Date | null;
  /** An off-session authorization of the saved card was sent and the gateway has not answered yet. */
  offSessionPending: boolean;
  /**
   * The card a SetupIntent saved for this request is still attached to the customer at the gateway. It is detached
   * (`detach_saved_card`) as soon as nothing can charge it any more: the request closed, the booking was charged, or
   * a new card replaced it.
   */
  cardSaved: boolean;
  /**
   * The saved card's off-session authorization failed (card-rescue.ts): its kind and when, the one retry of a soft
   * decline, the reminder. Null (or absent) while nothing failed, and again once a new card secures the request.
   */
  authorizationFailure?: TAuthorizationFailure | null;
};

/**
 * docs/product/booking-requests.md: the status a list shows. pending (yellow), active (green), completed (blue),
 * anything else red.
 */
export const LISTED_STATUSES = ['pending', 'active', 'completed', 'expired', 'cancelled'] as const;
export type TListedStatus = (typeof LISTED_STATUSES)[number];

const LISTED: Record<TRequestStatus, TListedStatus> = {
  draft: 'pending',
  routed_to_dj: 'pending',
  shared: 'pending',
  accepted: 'active',
  awaiting_dj_agreement: 'active',
  confirmed: 'active',
  completed: 'completed',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** The `status` field of a listed booking request. */
export function listedStatus(status: TRequestStatus): TListedStatus {
  return LISTED[status];
}

export type TStatusTone = 'yellow' | 'green' | 'blue' | 'red';

/** docs/product/booking-requests.md: a badge's colour for any status text, unknown ones red. */
export function statusTone(status: string): TStatusTone {
  if (status === 'pending') return 'yellow';
  if (status === 'active') return 'green';
  if (status === 'completed') return 'blue';
  return 'red';
}

/** docs/product/booking-requests.md: statuses are displayed capitalized ("pending" → "Pending"). */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
