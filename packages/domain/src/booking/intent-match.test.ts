import { describe, expect, it } from 'vitest';
import { BOOKING_API_MESSAGES as M } from './request-api.ts';
import { durationWords, securedTermsMismatch, type TSecuredTerms } from './intent-match.ts';

const secured: TSecuredTerms = {
  hourlyRateMinor: 15_000,
  durationMinutes: 120,
  currency: 'EUR',
  amountMinor: 31_200,
};

describe('the card must be secured for what the request asks', () => {
  it('matches when rate, duration, currency and total are the same', () => {
    expect(securedTermsMismatch(secured, { ...secured })).toBeNull();
  });

  it('names the first difference in words', () => {
    expect(securedTermsMismatch(secured, { ...secured, currency: 'USD' })).toBe(M.currencyMismatch);
    expect(securedTermsMismatch(secured, { ...secured, hourlyRateMinor: 20_000 })).toBe(
      'Your card was secured for €150 per hour, but this booking request offers €200 per hour: please secure your booking again',
    );
    expect(securedTermsMismatch(secured, { ...secured, durationMinutes: 180 })).toBe(
      'Your card was secured for 2 hours, but this booking request is for 3 hours: please secure your booking again',
    );
    expect(securedTermsMismatch(secured, { ...secured, amountMinor: 31_300 })).toBe(M.amountMismatch);
  });

  it('words durations', () => {
    expect([durationWords(30), durationWords(60), durationWords(90)]).toEqual([
      '30 minutes',
      '1 hour',
      '1.5 hours',
    ]);
  });
});
