import type { TGazetteer } from '../catalog/gazetteer.ts';
import type { TWeeklySlot } from '../djs/weekly-slot.ts';
import type { TMatchCandidate, TMatchPlace, TTrackRecord } from './types.ts';

/**
 * A hand-built world with known right answers, for the ranking's tests (domain) and the calls' tests (server, which
 * stores the same DJs and asks the API): fourteen DJs in and around Berlin and elsewhere, and four customers' needs,
 * each with the three DJs that should come first and why.
 */

export type TFixtureDj = {
  key: string;
  stageName: string;
  city: string;
  country: string;
  genres: string[];
  /** EUR cents. */
  rateMinor: number;
  inPerson: boolean;
  remoteVenues: boolean;
  remotePrivate: boolean;
  coStreaming?: boolean;
  listedArtists?: string[];
  /** Artists in the DJ's tracklists. */
  tracklist?: string[];
  /** Artists the DJ follows. */
  follows?: string[];
  travels?: Array<{ city: string | null; country: string; fromDate: string; toDate: string }>;
  remoteHours?: TWeeklySlot[];
  track?: TTrackRecord;
  /** Featured from the fixture's "now" for 30 minutes. */
  featured?: boolean;
};

/** The fixture's clock: 1 December 2026, noon UTC. */
export const FIXTURE_NOW = new Date('2026-12-01T12:00:00Z');

export const FIXTURE_DJS: TFixtureDj[] = [
  {
    key: 'kora',
    stageName: 'Kora Lind',
    city: 'Berlin',
    country: 'DE',
    genres: ['Techno', 'Minimal'],
    rateMinor: 12000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: false,
    listedArtists: ['Ellen Allien'],
    track: { reached: 10, answered: 10, approved: 9, medianResponseMinutes: 90, completedBookings: 6 },
  },
  {
    key: 'mato',
    stageName: 'Mato Vance',
    city: 'Hamburg',
    country: 'DE',
    genres: ['Techno'],
    rateMinor: 10000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: false,
    travels: [{ city: 'Berlin', country: 'DE', fromDate: '2026-12-12', toDate: '2026-12-15' }],
  },
  {
    key: 'ada',
    stageName: 'Ada Kessler',
    city: 'Berlin',
    country: 'DE',
    genres: ['Minimal', 'Electro'],
    rateMinor: 14000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: false,
  },
  {
    key: 'sela',
    stageName: 'Sela Brook',
    city: 'Berlin',
    country: 'DE',
    genres: ['House', 'Deep House'],
    rateMinor: 9000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: false,
  },
  {
    key: 'ivo',
    stageName: 'Ivo Renn',
    city: 'Munich',
    country: 'DE',
    genres: ['Techno', 'Minimal'],
    rateMinor: 30000,
    inPerson: true,
    remoteVenues: true,
    remotePrivate: false,
  },
  {
    key: 'noor',
    stageName: 'Noor Adell',
    city: 'Potsdam',
    country: 'DE',
    genres: ['Minimal', 'Techno'],
    rateMinor: 11000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: false,
    listedArtists: ['Ricardo Villalobos'],
  },
  {
    key: 'tove',
    stageName: 'Tove Harju',
    city: 'Helsinki',
    country: 'FI',
    genres: ['Techno', 'Hard Techno'],
    rateMinor: 8000,
    inPerson: false,
    remoteVenues: true,
    remotePrivate: true,
    remoteHours: [{ dayOfWeek: 'friday', startTime: '20:00', endTime: '02:00', timezone: 'Europe/Helsinki' }],
    track: { reached: 4, answered: 4, approved: 4, medianResponseMinutes: 45, completedBookings: 2 },
  },
  {
    key: 'pax',
    stageName: 'Pax Oduya',
    city: 'Lagos',
    country: 'NG',
    genres: ['Afro House', 'Amapiano'],
    rateMinor: 7000,
    inPerson: false,
    remoteVenues: true,
    remotePrivate: true,
    remoteHours: [{ dayOfWeek: 'saturday', startTime: '18:00', endTime: '23:00', timezone: 'Africa/Lagos' }],
  },
  {
    key: 'juno',
    stageName: 'Juno Brandt',
    city: 'Berlin',
    country: 'DE',
    genres: ['Techno'],
    rateMinor: 15000,
    inPerson: false,
    remoteVenues: true,
    remotePrivate: true,
  },
  {
    key: 'dax',
    stageName: 'Dax Morrow',
    city: 'Leipzig',
    country: 'DE',
    genres: ['Techno', 'Minimal'],
    rateMinor: 9000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: false,
    tracklist: ['Ben Klock', 'Dax J'],
  },
  {
    key: 'mira',
    stageName: 'Mira Solvik',
    city: 'Berlin',
    country: 'DE',
    genres: ['Hip Hop', 'R&B'],
    rateMinor: 6000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: true,
  },
  {
    key: 'luca',
    stageName: 'Luca Ferro',
    city: 'Milan',
    country: 'IT',
    genres: ['Melodic Techno', 'Techno'],
    rateMinor: 13000,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: false,
    travels: [{ city: 'Berlin', country: 'DE', fromDate: '2027-01-20', toDate: '2027-01-22' }],
    featured: true,
  },
  {
    key: 'remy',
    stageName: 'Remy Castel',
    city: 'Paris',
    country: 'FR',
    genres: ['Techno', 'House'],
    rateMinor: 9500,
    inPerson: true,
    remoteVenues: false,
    remotePrivate: true,
    follows: ['Amelie Lens'],
  },
  {
    key: 'ren',
    stageName: 'Ren Okafor',
    city: 'London',
    country: 'GB',
    genres: ['Drum & Bass', 'Techno'],
    rateMinor: 12000,
    inPerson: false,
    remoteVenues: true,
    remotePrivate: false,
    remoteHours: [{ dayOfWeek: 'monday', startTime: '18:00', endTime: '22:00', timezone: 'Europe/London' }],
  },
];

/** The fixture's customers and what they ask; `top3` is the right answer, `reasons` what the first must say. */
export const FIXTURE_SCENARIOS = {
  /** A Berlin club books in person for Sunday 13 December, 23:00, Techno and Minimal, up to 150 €/h. */
  venueRequest: {
    top3: ['kora', 'mato', 'ada'],
    reasons: {
      kora: [
        'plays Techno and Minimal like you asked',
        'based in Berlin',
        '120 €/h, within your budget',
        'answers within 2 h',
      ],
      mato: ['in Berlin 12–15 Dec', 'plays Techno like you asked', '100 €/h, within your budget'],
    },
  },
  /** The same club without a coming event: its favorites play Techno and Minimal, it likes Ben Klock, 50–200 €/h. */
  venueProfile: {
    top3: ['kora', 'dax', 'noor'],
    reasons: { dax: ['plays Techno and Minimal, which you like', 'plays Ben Klock in their sets'] },
  },
  /** An enthusiast in Paris who likes Techno and follows Tove Harju and Amelie Lens, Remote filter. */
  enthusiastRemote: {
    top3: ['tove', 'remy', 'juno'],
    reasons: {
      tove: ['one of the artists you follow', 'plays Techno, which you like', 'answers within an hour'],
      remy: ['also follows Amelie Lens'],
    },
  },
  /** A venue books a remote Techno set for Friday 11 December, 21:00 in Helsinki's evening (19:00 UTC), ≤ 160 €/h. */
  venueRemoteRequest: {
    top3: ['tove', 'juno', 'ren'],
    reasons: { tove: ['streams Fridays 20:00–02:00 their time, when your event starts'] },
  },
} as const;

function placeOf(gazetteer: TGazetteer, city: string | null, country: string): TMatchPlace {
  const found = city ? gazetteer.find(city, country) : null;
  return { city, country, point: found ? { latitude: found.latitude, longitude: found.longitude } : null };
}

/** A fixture DJ as the ranking's candidate, with what the database would find for the need's artists. */
export function fixtureCandidate(
  dj: TFixtureDj,
  userId: number,
  gazetteer: TGazetteer,
  needArtists: readonly string[] = [],
): TMatchCandidate {
  const wanted = new Set(needArtists.map((name) => name.toLowerCase()));
  const pick = (names: readonly string[] | undefined) =>
    (names ?? []).filter((name) => wanted.has(name.toLowerCase()));
  return {
    userId,
    stageName: dj.stageName,
    genres: dj.genres,
    hourlyRateMinMinor: dj.rateMinor,
    currency: 'EUR',
    acceptsInPerson: dj.inPerson,
    acceptsCoStreaming: dj.coStreaming ?? false,
    acceptsRemoteVenues: dj.remoteVenues,
    acceptsRemotePrivate: dj.remotePrivate,
    home: placeOf(gazetteer, dj.city, dj.country),
    travels: (dj.travels ?? []).map((travel) => ({
      ...placeOf(gazetteer, travel.city, travel.country),
      fromDate: travel.fromDate,
      toDate: travel.toDate,
    })),
    remoteHours: dj.remoteHours ?? [],
    listedArtists: dj.listedArtists ?? [],
    tracklistArtists: pick(dj.tracklist),
    sharedFavorites: pick(dj.follows),
    featuredFrom: dj.featured ? FIXTURE_NOW : null,
    featuredUntil: dj.featured ? new Date(FIXTURE_NOW.getTime() + 30 * 60_000) : null,
    track: dj.track ?? null,
  };
}
