import type { TBookingStatus } from './booking-api.ts';

/**
 * An accepted offer's status line once the booking it became has ended without taking place. The line stored with
 * the offer says what its last move did ("Booking confirmed! Contract sent to DJ."); a booking cancelled or expired
 * afterwards makes that untrue, so both parties read how the booking ended instead.
 */
export const OFFER_BOOKING_LINES = {
  cancelled: 'This booking was cancelled.',
  expired: 'This booking expired before the event.',
} as const;

/** The status line an offer shows, given the status of the booking it became (null when it became none). */
export function offerLineAfterBooking(
  stored: string | null,
  bookingStatus: TBookingStatus | null,
): string | null {
  if (bookingStatus === 'cancelled') return OFFER_BOOKING_LINES.cancelled;
  if (bookingStatus === 'expired') return OFFER_BOOKING_LINES.expired;
  return stored;
}
