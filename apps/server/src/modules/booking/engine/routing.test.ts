import { describe, expect, it } from 'vitest';
import { rankDjsForRequest, type DjCandidate, type RoutingRequest } from './routing.ts';

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
  currency: 'EUR',
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
    expect(rankDjsForRequest(remote, [venueOnly, privateOnly])).toEqual([1]);
    expect(rankDjsForRequest({ ...remote, customerRole: 'enthusiast' }, [venueOnly, privateOnly])).toEqual([
      2,
    ]);
  });

  it('on-site: the DJ plays in person and is in the city, or travels there (any city of the country when open)', () => {
    const munich = request({ city: 'München', country: 'DE' });
    const ranked = rankDjsForRequest(munich, [
      dj(1),
      dj(2, { city: 'Munchen' }),
      dj(3, { travels: [{ country: 'DE', city: null }] }),
      dj(4, { travels: [{ country: 'DE', city: 'Hamburg' }] }),
      dj(5, { city: 'München', acceptsInPerson: false }),
    ]);
    expect(ranked).toEqual([2, 3]);
  });

  it('compares places and genres whatever their case and accents', () => {
    const ranked = rankDjsForRequest(
      request({ city: ' São  Paulo ', country: 'BR', genres: ['Deep House', 'TECHNO'] }),
      [
        dj(1, { city: 'Sao Paulo', country: 'BR', genres: ['House'] }),
        dj(2, { city: 'sao paulo', country: 'BR', genres: ['techno', 'deep house', 'House'] }),
      ],
    );
    expect(ranked).toEqual([2]);
  });

  it('converts a rate in another currency before comparing it with the budget, and leaves out one it cannot convert', () => {
    // A budget of 150 €/h: £120/h is about 141 €, £140/h about 165 €; $160/h about 145 €.
    const ranked = rankDjsForRequest(request(), [
      dj(1, { currency: 'GBP', hourlyRateMinMinor: 12000 }),
      dj(2, { currency: 'GBP', hourlyRateMinMinor: 14000 }),
      dj(3, { currency: 'USD', hourlyRateMinMinor: 16000 }),
      dj(4, { currency: 'XXX', hourlyRateMinMinor: 100 }),
    ]);
    expect([...ranked].sort()).toEqual([1, 3]);
  });

  it('a DJ with many good reviews comes before an equal DJ with one perfect review', () => {
    const ranked = rankDjsForRequest(request(), [
      dj(1, { rating: { average: 5, count: 1 } }),
      dj(2, { rating: { average: 4.8, count: 50 } }),
      dj(3),
    ]);
    expect(ranked).toEqual([2, 1, 3]);
  });
});
