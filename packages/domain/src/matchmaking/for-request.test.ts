import { describe, expect, it } from 'vitest';
import { rankDjsForBookingRequest, type TRoutingCandidate, type TRoutingRequest } from './for-request.ts';

const dj = (userId: number, overrides: Partial<TRoutingCandidate> = {}): TRoutingCandidate => ({
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

const request = (overrides: Partial<TRoutingRequest> = {}): TRoutingRequest => ({
  customerRole: 'venue',
  performanceType: 'onsite',
  city: 'Berlin',
  country: 'DE',
  hourlyBudgetMinor: 15000,
  currency: 'EUR',
  genres: ['house'],
  ...overrides,
});

describe('the ranking as the booking engine routes with it', () => {
  it('keeps DJs within the budget that share a genre, more genres in common first, then the lower rate', () => {
    const ranked = rankDjsForBookingRequest(request({ genres: ['House', 'Techno'] }), [
      dj(1, { genres: ['House'], hourlyRateMinMinor: 12000 }),
      dj(2, { genres: ['house', 'techno'] }),
      dj(3, { genres: ['House'], hourlyRateMinMinor: 9000 }),
      dj(4, { genres: ['Jazz'] }),
      dj(5, { genres: ['House'], hourlyRateMinMinor: 20000 }),
    ]);
    expect(ranked).toEqual([2, 3, 1]);
  });

  it('takes any genre when the request names none, and stops at the limit', () => {
    expect(
      rankDjsForBookingRequest(request({ genres: [] }), [dj(2, { genres: ['Jazz'] }), dj(1)], 1),
    ).toEqual([1]);
  });

  it('remote: the DJ plays remote sets for venues or for private events, as the customer is', () => {
    const remote = request({ performanceType: 'remote', city: null, country: null });
    const candidates = [dj(1, { acceptsRemotePrivate: false }), dj(2, { acceptsRemoteVenues: false })];
    expect(rankDjsForBookingRequest(remote, candidates)).toEqual([1]);
    expect(rankDjsForBookingRequest({ ...remote, customerRole: 'enthusiast' }, candidates)).toEqual([2]);
  });

  it('on-site: in the city (any spelling), or travelling to it (any city of the country when the trip names none)', () => {
    const munich = request({ city: 'München', country: 'DE' });
    const ranked = rankDjsForBookingRequest(munich, [
      dj(1),
      dj(2, { city: 'Munchen' }),
      dj(3, { travels: [{ country: 'DE', city: null }] }),
      dj(4, { travels: [{ country: 'DE', city: 'Hamburg' }] }),
      dj(5, { city: 'München', acceptsInPerson: false }),
    ]);
    expect([...ranked].sort()).toEqual([2, 3]);
    // In the city beats a trip that names only the country.
    expect(ranked).toEqual([2, 3]);
  });
});
