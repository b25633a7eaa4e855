import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer, type TGazetteer } from '../catalog/gazetteer.ts';
import { FIXTURE_DJS, FIXTURE_NOW, FIXTURE_SCENARIOS, fixtureCandidate } from './fixture.ts';
import { rankDjs, scoreDj } from './rank.ts';
import type { TMatchNeed, TMatchPlace } from './types.ts';
import { MATCH_WEIGHTS } from './weights.ts';

let gazetteer: TGazetteer;
beforeAll(async () => {
  gazetteer = await loadGazetteer();
});

const place = (city: string, country: string): TMatchPlace => {
  const found = gazetteer.find(city, country)!;
  return { city, country, point: { latitude: found.latitude, longitude: found.longitude } };
};

const need = (overrides: Partial<TMatchNeed>): TMatchNeed => ({
  customerRole: 'venue',
  mode: 'any',
  place: null,
  eventAt: null,
  eventDate: null,
  window: null,
  genres: [],
  source: 'taste',
  budget: null,
  artists: [],
  coStreaming: false,
  strict: false,
  now: FIXTURE_NOW,
  ...overrides,
});

const pool = (artists: readonly string[] = []) =>
  FIXTURE_DJS.map((dj, index) => fixtureCandidate(dj, index + 1, gazetteer, artists));
const keyOf = (userId: number) => FIXTURE_DJS[userId - 1]!.key;

function top(scenarioNeed: TMatchNeed, count = 3) {
  return rankDjs(scenarioNeed, pool(scenarioNeed.artists), count).map((match) => ({
    key: keyOf(match.candidate.userId),
    reasons: match.reasons,
    score: match.score,
  }));
}

const needs = {
  venueRequest: () =>
    need({
      mode: 'onsite',
      place: place('Berlin', 'DE'),
      eventAt: new Date('2026-12-13T22:00:00Z'),
      eventDate: '2026-12-13',
      genres: ['Techno', 'Minimal'],
      source: 'request',
      budget: { minMinor: null, maxMinor: 15000, currency: 'EUR' },
      strict: true,
    }),
  venueProfile: () =>
    need({
      place: place('Berlin', 'DE'),
      window: { from: '2026-12-01', to: '2027-01-30' },
      genres: ['Techno', 'Minimal'],
      budget: { minMinor: 5000, maxMinor: 20000, currency: 'EUR' },
      artists: ['Ben Klock'],
    }),
  enthusiastRemote: () =>
    need({
      customerRole: 'enthusiast',
      mode: 'remote',
      place: place('Paris', 'FR'),
      genres: ['Techno'],
      artists: ['Tove Harju', 'Amelie Lens'],
    }),
  venueRemoteRequest: () =>
    need({
      mode: 'remote',
      eventAt: new Date('2026-12-11T19:00:00Z'),
      eventDate: '2026-12-11',
      genres: ['Techno'],
      source: 'request',
      budget: { minMinor: null, maxMinor: 16000, currency: 'EUR' },
      strict: true,
    }),
};

describe('the ranking on the hand-built fixture', () => {
  for (const [name, build] of Object.entries(needs) as Array<[keyof typeof needs, () => TMatchNeed]>) {
    it(`${name}: the expected top 3, and the reasons name why`, () => {
      const scenario = FIXTURE_SCENARIOS[name];
      const ranked = top(build());
      expect(ranked.map((entry) => entry.key)).toEqual(scenario.top3);
      for (const [key, reasons] of Object.entries(scenario.reasons)) {
        const entry = ranked.find((candidate) => candidate.key === key)!;
        for (const reason of reasons) expect(entry.reasons).toContain(reason);
      }
    });
  }

  it('a booking request reaches only DJs within the budget, in the place and playing a wanted genre', () => {
    const keys = rankDjs(needs.venueRequest(), pool(), 50).map((match) => keyOf(match.candidate.userId));
    // Noor is 27 km away in Potsdam, Sela plays none of the genres, Ivo is in Munich and above the budget,
    // Juno plays no in-person sets, Luca comes to Berlin in January.
    expect(keys).toEqual(['kora', 'mato', 'ada']);
  });

  it('a local filter keeps DJs in or near the place, a remote one only those who stream for the customer', () => {
    const local = rankDjs(
      need({ mode: 'onsite', place: place('Berlin', 'DE'), genres: ['Techno'] }),
      pool(),
      50,
    );
    expect(local.map((match) => keyOf(match.candidate.userId))).not.toContain('remy');
    expect(local.map((match) => keyOf(match.candidate.userId))).toContain('dax');
    const remote = rankDjs(needs.enthusiastRemote(), pool(), 50).map((match) =>
      keyOf(match.candidate.userId),
    );
    expect(remote.sort()).toEqual(['juno', 'mira', 'pax', 'remy', 'tove']);
  });

  it('scores add up to at most 100 and every signal stays within its weight', () => {
    const total = Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    expect(total).toBe(100);
    for (const build of Object.values(needs)) {
      for (const candidate of pool(build().artists)) {
        const match = scoreDj(build(), candidate);
        if (!match) continue;
        expect(match.score).toBeGreaterThanOrEqual(0);
        expect(match.score).toBeLessThanOrEqual(100);
        for (const signal of match.signals) {
          expect(signal.points).toBeGreaterThanOrEqual(0);
          expect(signal.points).toBeLessThanOrEqual(MATCH_WEIGHTS[signal.signal]);
        }
      }
    }
  });

  it('a featured DJ says so, and a distance is measured from the place', () => {
    const profile = rankDjs(needs.venueProfile(), pool(['Ben Klock']), 50);
    const luca = profile.find((match) => keyOf(match.candidate.userId) === 'luca')!;
    expect(luca.reasons).toContain('featured now');
    expect(luca.reasons).toContain('in Berlin 20–22 Jan');
    const noor = profile.find((match) => keyOf(match.candidate.userId) === 'noor')!;
    expect(noor.reasons).toContain('based in Potsdam, 27 km away');
    expect(noor.distanceKm).toBeCloseTo(27.2, 1);
    expect(noor.similarTo).toEqual(['Ricardo Villalobos']);
    const later = need({ ...needs.venueProfile(), now: new Date(FIXTURE_NOW.getTime() + 31 * 60_000) });
    expect(scoreDj(later, luca.candidate)!.reasons).not.toContain('featured now');
  });
});

describe('remote hours on the DJ’s wall clock', () => {
  const friday = {
    dayOfWeek: 'friday',
    startTime: '20:00',
    endTime: '02:00',
    timezone: 'Europe/Helsinki',
  } as const;
  it('a slot covers its own evening and, across midnight, the early hours of the next day', async () => {
    const { slotCovers } = await import('./signals.ts');
    expect(slotCovers(friday, new Date('2026-12-11T18:00:00Z'))).toBe(true); // Fri 20:00 Helsinki
    expect(slotCovers(friday, new Date('2026-12-11T17:59:00Z'))).toBe(false); // Fri 19:59
    expect(slotCovers(friday, new Date('2026-12-11T23:30:00Z'))).toBe(true); // Sat 01:30
    expect(slotCovers(friday, new Date('2026-12-12T00:00:00Z'))).toBe(false); // Sat 02:00
    expect(slotCovers(friday, new Date('2026-12-10T19:00:00Z'))).toBe(false); // Thu 21:00
    const summer = {
      dayOfWeek: 'saturday',
      startTime: '18:00',
      endTime: '23:00',
      timezone: 'Europe/Berlin',
    } as const;
    expect(slotCovers(summer, new Date('2026-07-04T16:30:00Z'))).toBe(true); // Sat 18:30 CEST
    expect(slotCovers(summer, new Date('2026-12-05T16:30:00Z'))).toBe(false); // Sat 17:30 CET
  });
});
