import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '@cuepoint/domain/matchmaking/fixture';
import { MATCHMAKING_MESSAGES } from '@cuepoint/domain/matchmaking/api';
import { manualClock } from '../../../adapters/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import {
  createDj,
  createEnthusiast,
  createFavoriteArtist,
  createFavoriteDj,
  createVenue,
  createHeldBooking,
  createVenueEvent,
} from '../../../db/seed/factories.ts';
import { seedMatchmakingFixture } from './matchmaking-test-kit.ts';

// The fixture's world alone (a database of this file's own), on the fixture's clock.
const clock = manualClock(FIXTURE_NOW);
let t: TestApp;
let ids: Record<string, number>;
const keyOf = (id: number) => Object.entries(ids).find(([, known]) => known === id)?.[0] ?? `other ${id}`;

beforeAll(async () => {
  t = await createTestApp({}, { clock }, { ownDatabase: true });
  ids = await seedMatchmakingFixture(t.database.db);
});
afterAll(() => t.close());

type Rec = { id: number; reasons: string[]; [key: string]: unknown };
const get = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v14${url}`, headers });

/** A Berlin club whose favorite DJ plays Techno and Minimal, that likes Ben Klock and pays 50–200 €/h. */
async function berlinClub() {
  const venue = await createVenue(t.database.db, {
    user: { city: 'Berlin', country: 'DE', timezone: 'Europe/Berlin' },
    profile: {
      venueName: 'Kellerclub',
      currency: 'EUR',
      hourlyBudgetMinMinor: 5000,
      hourlyBudgetMaxMinor: 20000,
      preferredArtists: ['Ben Klock'],
    },
  });
  await createFavoriteDj(t.database.db, venue.user.id, { djName: 'Ivo Renn', djUserId: ids['ivo']! });
  return { venue, auth: await bearerFor(t.database, venue.user.id, clock.now()) };
}

describe('GET /venue/dj-recommendations', () => {
  it('for the venue profile: the expected top 3, with the reasons that name why', async () => {
    const { auth } = await berlinClub();
    const answer = await get('/venue/dj-recommendations', auth);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const recs: Rec[] = body.recommendations;
    expect(recs.slice(0, 3).map((rec) => keyOf(rec.id))).toEqual(['kora', 'dax', 'noor']);
    expect(body.data).toEqual(recs);
    expect(body.basis).toMatchObject({ kind: 'profile', city: 'Berlin', genres: ['Minimal', 'Techno'] });
    const [kora, dax, noor] = recs;
    expect(kora).toMatchObject({
      name: 'Kora Lind',
      genres: ['Techno', 'Minimal'],
      location: 'Berlin, Germany',
      isRemote: false,
      hourlyRate: 120,
      currency: 'EUR',
      rating: null,
      responseTime: 'within 2 h',
      approvalRate: 90,
      availability: 'based in Berlin',
      distance: 0,
      venue: 'Kellerclub',
      date: null,
      similarTo: ['Ellen Allien'],
    });
    expect(kora!.reasons).toEqual([
      'plays Techno and Minimal, which you like',
      'based in Berlin',
      '120 €/h, within your budget',
      'answers within 2 h',
    ]);
    expect(dax!.reasons).toContain('plays Ben Klock in their sets');
    expect(dax!.similarTo).toEqual(['Ben Klock']);
    expect(noor!.reasons).toContain('based in Potsdam, 27 km away');
  });

  it("for the venue's next event (remote, a Friday evening): who streams then, the venue's favorite first", async () => {
    const { venue, auth } = await berlinClub();
    const event = await createVenueEvent(t.database.db, venue.user.id, {
      title: 'Friday stream',
      eventDate: '2026-12-11',
      eventTime: '20:00',
      timezone: 'Europe/Berlin',
      startsAt: new Date('2026-12-11T19:00:00Z'),
      durationMinutes: 150,
      isRemote: true,
      city: 'Berlin',
      country: 'DE',
    });
    const body = (await get('/venue/dj-recommendations', auth)).json();
    expect(body.basis).toMatchObject({ kind: 'event', event_id: event.id, title: 'Friday stream' });
    const recs: Rec[] = body.recommendations;
    expect(recs.slice(0, 3).map((rec) => keyOf(rec.id))).toEqual(['ivo', 'tove', 'juno']);
    expect(recs[0]!.reasons).toContain('one of the artists you follow');
    expect(recs[1]).toMatchObject({ date: '2026-12-11', time: '20:00', duration: '2:30', isRemote: true });
    expect(recs[1]!.reasons).toContain('streams Fridays 20:00–02:00 their time, when your event starts');
    // Only DJs who stream for venues, those who share no genre last.
    expect(recs.map((rec) => keyOf(rec.id))).toEqual(['ivo', 'tove', 'juno', 'ren', 'pax']);
  });

  it("for the venue's event: a DJ booked at its time is left out, a DJ booked the night before is not", async () => {
    const { venue, auth } = await berlinClub();
    await createVenueEvent(t.database.db, venue.user.id, {
      title: 'Another Friday stream',
      eventDate: '2026-12-18',
      eventTime: '20:00',
      timezone: 'Europe/Berlin',
      startsAt: new Date('2026-12-18T19:00:00Z'),
      durationMinutes: 150,
      isRemote: true,
      city: 'Berlin',
      country: 'DE',
    });
    const { user: elsewhere } = await createVenue(t.database.db);
    await createHeldBooking(t.database.db, {
      djUserId: ids['tove']!,
      customerUserId: elsewhere.id,
      eventAt: new Date('2026-12-18T21:00:00Z'),
      status: 'confirmed',
    });
    await createHeldBooking(t.database.db, {
      djUserId: ids['juno']!,
      customerUserId: elsewhere.id,
      eventAt: new Date('2026-12-17T19:00:00Z'),
    });
    const recs: Rec[] = (await get('/venue/dj-recommendations', auth)).json().recommendations;
    expect(recs.map((rec) => keyOf(rec.id))).toEqual(['ivo', 'juno', 'ren', 'pax']);
  });

  it('another venue’s event is not found; bad input is a 400 with a clear message', async () => {
    const { auth } = await berlinClub();
    const other = await createVenue(t.database.db);
    const theirs = await createVenueEvent(t.database.db, other.user.id);
    const answer = await get(`/venue/dj-recommendations?event_id=${theirs.id}`, auth);
    expect([answer.statusCode, answer.json().error]).toEqual([404, MATCHMAKING_MESSAGES.eventNotFound]);
    for (const query of ['event_id=abc', 'event_id=-1', 'limit=0', 'limit=51', 'limit=1.5']) {
      const bad = await get(`/venue/dj-recommendations?${query}`, auth);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().success).toBe(false);
    }
  });

  it('authorization: a visitor 401, another account type 403', async () => {
    expect((await get('/venue/dj-recommendations')).statusCode).toBe(401);
    const fan = await createEnthusiast(t.database.db);
    expect(
      (await get('/venue/dj-recommendations', await bearerFor(t.database, fan.user.id, clock.now())))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /enthusiast/dj-recommendations', () => {
  async function parisFan() {
    const fan = await createEnthusiast(t.database.db, {
      user: { city: 'Paris', country: 'FR' },
      profile: { favoriteGenres: ['Techno'] },
    });
    await createFavoriteArtist(t.database.db, fan.user.id, 'Tove Harju');
    await createFavoriteArtist(t.database.db, fan.user.id, 'Amelie Lens');
    return bearerFor(t.database, fan.user.id, clock.now());
  }

  it('Remote: the expected top 3 with their reasons, only DJs who stream for private events', async () => {
    const auth = await parisFan();
    const body = (await get('/enthusiast/dj-recommendations?filter=remote', auth)).json();
    const recs: Rec[] = body.recommendations;
    expect(recs.slice(0, 3).map((rec) => keyOf(rec.id))).toEqual(['tove', 'remy', 'juno']);
    expect(recs[0]!.reasons).toEqual(
      expect.arrayContaining([
        'one of the artists you follow',
        'plays Techno, which you like',
        'answers within an hour',
      ]),
    );
    expect(recs[0]).toMatchObject({ responseTime: 'within an hour', approvalRate: 100, isRemote: true });
    expect(recs[1]!.reasons).toContain('also follows Amelie Lens');
    expect(recs.map((rec) => keyOf(rec.id)).sort()).toEqual(['juno', 'mira', 'pax', 'remy', 'tove']);
    expect(recs.every((rec) => rec['isRemote'] === true)).toBe(true);
  });

  it('Local: DJs in or near the city; All: everyone, near first; an empty result is an empty list', async () => {
    const auth = await parisFan();
    const local = (await get('/enthusiast/dj-recommendations?filter=local', auth)).json();
    expect(local.recommendations.map((rec: Rec) => keyOf(rec.id))).toEqual(['remy']);
    const all = (await get('/enthusiast/dj-recommendations', auth)).json();
    expect(all.recommendations[0].id).toBe(ids['remy']);
    expect(all.recommendations.length).toBeGreaterThan(5);
    const lonely = await createEnthusiast(t.database.db, { user: { city: 'Reykjavik', country: 'IS' } });
    const none = await get(
      '/enthusiast/dj-recommendations?filter=local',
      await bearerFor(t.database, lonely.user.id, clock.now()),
    );
    expect([none.statusCode, none.json().recommendations]).toEqual([200, []]);
  });

  it('Local without a city asks for one; a bad filter is a 400; visitors 401, venues 403', async () => {
    const nowhere = await createEnthusiast(t.database.db, { user: { city: null, country: null } });
    const auth = await bearerFor(t.database, nowhere.user.id, clock.now());
    const local = await get('/enthusiast/dj-recommendations?filter=local', auth);
    expect([local.statusCode, local.json().error]).toEqual([400, MATCHMAKING_MESSAGES.cityRequired]);
    const bad = await get('/enthusiast/dj-recommendations?filter=nearby', auth);
    expect([bad.statusCode, bad.json().error]).toEqual([400, MATCHMAKING_MESSAGES.filter]);
    expect((await get('/enthusiast/dj-recommendations')).statusCode).toBe(401);
    const { auth: venueAuth } = await berlinClub();
    expect((await get('/enthusiast/dj-recommendations', venueAuth)).statusCode).toBe(403);
  });
});

describe('GET /djs/{id}/similar', () => {
  it('DJs who share a genre, the closest in genres, place and rate first, with reasons', async () => {
    const answer = await get(`/djs/${ids['kora']}/similar`);
    expect(answer.statusCode).toBe(200);
    const similar: Rec[] = answer.json().data;
    expect(similar.slice(0, 3).map((dj) => keyOf(dj.id))).toEqual(['noor', 'dax', 'ada']);
    expect(similar.map((dj) => keyOf(dj.id))).not.toContain('kora');
    expect(similar.map((dj) => keyOf(dj.id))).not.toContain('sela');
    expect(similar[0]!.reasons).toEqual(
      expect.arrayContaining([
        'also plays Minimal and Techno',
        'based in Potsdam, 27 km away',
        'a similar rate, 110 €/h',
      ]),
    );
  });

  it('an unknown DJ is a 404, a bad id or limit a 400', async () => {
    const notDj = await createEnthusiast(t.database.db);
    expect((await get(`/djs/${notDj.user.id}/similar`)).statusCode).toBe(404);
    expect((await get('/djs/999999999/similar')).statusCode).toBe(404);
    expect((await get('/djs/abc/similar')).statusCode).toBe(400);
    expect((await get(`/djs/${ids['kora']}/similar?limit=100`)).statusCode).toBe(400);
    const demo = await createDj(t.database.db, { user: { isDemo: true }, profile: { genres: ['Techno'] } });
    expect((await get(`/djs/${demo.user.id}/similar`)).statusCode).toBe(200);
  });
});

describe('demo DJs (decision record 007)', () => {
  it('are recommended like any other DJ, so a demo install’s dashboards are not empty', async () => {
    const demo = await createDj(t.database.db, {
      user: { isDemo: true, city: 'Lisbon', country: 'PT' },
      profile: { stageName: 'Demo Lisboa', genres: ['Amapiano'], acceptsInPerson: true },
    });
    const venue = await createVenue(t.database.db, {
      user: { city: 'Lisbon', country: 'PT', timezone: 'Europe/Lisbon' },
      profile: {
        venueName: 'Casa Baixa',
        currency: 'EUR',
        hourlyBudgetMinMinor: 5000,
        hourlyBudgetMaxMinor: 90000,
      },
    });
    const answer = await get(
      '/venue/dj-recommendations',
      await bearerFor(t.database, venue.user.id, clock.now()),
    );
    expect(answer.statusCode).toBe(200);
    const recs = answer.json().recommendations as Rec[];
    expect(recs.map((rec) => rec.id)).toContain(demo.user.id);
    // Each card says whether it is a demo profile, as the DJ's page does.
    for (const rec of recs) expect(rec['isDemo']).toBe(rec.id === demo.user.id);
  });
});
