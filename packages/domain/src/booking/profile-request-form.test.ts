import { describe, expect, it } from 'vitest';
import { PROFILE_BOOKING_MESSAGES, canRequestBooking } from './profile-request-form.ts';

describe('booking from a DJ’s page', () => {
  it('has the spec’s words', () => {
    expect(PROFILE_BOOKING_MESSAGES.inPersonUnavailable).toBe(
      'This DJ is not currently available for in-person bookings.',
    );
    expect(PROFILE_BOOKING_MESSAGES.signInRequired).toBe(
      'You must be signed in as a venue or music enthusiast to book this DJ.',
    );
  });

  it('lets only venues and enthusiasts ask', () => {
    expect(canRequestBooking('venue')).toBe(true);
    expect(canRequestBooking('enthusiast')).toBe(true);
    for (const other of ['dj', 'producer', 'label', null, undefined])
      expect(canRequestBooking(other)).toBe(false);
  });
});
