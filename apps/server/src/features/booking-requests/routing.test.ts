import { describe, expect, it } from 'vitest';
import {
  fitsPlace,
  genreOverlap,
  placeKey,
  rankDjsForRequest,
  type DjCandidate,
  type RoutingRequest,
} from './routing.ts';

const dj = (userId: number, overrides: Partial<DjCandidate> = {}): DjCandidate => ({
  userId,
  genres: ['House'],
  hourlyRateMinMinor: 8000,
  currency: 'EUR',
  acceptsInPerson: true,
  acceptsRemoteVenues: true,
  acceptsRemotePrivate: true,
  city: 'Berlin',
  country: 'DE',
  travels: [],
  ...overrides,
});

const request = (overrides: Partial<RoutingRequest> = {}): RoutingRequest => ({
  customerRole: 'venue',
  performanceType: 'onsite',
  city: 'Berlin',
  country: 'DE',
  hourlyBudgetMinor: 15000,
  genres: ['house'],
  ...overrides,
});

describe('who a booking request reaches', () => {
  it('keeps DJs within the budget that share a genre, more genres in common first, then the lower rate', () => {
    const ranked = rankDjsForRequest(request({ genres: ['House', 'Techno'] }), [
      dj(1, { genres: ['House'], hourlyRateMinMinor: 12000 }),
      dj(2, { genres: ['house', 'techno'] }),
      dj(3, { genres: ['House'], hourlyRateMinMinor: 9000 }),
      dj(4, { genres: ['Jazz'] }),
      dj(5, { genres: ['House'], hourlyRateMinMinor: 20000 }),
    ]);
    expect(ranked).toEqual([2, 3, 1]);
  });

  it('takes any genre when the request names none, and stops at the limit', () => {
    expect(rankDjsForRequest(request({ genres: [] }), [dj(2, { genres: ['Jazz'] }), dj(1)], 1)).toEqual([1]);
  });

  it('remote: the DJ plays remote sets for venues or for private events, as the customer is', () => {
    const remote = request({ performanceType: 'remote', city: null, country: null });
    const venueOnly = dj(1, { acceptsRemotePrivate: false });
    const privateOnly = dj(2, { acceptsRemoteVenues: false });
    expect(fitsPlace(remote, venueOnly)).toBe(true);
    expect(fitsPlace(remote, privateOnly)).toBe(false);
    expect(fitsPlace({ ...remote, customerRole: 'enthusiast' }, privateOnly)).toBe(true);
  });

  it('on-site: the DJ plays in person and is in the city, or travels there (any city of the country when open)', () => {
    const munich = request({ city: 'München', country: 'DE' });
    expect(fitsPlace(munich, dj(1))).toBe(false);
    expect(fitsPlace(munich, dj(2, { city: 'Munchen' }))).toBe(true);
    expect(fitsPlace(munich, dj(3, { travels: [{ country: 'DE', city: null }] }))).toBe(true);
    expect(fitsPlace(munich, dj(4, { travels: [{ country: 'DE', city: 'Hamburg' }] }))).toBe(false);
    expect(fitsPlace(munich, dj(5, { city: 'München', acceptsInPerson: false }))).toBe(false);
  });

  it('compares places and genres whatever their case and accents', () => {
    expect(placeKey(' São  Paulo ')).toBe('sao paulo');
    expect(genreOverlap(['Deep House', 'TECHNO'], ['techno', 'deep house', 'House'])).toBe(2);
  });
});
