import { describe, expect, it } from 'vitest';
import { AVAILABLE_DJS_LIMIT } from '@cuepoint/domain/venues/available-djs';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import {
  createAvailabilityPeriod,
  createDj,
  createEnthusiast,
  createHeldBooking,
  createPerformanceHour,
  createVenue,
} from '../../../db/seed/factories.ts';

// Wednesday 1 July 2026, 12:00 in Berlin.
const NOW = new Date('2026-07-01T10:00:00Z');
const { t, clock, signIn } = useClockedTestApp(NOW);

type Listed = {
  user_id: number;
  stage_name: string;
  slug: string;
  availability: Array<{ date: string; is_remote: boolean }>;
};
const list = async (venueUserId: number) => {
  const response = await t.app.inject({
    url: '/api/v14/venue/available-djs',
    headers: await signIn(venueUserId),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.data).toEqual(body.available_djs);
  return body.available_djs as Listed[];
};
const only = (listed: Listed[], ids: number[]) => listed.filter((dj) => ids.includes(dj.user_id));
const unique = () => Math.random().toString(36).slice(2, 8);

/** The DJ travels to `country` (and `city`, when given) from `fromDate` to `toDate`. */
const travels = (djUserId: number, fromDate: string, toDate: string, country: string, city?: string | null) =>
  createAvailabilityPeriod(t.database.db, djUserId, {
    fromDate,
    toDate,
    country,
    ...(city === undefined ? {} : { city }),
  });

describe('GET /venue/available-djs', () => {
  it('only venues: visitor 401, DJ and enthusiast 403, each venue its own area', async () => {
    const visitor = await t.app.inject({ url: '/api/v14/venue/available-djs' });
    expect(visitor.statusCode).toBe(401);
    for (const make of [createDj, createEnthusiast]) {
      const { user } = await make(t.database.db);
      const refused = await t.app.inject({
        url: '/api/v14/venue/available-djs',
        headers: await signIn(user.id),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().data).toBeUndefined();
    }
    const country = 'IS';
    const { user: traveller } = await createDj(t.database.db);
    await createAvailabilityPeriod(t.database.db, traveller.id, {
      fromDate: '2026-07-02',
      toDate: '2026-07-03',
      country,
      city: 'Reykjavik',
    });
    const here = await createVenue(t.database.db, { user: { country, city: 'Reykjavik' } });
    const elsewhere = await createVenue(t.database.db, { user: { country, city: 'Akureyri' } });
    expect(only(await list(here.user.id), [traveller.id])).toHaveLength(1);
    expect(only(await list(elsewhere.user.id), [traveller.id])).toEqual([]);
  });

  it("lists travel in the venue's country and city that has not ended, and remote hours, soonest first", async () => {
    const venue = await createVenue(t.database.db, {
      user: { country: 'DE', city: 'Berlin', timezone: 'Europe/Berlin' },
    });
    const dj = async (profile: Record<string, unknown> = {}, user: Record<string, unknown> = {}) =>
      (await createDj(t.database.db, { profile: { stageName: `DJ ${unique()}`, ...profile }, user })).user.id;
    const berlinWeek = await dj(
      { currentCity: 'Hamburg', currentCountry: 'DE' },
      { firstName: 'Ada', lastName: 'Berg' },
    );
    await travels(berlinWeek, '2026-07-03', '2026-07-10', 'DE', 'berlin ');
    const anywhereInGermany = await dj();
    await travels(anywhereInGermany, '2026-06-28', '2026-07-02', 'DE', null);
    const munich = await dj();
    await travels(munich, '2026-07-02', '2026-07-04', 'DE', 'Munich');
    const paris = await dj();
    await travels(paris, '2026-07-02', '2026-07-04', 'FR', 'Berlin');
    const ended = await dj();
    await travels(ended, '2026-06-20', '2026-06-30', 'DE');
    const noInPerson = await dj({ acceptsInPerson: false });
    await travels(noInPerson, '2026-07-02', '2026-07-04', 'DE');
    // Saturday 22:00–02:00 in Berlin; on the same date, DJs are listed by stage name.
    const remote = await dj({ acceptsRemoteVenues: true, stageName: `A Remote ${unique()}` });
    await createPerformanceHour(t.database.db, remote, {
      dayOfWeek: 6,
      startTime: '22:00',
      endTime: '02:00',
      timezone: 'Europe/Berlin',
    });
    // Friday 18:00 in Los Angeles is Saturday 03:00 in Berlin.
    const losAngeles = await dj({ acceptsRemoteVenues: true, stageName: `B Remote ${unique()}` });
    await createPerformanceHour(t.database.db, losAngeles, {
      dayOfWeek: 5,
      startTime: '18:00',
      endTime: '20:00',
      timezone: 'America/Los_Angeles',
    });
    const notRemote = await dj({ acceptsRemoteVenues: false });
    await createPerformanceHour(t.database.db, notRemote, { dayOfWeek: 4 });
    const unavailable = await dj({ acceptsRemoteVenues: true });
    await createPerformanceHour(t.database.db, unavailable, { dayOfWeek: 4, isAvailable: false });

    const ids = [
      berlinWeek,
      anywhereInGermany,
      munich,
      paris,
      ended,
      noInPerson,
      remote,
      losAngeles,
      notRemote,
      unavailable,
    ];
    const listed = only(await list(venue.user.id), ids);
    expect(listed.map((row) => row.user_id)).toEqual([anywhereInGermany, berlinWeek, remote, losAngeles]);
    expect(listed[0]!.availability).toEqual([
      { date: '2026-07-01', is_remote: false },
      { date: '2026-07-02', is_remote: false },
    ]);
    expect(listed[1]).toMatchObject({
      full_name: 'Ada Berg',
      location: 'Hamburg, Germany',
      availability: ['03', '04', '05', '06', '07'].map((day) => ({
        date: `2026-07-${day}`,
        is_remote: false,
      })),
    });
    expect(listed[1]!.slug).toMatch(/^dj-/);
    expect(listed[2]).toMatchObject({
      full_name: null,
      location: 'Berlin, Germany',
      availability: [
        { date: '2026-07-04', is_remote: true },
        { date: '2026-07-11', is_remote: true },
      ],
    });
    expect(listed[3]!.availability).toEqual([
      { date: '2026-07-04', is_remote: true },
      { date: '2026-07-11', is_remote: true },
    ]);

    // A week later on the same clock: Berlin's trip is running, Germany's has ended.
    clock.set(new Date('2026-07-08T10:00:00Z'));
    try {
      const later = only(await list(venue.user.id), ids);
      expect(later.map((row) => row.user_id)).toEqual([berlinWeek, remote, losAngeles]);
      expect(later[0]!.availability.map((day) => day.date)).toEqual([
        '2026-07-08',
        '2026-07-09',
        '2026-07-10',
      ]);
    } finally {
      clock.set(NOW);
    }
  });

  it("leaves out the dates a DJ's bookings take (decision record 042)", async () => {
    const venue = await createVenue(t.database.db, {
      user: { country: 'AT', city: 'Vienna', timezone: 'Europe/Vienna' },
    });
    const customer = (await createVenue(t.database.db)).user.id;
    const remote = (await createDj(t.database.db, { profile: { acceptsRemoteVenues: true } })).user.id;
    // Fridays 20:00–23:00 in Vienna: 3 and 10 July; a booking at 20:30 on the 3rd takes that one.
    await createPerformanceHour(t.database.db, remote, {
      dayOfWeek: 5,
      startTime: '20:00',
      endTime: '23:00',
      timezone: 'Europe/Vienna',
    });
    await createHeldBooking(t.database.db, {
      djUserId: remote,
      customerUserId: customer,
      eventAt: new Date('2026-07-03T18:30:00Z'),
      status: 'confirmed',
    });
    const traveller = (await createDj(t.database.db)).user.id;
    await travels(traveller, '2026-07-02', '2026-07-03', 'AT', 'Vienna');
    await createHeldBooking(t.database.db, {
      djUserId: traveller,
      customerUserId: customer,
      eventAt: new Date('2026-07-02T19:00:00Z'),
      status: 'awaiting_confirmation',
    });
    const listed = only(await list(venue.user.id), [remote, traveller]);
    expect(listed.find((dj) => dj.user_id === remote)?.availability).toEqual([
      { date: '2026-07-10', is_remote: true },
    ]);
    expect(listed.find((dj) => dj.user_id === traveller)?.availability).toEqual([
      { date: '2026-07-03', is_remote: false },
    ]);
  });

  it('leaves remote DJs out for a venue that takes none, and has no travel without a country', async () => {
    const remote = (await createDj(t.database.db, { profile: { acceptsRemoteVenues: true } })).user.id;
    await createPerformanceHour(t.database.db, remote, { dayOfWeek: 3 });
    const noRemote = await createVenue(t.database.db, { profile: { acceptsRemoteDjs: false } });
    expect(only(await list(noRemote.user.id), [remote])).toEqual([]);
    const noCountry = await createVenue(t.database.db, { user: { country: null, city: null } });
    const listed = await list(noCountry.user.id);
    expect(only(listed, [remote])).toHaveLength(1);
    expect(listed.every((dj) => dj.availability.every((day) => day.is_remote))).toBe(true);
    expect(listed.length).toBeLessThanOrEqual(AVAILABLE_DJS_LIMIT);
  });
});
