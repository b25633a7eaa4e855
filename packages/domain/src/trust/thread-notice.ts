import type { TBookingStatus } from '../booking/booking-api.ts';
import { CONTACT_NOTICES } from './contact-masking.ts';

/**
 * The line above a conversation: whether contact details are shown, and why, in words true of the conversation's
 * booking. Details shown once a booking between the two was confirmed stay shown, but a booking that was cancelled
 * or expired is never called confirmed.
 */
export const THREAD_NOTICES = {
  ...CONTACT_NOTICES,
  cancelled: 'This booking was cancelled. Contact details in this conversation stay shown.',
  expired: 'This booking expired. Contact details in this conversation stay shown.',
  /** Shown because of another booking between the two (this conversation's request has none confirmed). */
  bookedBefore: 'You have had a confirmed booking together: contact details in this conversation are shown.',
} as const;

/** `revealed`: a booking between the two was confirmed at some time; `bookingStatus`: this conversation's booking. */
export function threadNotice(revealed: boolean, bookingStatus: TBookingStatus | null): string {
  if (!revealed) return THREAD_NOTICES.hidden;
  switch (bookingStatus) {
    case 'confirmed':
    case 'completed':
      return THREAD_NOTICES.shown;
    case 'cancelled':
      return THREAD_NOTICES.cancelled;
    case 'expired':
      return THREAD_NOTICES.expired;
    default:
      return THREAD_NOTICES.bookedBefore;
  }
}
