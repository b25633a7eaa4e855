import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE } from '@cuepoint/domain/matchmaking/directory-rules';
import { manualClock } from '../../../adapters/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createReviewedBooking, createVenue } from '../../../db/seed/factories.ts';

const NOW = new Date('2026-12-01T12:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;

type Dj = {
  name: string;
  city: string;
  country: string;
  genres: string[];
  rate: number;
  currency: string;
  remoteOnly?: boolean;
  ratings?: number[];
};

// Joined in this order, a day apart: Eno Lon is the newest.
const DJS: Dj[] = [
  {
    name: 'Alba Stahl',
    city: 'Berlin',
    country: 'DE',
    genres: ['Hard Techno', 'Techno'],
    rate: 120,
    currency: 'EUR',
    ratings: [5],
  },
  {
    name: 'Bram Pots',
    city: 'Potsdam',
    country: 'DE',
    genres: ['Techno'],
    rate: 80,
    currency: 'EUR',
    ratings: [3],
  },
  { name: 'Cleo Hamm', city: 'Hamburg', country: 'DE', genres: ['Hard Techno'], rate: 200, currency: 'EUR' },
  {
    name: 'Dara Stream',
    city: 'Lisbon',
    country: 'PT',
    genres: ['House'],
    rate: 60,
    currency: 'USD',
    remoteOnly: true,
  },
  {
    name: 'Eno Lon',
    city: 'London',
    country: 'GB',
    genres: ['Techno'],
    rate: 100,
    currency: 'GBP',
    ratings: [4, 4],
  },
];

beforeAll(async () => {
  t = await createTestApp({}, { clock }, { ownDatabase: true });
  const db = t.database.db;
  const { user: venue } = await createVenue(db, { user: { city: 'Berlin', country: 'DE' } });
  for (const [index, dj] of DJS.entries()) {
    const { user } = await createDj(db, {
      user: {
        city: dj.city,
        country: dj.country,
        createdAt: new Date(NOW.getTime() - (10 - index) * 86_400_000),
      },
      profile: {
        stageName: dj.name,
        genres: dj.genres,
        hourlyRateMinMinor: dj.rate * 100,
        currency: dj.currency,
        acceptsInPerson: !dj.remoteOnly,
        acceptsRemoteVenues: Boolean(dj.remoteOnly),
        acceptsRemotePrivate: Boolean(dj.remoteOnly),
      },
    });
    for (const [n, rating] of (dj.ratings ?? []).entries())
      await createReviewedBooking(db, {
        djUserId: user.id,
        customerUserId: venue.id,
        eventAt: new Date(NOW.getTime() - (40 + n) * 86_400_000),
        review: { rating, body: 'A night to remember.' },
      });
  }
  // A genre with more DJs than a page holds.
  for (let n = 0; n < DIRECTORY_PAGE_SIZE + 2; n += 1)
    await createDj(db, {
      user: { city: 'Johannesburg', country: 'ZA', createdAt: new Date(NOW.getTime() - 100 * 86_400_000) },
      profile: {
        stageName: `Amapiano ${String(n).padStart(2, '0')}`,
        genres: ['Amapiano'],
        hourlyRateMinMinor: 50_000 + n * 100,
        currency: 'USD',
      },
    });
});
afterAll(() => t.close());

type Found = {
  name: string;
  rating: number | null;
  reviewCount: number;
  completedBookings: number;
  reasons: string[];
};
const directory = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v14/dj-directory?${query}` });
  return { status: answer.statusCode, body: answer.json() };
};
const names = async (query: string) =>
  ((await directory(query)).body.data as Found[])
    .map((dj) => dj.name)
    .filter((name) => !name.startsWith('Amapiano'));

describe('GET /dj-directory', () => {
  it('filters by the catalogue genre, in any case, and by a city with every place within the radius', async () => {
    expect(await names('genre=Hard%20Techno&sort=price')).toEqual(['Alba Stahl', 'Cleo Hamm']);
    expect(await names('genre=hard%20techno&city=Berlin&sort=price')).toEqual(['Alba Stahl']);
    // Potsdam is 27 km from Berlin, Hamburg 255 km.
    expect(await names('genre=Techno&city=Berlin&radius=50&sort=price')).toEqual(['Bram Pots', 'Alba Stahl']);
    expect(await names('city=Berlin&radius=300&sort=price')).toEqual([
      'Bram Pots',
      'Alba Stahl',
      'Cleo Hamm',
    ]);
    const { body } = await directory('city=berlin');
    expect(body.city).toEqual({ name: 'Berlin', country: 'DE' });
  });

  it('in person or streamed, and a budget per hour in the viewer currency converted at the reference rates', async () => {
    expect(await names('mode=remote')).toEqual(['Dara Stream']);
    expect(await names('mode=in_person&genre=Techno&sort=price')).toEqual([
      'Bram Pots',
      'Eno Lon',
      'Alba Stahl',
    ]);
    expect(await names('budget=100&currency=EUR&sort=price')).toEqual(['Dara Stream', 'Bram Pots']);
    // £110 is about 129 €: Alba's 120 € fits, Eno's £100 too.
    expect(await names('budget=110&currency=gbp&sort=price')).toEqual([
      'Dara Stream',
      'Bram Pots',
      'Eno Lon',
      'Alba Stahl',
    ]);
  });

  it('sorts by price across currencies, rating, newest; a rating filter keeps the DJs rated at least that', async () => {
    expect(await names('sort=price')).toEqual([
      'Dara Stream',
      'Bram Pots',
      'Eno Lon',
      'Alba Stahl',
      'Cleo Hamm',
    ]);
    expect(await names('sort=rating')).toEqual([
      'Alba Stahl',
      'Eno Lon',
      'Bram Pots',
      'Cleo Hamm',
      'Dara Stream',
    ]);
    expect(await names('rating=4&sort=rating')).toEqual(['Alba Stahl', 'Eno Lon']);
    expect((await names('sort=newest')).slice(0, 5)).toEqual([
      'Eno Lon',
      'Dara Stream',
      'Cleo Hamm',
      'Bram Pots',
      'Alba Stahl',
    ]);
    const eno = ((await directory('rating=4&sort=rating')).body.data as Found[])[1]!;
    expect(eno).toMatchObject({ rating: 4, reviewCount: 2, completedBookings: 2, reasons: [] });
  });

  it('best match ranks with the reasons of matchmaking', async () => {
    const { body } = await directory('genre=Techno&city=Berlin&radius=50&mode=in_person');
    const found = body.data as Found[];
    expect(found.map((dj) => dj.name).sort()).toEqual(['Alba Stahl', 'Bram Pots']);
    for (const dj of found) {
      expect(dj.reasons.join(' ')).toMatch(/Techno/);
      expect(dj.reasons.join(' ')).toMatch(/Berlin|Potsdam|km/);
    }
  });

  it('pages of a stable size: every DJ once, with the total and the number of pages', async () => {
    const first = (await directory('genre=Amapiano&sort=price')).body;
    const second = (await directory('genre=Amapiano&sort=price&page=2')).body;
    expect(first).toMatchObject({
      total: DIRECTORY_PAGE_SIZE + 2,
      page: 1,
      pages: 2,
      page_size: DIRECTORY_PAGE_SIZE,
    });
    expect(first.data).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(second.data.map((dj: Found) => dj.name)).toEqual(['Amapiano 12', 'Amapiano 13']);
    const match = [
      ...(await directory('genre=Amapiano')).body.data,
      ...(await directory('genre=Amapiano&page=2')).body.data,
    ].map((dj: Found) => dj.name);
    expect(new Set(match).size).toBe(DIRECTORY_PAGE_SIZE + 2);
    expect((await directory('genre=Amapiano&page=3')).body).toMatchObject({ data: [], total: 14, pages: 2 });
  });

  it('answers bad filters with 400 and the reason, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['genre=Polka', DIRECTORY_MESSAGES.genre],
      ['radius=0', DIRECTORY_MESSAGES.radius],
      ['radius=abc', DIRECTORY_MESSAGES.radius],
      ['rating=9', DIRECTORY_MESSAGES.rating],
      ['sort=cheapest', DIRECTORY_MESSAGES.sort],
      ['page=0', DIRECTORY_MESSAGES.page],
      ['page=1.5', DIRECTORY_MESSAGES.page],
      ['budget=-5', DIRECTORY_MESSAGES.budget],
      ['country=Germany', DIRECTORY_MESSAGES.country],
      ['city=Atlantisburg', DIRECTORY_MESSAGES.cityUnknown('Atlantisburg')],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await directory(query);
      expect({ query, status, error: body.error }).toEqual({ query, status: 400, error: message });
    }
    expect((await directory('city=Atlantisburg')).body).toMatchObject({
      code: 'INVALID_FIELD',
    });
  });
});
