/** The statuses of offers, bookings and payouts with their labels, and the limits of what the calls take. */

/** An offer's statuses: live while pending or negotiating; withdrawn by its DJ or when the request closed. */
export const OFFER_STATUSES = ['pending', 'negotiating', 'accepted', 'declined', 'withdrawn'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

/** The two parties of a negotiation. */
export const OFFER_SIDES = ['customer', 'dj'] as const;
export type TOfferSide = (typeof OFFER_SIDES)[number];

export const OFFER_STATUS_LABELS: Record<TOfferStatus, string> = {
  pending: 'Pending',
  negotiating: 'Negotiating',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** A booking's statuses: a live booking awaits the customer's confirmation, is confirmed or completed. */
export const BOOKING_STATUSES = [
  'awaiting_confirmation',
  'awaiting_dj_agreement',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The booking statuses that hold the DJ to the event's time: a DJ plays one event at a time, so no other acceptance,
 * offer or share may overlap such a booking's event (decision record 042).
 */
export const DJ_HOLDING_BOOKING_STATUSES = [
  'awaiting_confirmation',
  'awaiting_dj_agreement',
  'confirmed',
] as const satisfies readonly TBookingStatus[];

export const BOOKING_STATUS_LABELS: Record<TBookingStatus, string> = {
  awaiting_confirmation: 'Awaiting confirmation',
  awaiting_dj_agreement: 'Awaiting DJ agreement',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A payout's share of the DJ's payout: due at capture, or once the event ended. */
export const PAYOUT_KINDS = ['upfront', 'after_event'] as const;
export type TPayoutKind = (typeof PAYOUT_KINDS)[number];

export const PAYOUT_STATUSES = ['scheduled', 'paid', 'failed', 'cancelled'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Ours: the highest hourly rate an offer may name, in major units. */
export const OFFER_HOURLY_RATE_MAX = 100_000;
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
export const DECLINE_REASON_MAX_LENGTH = 500;
export const CANCEL_REASON_MAX_LENGTH = 500;
