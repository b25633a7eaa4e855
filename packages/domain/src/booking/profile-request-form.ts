/**
 * Booking a DJ from the DJ's page /dj/{id} (docs/product/booking-requests.md): who may ask, and the page's words. The
 * form itself is the one booking request form of the dashboards (issue #28): one budget control and the rules of
 * request-form.ts and request-rules.ts, with the DJ's starting rate (dj-minimum.ts). No zod: the page loads it without
 * schema code.
 */

export const PROFILE_BOOKING_MESSAGES = {
  /** The exact words users meet (docs/product/booking-requests.md). */
  inPersonUnavailable: 'This DJ is not currently available for in-person bookings.',
  signInRequired: 'You must be signed in as a venue or music enthusiast to book this DJ.',
} as const;

/** Who may ask a DJ for a booking (docs/product/booking-requests.md): signed-in venues and music enthusiasts. */
export function canRequestBooking(userType: string | null | undefined): userType is 'venue' | 'enthusiast' {
  return userType === 'venue' || userType === 'enthusiast';
}
