import { describe, expect, it } from 'vitest';
import { rankDjs, scoreDj } from './rank.ts';
import { ratingFraction } from './signals.ts';
import type { TMatchCandidate, TMatchNeed } from './types.ts';
import { MATCH_THRESHOLDS, MATCH_WEIGHTS } from './weights.ts';

const NOW = new Date('2026-12-01T12:00:00Z');

const dj = (userId: number, overrides: Partial<TMatchCandidate> = {}): TMatchCandidate => ({
  userId,
  stageName: `DJ ${userId}`,
  genres: ['Techno'],
  hourlyRateMinMinor: 10000,
  currency: 'EUR',
  acceptsInPerson: true,
  acceptsCoStreaming: false,
  acceptsRemoteVenues: true,
  acceptsRemotePrivate: true,
  home: { city: 'Berlin', country: 'DE', point: null },
  travels: [],
  remoteHours: [],
  listedArtists: [],
  tracklistArtists: [],
  sharedFavorites: [],
  featuredFrom: null,
  featuredUntil: null,
  track: null,
  rating: null,
  ...overrides,
});

const need = (overrides: Partial<TMatchNeed> = {}): TMatchNeed => ({
  customerRole: 'venue',
  mode: 'onsite',
  place: { city: 'Berlin', country: 'DE', point: null },
  eventAt: null,
  eventDate: null,
  window: null,
  genres: ['Techno'],
  source: 'request',
  budget: { minMinor: null, maxMinor: 15000, currency: 'EUR' },
  artists: [],
  coStreaming: false,
  strict: false,
  now: NOW,
  ...overrides,
});

describe('rating as a ranking signal', () => {
  it('has its weight among the ones that add up to 100', () => {
    expect(MATCH_WEIGHTS.rating).toBeGreaterThan(0);
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('starts every DJ at the prior and pulls a few reviews towards it', () => {
    const prior = (MATCH_THRESHOLDS.ratingPrior - 1) / 4;
    expect(ratingFraction(dj(1)).value).toBeCloseTo(prior);
    const one = ratingFraction(dj(1, { rating: { average: 5, count: 1 } })).value;
    const fifty = ratingFraction(dj(2, { rating: { average: 4.8, count: 50 } })).value;
    expect(one).toBeGreaterThan(prior);
    expect(fifty).toBeGreaterThan(one);
    const poor = ratingFraction(dj(3, { rating: { average: 2, count: 20 } })).value;
    expect(poor).toBeLessThan(prior);
  });

  it('a DJ with one 5-star review does not outrank an equal DJ with fifty 4.8s', () => {
    const ranked = rankDjs(need(), [
      dj(1, { rating: { average: 5, count: 1 } }),
      dj(2, { rating: { average: 4.8, count: 50 } }),
      dj(3),
    ]);
    expect(ranked.map((match) => match.candidate.userId)).toEqual([2, 1, 3]);
  });

  it('says the rating once there are a few good reviews, never for one review or a poor average', () => {
    const many = scoreDj(need(), dj(1, { rating: { average: 4.8, count: 50 } }))!;
    expect(many.reasons).toContain('rated 4.8 from 50 reviews');
    const single = scoreDj(need(), dj(2, { rating: { average: 5, count: 1 } }))!;
    expect(single.reasons.some((reason) => reason.startsWith('rated'))).toBe(false);
    const poor = scoreDj(need(), dj(3, { rating: { average: 2.5, count: 30 } }))!;
    expect(poor.reasons.some((reason) => reason.startsWith('rated'))).toBe(false);
  });
});

describe('rates in another currency than the budget', () => {
  it('are converted before they are compared, and the reason shows both', () => {
    // £100/h is about 118 € at the reference rates: within a 150 € budget.
    const match = scoreDj(need({ strict: true }), dj(1, { currency: 'GBP' }))!;
    expect(match).not.toBeNull();
    expect(match.reasons).toContain('£100/h (about 117.65 €/h), within your budget');
  });

  it('a strict need leaves out a rate above the budget once converted, though its number is below', () => {
    // With a 120 € budget: $130/h is about 118 € (in, though 130 > 120 in number); £110/h is about 129 € (out).
    const strict = need({ strict: true, budget: { minMinor: null, maxMinor: 12000, currency: 'EUR' } });
    expect(scoreDj(strict, dj(1, { currency: 'USD', hourlyRateMinMinor: 13000 }))).not.toBeNull();
    expect(scoreDj(strict, dj(2, { currency: 'GBP', hourlyRateMinMinor: 11000 }))).toBeNull();
  });

  it('a currency without a reference rate cannot be compared: no budget points, and out of a strict need', () => {
    const odd = dj(1, { currency: 'XYZ', hourlyRateMinMinor: 100 });
    expect(scoreDj(need({ strict: true }), odd)).toBeNull();
    const soft = scoreDj(need(), odd)!;
    expect(soft.signals.find((signal) => signal.signal === 'budget')!.points).toBe(0);
  });
});
