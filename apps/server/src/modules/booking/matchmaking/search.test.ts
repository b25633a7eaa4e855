import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '@cuepoint/domain/matchmaking/fixture';
import { MATCHMAKING_MESSAGES } from '@cuepoint/domain/matchmaking/api';
import { manualClock } from '../../../adapters/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createHeldBooking, createVenue } from '../../../db/seed/factories.ts';
import { seedMatchmakingFixture } from './matchmaking-test-kit.ts';

const clock = manualClock(FIXTURE_NOW);
let t: TestApp;
let carl: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock }, { ownDatabase: true });
  await seedMatchmakingFixture(t.database.db);
  const { user } = await createDj(t.database.db, {
    user: { city: 'London', country: 'GB' },
    profile: {
      stageName: 'Carl Cox',
      genres: ['Techno', 'House'],
      hourlyRateMinMinor: 90000,
      currency: 'GBP',
    },
  });
  carl = user.id;
});
afterAll(() => t.close());

type Found = { id: number; name: string; matchedOn: string };
const search = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v14/search-djs?${query}` });
  return { status: answer.statusCode, body: answer.json() };
};
const names = (body: { data: Found[] }) => body.data.map((dj) => dj.name);

describe('GET /search-djs', () => {
  it('a misspelt stage name finds the DJ ("carl kox" is Carl Cox), with the fields a result card shows', async () => {
    const { status, body } = await search('q=carl%20kox');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({
      id: carl,
      name: 'Carl Cox',
      genres: ['Techno', 'House'],
      location: 'London, United Kingdom',
      hourlyRate: 900,
      currency: 'GBP',
      inPerson: true,
      isRemote: false,
      matchedOn: 'name',
    });
    expect(names((await search('q=Kora')).body)[0]).toBe('Kora Lind');
    expect(names((await search('q=tove%20harjo')).body)[0]).toBe('Tove Harju');
  });

  it('genres and cities in the query, typos and all: Techno DJs based in or coming to Berlin', async () => {
    const { body } = await search('q=tecno%20berln');
    // Luca Ferro comes to Berlin in January, Mato Vance in December.
    expect(names(body)).toEqual(['Juno Brandt', 'Kora Lind', 'Luca Ferro', 'Mato Vance']);
    expect(body.data.every((dj: Found) => dj.matchedOn === 'city')).toBe(true);
    const minimal = (await search('q=minimal')).body;
    expect(names(minimal)).toEqual(['Ada Kessler', 'Dax Morrow', 'Ivo Renn', 'Kora Lind', 'Noor Adell']);
    expect(minimal.data[0].matchedOn).toBe('genre');
  });

  it('filters: genre, rate range, remote or in person, date', async () => {
    expect(names((await search('genre=Techno&mode=remote&rate_max=100&currency=EUR')).body)).toEqual([
      'Remy Castel',
      'Tove Harju',
    ]);
    expect(
      names((await search('genre=techno&rate_min=100&rate_max=130&mode=in_person&currency=eur')).body),
    ).toEqual(['Kora Lind', 'Luca Ferro', 'Mato Vance', 'Noor Adell']);
    // A range in another currency is converted: £85–£111/h is 100–130.58 €/h at the reference rates.
    expect(
      names((await search('genre=techno&rate_min=85&rate_max=111&mode=in_person&currency=GBP')).body),
    ).toEqual(['Kora Lind', 'Luca Ferro', 'Mato Vance', 'Noor Adell']);
    // Friday 11 December: who streams on Fridays.
    expect(names((await search('mode=remote&date=2026-12-11')).body)).toEqual(['Tove Harju']);
    expect(names((await search('q=berlin&genre=House')).body)).toEqual(['Sela Brook']);
  });

  it('a date leaves out DJs booked that day (decision record 042)', async () => {
    const friday = 'mode=remote&date=2026-12-18';
    const tove = (await search(friday)).body.data.find((dj: Found) => dj.name === 'Tove Harju') as Found;
    expect(tove).toBeDefined();
    const venue = await createVenue(t.database.db);
    await createHeldBooking(t.database.db, {
      djUserId: tove.id,
      customerUserId: venue.user.id,
      eventAt: new Date('2026-12-18T20:00:00Z'),
      status: 'awaiting_confirmation',
    });
    expect(names((await search(friday)).body)).not.toContain('Tove Harju');
    expect(names((await search('mode=remote&date=2026-12-25')).body)).toContain('Tove Harju');
  });

  it('pages with has_more, and an empty result is an empty list', async () => {
    const first = (await search('genre=Techno&limit=2')).body;
    const second = (await search('genre=Techno&limit=2&offset=2')).body;
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    expect(second.data.map((dj: Found) => dj.id)).not.toContain(first.data[0].id);
    expect((await search('q=zzzzqqq')).body).toEqual({ success: true, data: [], has_more: false });
  });

  it('bad input is a 400 with a clear message, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['rate_min=abc', MATCHMAKING_MESSAGES.rate],
      ['rate_min=200&rate_max=100', MATCHMAKING_MESSAGES.rateOrder],
      ['rate_max=-1', MATCHMAKING_MESSAGES.rate],
      ['date=2026-02-30', MATCHMAKING_MESSAGES.date],
      ['date=tomorrow', MATCHMAKING_MESSAGES.date],
      ['mode=teleport', MATCHMAKING_MESSAGES.mode],
      ['rate_max=100&currency=JPY', MATCHMAKING_MESSAGES.currency],
      [`q=${'a'.repeat(101)}`, MATCHMAKING_MESSAGES.query],
      ['limit=0', MATCHMAKING_MESSAGES.limit(50)],
      ['offset=5000', MATCHMAKING_MESSAGES.offset],
      [
        `genre=${Array.from({ length: 11 }, (_, index) => `g${index}`).join(',')}`,
        MATCHMAKING_MESSAGES.genres,
      ],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await search(query);
      expect([status, body.error], query).toEqual([400, message]);
    }
    expect((await search('q=%00')).status).toBe(400);
    expect((await search('q=%27%3B%20drop%20table%20users%3B--')).status).toBe(200);
    expect((await search('q=%25_%5C')).status).toBe(200);
  });
});
