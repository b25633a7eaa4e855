import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from './booking-api.ts';
import { OFFER_BOOKING_LINES, offerLineAfterBooking } from './offer-booking-line.ts';

describe('offerLineAfterBooking', () => {
  it('keeps the stored line while the booking lives, or when the offer became none', () => {
    for (const status of ['awaiting_confirmation', 'confirmed', 'completed', null] as const)
      expect(offerLineAfterBooking(OFFER_MESSAGES.acceptedByCustomer, status)).toBe(
        OFFER_MESSAGES.acceptedByCustomer,
      );
  });

  it('never calls a cancelled or expired booking confirmed', () => {
    expect(offerLineAfterBooking(OFFER_MESSAGES.acceptedByCustomer, 'cancelled')).toBe(
      OFFER_BOOKING_LINES.cancelled,
    );
    expect(offerLineAfterBooking(OFFER_MESSAGES.offerAcceptedByCustomer, 'expired')).toBe(
      OFFER_BOOKING_LINES.expired,
    );
    for (const line of Object.values(OFFER_BOOKING_LINES)) expect(line).not.toMatch(/confirmed/i);
  });
});
