import { describe, expect, it } from 'vitest';
import { DURATION_OPTIONS } from './constants.ts';
import {
  PROFILE_BOOKING_MESSAGES,
  PROFILE_DEFAULT_DURATION_HOURS,
  PROFILE_DEFAULT_RATES,
  PROFILE_DURATION_OPTIONS,
  canRequestBooking,
  durationLabel,
  isProfileRate,
  performanceTypeOf,
  profileRequestDescription,
} from './profile-request-form.ts';

describe('the booking request form on a DJ’s page', () => {
  it('has the spec’s words, durations 1:00 to 4:00 (default 2:00) and rates 100–300', () => {
    expect(PROFILE_BOOKING_MESSAGES.inPersonUnavailable).toBe(
      'This DJ is not currently available for in-person bookings.',
    );
    expect(PROFILE_BOOKING_MESSAGES.signInRequired).toBe(
      'You must be signed in as a venue or music enthusiast to book this DJ.',
    );
    expect(PROFILE_DURATION_OPTIONS.map(durationLabel)).toEqual([
      '1:00',
      '1:30',
      '2:00',
      '2:30',
      '3:00',
      '4:00',
    ]);
    for (const hours of PROFILE_DURATION_OPTIONS) expect(DURATION_OPTIONS).toContain(hours);
    expect(PROFILE_DEFAULT_DURATION_HOURS).toBe(2);
    expect(PROFILE_DEFAULT_RATES).toEqual({ min: 100, max: 300 });
  });

  it('lets only venues and enthusiasts ask', () => {
    expect(canRequestBooking('venue')).toBe(true);
    expect(canRequestBooking('enthusiast')).toBe(true);
    for (const other of ['dj', 'producer', 'label', null, undefined])
      expect(canRequestBooking(other)).toBe(false);
  });

  it('takes rates on the hourly budget’s scale', () => {
    expect(isProfileRate(100)).toBe(true);
    expect(isProfileRate(20)).toBe(true);
    expect(isProfileRate(500)).toBe(true);
    expect(isProfileRate(0)).toBe(false);
    expect(isProfileRate(105)).toBe(false);
    expect(isProfileRate(510)).toBe(false);
  });

  it('sends in person as onsite and describes what was chosen, then the message', () => {
    expect(performanceTypeOf('in-person')).toBe('onsite');
    expect(performanceTypeOf('remote')).toBe('remote');
    expect(
      profileRequestDescription({
        djName: 'Nina Wave',
        type: 'in-person',
        minRate: 100,
        maxRate: 300,
        currency: 'EUR',
        message: '  Rooftop party  ',
      }),
    ).toBe('Rooftop party\n\nBooking request for Nina Wave: an in-person set, rate 100–300 EUR per hour.');
    expect(
      profileRequestDescription({
        djName: 'Kai',
        type: 'remote',
        minRate: 200,
        maxRate: 200,
        currency: 'USD',
        message: '',
      }),
    ).toBe('Booking request for Kai: a remote (streamed) set, rate 200 USD per hour.');
  });
});
