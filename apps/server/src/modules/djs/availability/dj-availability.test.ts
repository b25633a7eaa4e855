import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERFORMANCE_HOUR_MESSAGES } from '@cuepoint/domain/djs/performance-hours';
import { AVAILABILITY_MESSAGES } from '@cuepoint/domain/djs/availability-periods';
import { useClockedTestApp, apiCaller } from '../../../test/use-test-app.ts';
import { expectOwnRouteAccess, type OwnRouteCase } from '../../../test/own-route-access.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { users } from '../../../db/schema/users.ts';
import { djAvailabilityPeriods, djPerformanceHours } from '../../../db/schema/dj-availability.ts';
import { upcomingAvailabilityPeriods } from './availability-store.ts';
import { expectRefusals } from '../../../test/refusals.ts';

const SUMMER = new Date('2026-07-01T10:00:00Z');
const WINTER = new Date('2026-12-02T10:00:00Z');
const { t, clock, signIn } = useClockedTestApp(SUMMER);

const call = apiCaller(t);

const night = { day: 'Saturday', startTime: '22:00', endTime: '02:00', timezone: 'Europe/Berlin' };
const trip = { fromDate: '2026-08-01', toDate: '2026-08-14', country: 'UK', city: 'London' };

describe('authorization of every availability call', () => {
  it('visitor 401, venue and enthusiast 403, another DJ 404 or an empty list, the owner succeeds', async () => {
    const owner = await createDj(t.database.db);
    const other = await createDj(t.database.db);
    const venue = await createVenue(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const ownerAuth = await signIn(owner.user.id);
    const hour = (
      await call({ method: 'POST', url: '/dj/performance-hours', payload: night }, ownerAuth)
    ).json();
    const period = (await call({ method: 'POST', url: '/dj/availability', payload: trip }, ownerAuth)).json();
    expect(hour.success && period.success).toBe(true);

    const routes: OwnRouteCase[] = [
      { call: { method: 'GET', url: '/dj/performance-hours' }, other: 200, owner: 200 },
      { call: { method: 'POST', url: '/dj/performance-hours', payload: night }, other: 201, owner: 201 },
      { call: { method: 'DELETE', url: `/dj/performance-hours/${hour.data.id}` }, other: 404, owner: 200 },
      { call: { method: 'GET', url: '/dj/availability' }, other: 200, owner: 200 },
      { call: { method: 'POST', url: '/dj/availability', payload: trip }, other: 201, owner: 201 },
      { call: { method: 'DELETE', url: `/dj/availability/${period.data.id}` }, other: 404, owner: 200 },
    ];
    await expectOwnRouteAccess(call, routes, {
      refused: [await signIn(venue.user.id), await signIn(fan.user.id)],
      other: await signIn(other.user.id),
      owner: ownerAuth,
      afterOther: (asOther, route, label) => {
        if (route.call.method !== 'GET') return;
        // The other DJ sees only their own rows (the POST rows of this loop), never the owner's.
        const ids = (asOther.json().data as Array<{ id: number }>).map((row) => row.id);
        expect(ids, label).not.toContain(hour.data.id);
        expect(ids, label).not.toContain(period.data.id);
      },
    });
    // The owner's deletes removed their rows; the other DJ's attempts removed nothing of theirs before.
    const left = await t.database.db
      .select()
      .from(djPerformanceHours)
      .where(eq(djPerformanceHours.id, hour.data.id));
    expect(left).toEqual([]);
  });

  it('a visitor with a bad body or id still gets 401, not 400', async () => {
    expect((await call({ method: 'POST', url: '/dj/performance-hours', payload: {} })).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: '/dj/availability/abc' })).statusCode).toBe(401);
  });
});

describe('weekly performance hours', () => {
  it('keeps 22:00–02:00 Berlin on the wall clock, with the UTC times right in summer and in winter', async () => {
    const { user } = await createDj(t.database.db);
    const created = await call(
      { method: 'POST', url: '/dj/performance-hours', payload: night },
      await signIn(user.id),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      day_of_week: 'saturday',
      start_time: '22:00',
      end_time: '02:00',
      start_time_utc: '20:00',
      end_time_utc: '00:00',
      next_start: '2026-07-04T20:00:00.000Z',
      next_end: '2026-07-05T00:00:00.000Z',
      crosses_midnight: true,
      timezone: 'Europe/Berlin',
      is_available: true,
    });

    clock.set(WINTER);
    try {
      const listed = (
        await call({ method: 'GET', url: '/dj/performance-hours' }, await signIn(user.id))
      ).json();
      expect(listed.data).toHaveLength(1);
      expect(listed.data[0]).toMatchObject({
        start_time: '22:00',
        start_time_utc: '21:00',
        end_time_utc: '01:00',
        next_start: '2026-12-05T21:00:00.000Z',
      });
    } finally {
      clock.set(SUMMER);
    }
  });

  it("defaults the zone to the account's, lists by weekday and keeps is_available", async () => {
    const { user } = await createDj(t.database.db, { user: { timezone: 'Australia/Sydney' } });
    const auth = await signIn(user.id);
    const post = (payload: object) => call({ method: 'POST', url: '/dj/performance-hours', payload }, auth);
    expect(
      (await post({ day: 'friday', startTime: '18:00', endTime: '20:00', is_available: false })).statusCode,
    ).toBe(201);
    expect(
      (await post({ day: 'monday', startTime: '9:30', endTime: '11:00', timezone: null })).statusCode,
    ).toBe(201);
    const listed = (await call({ method: 'GET', url: '/dj/performance-hours' }, auth)).json().data;
    expect(listed.map((row: { day_of_week: string }) => row.day_of_week)).toEqual(['monday', 'friday']);
    expect(listed[0]).toMatchObject({
      start_time: '09:30',
      timezone: 'Australia/Sydney',
      start_time_utc: '23:30',
    });
    expect(listed[1]).toMatchObject({ is_available: false, start_time_utc: '08:00', end_time_utc: '10:00' });
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const post = async (payload: unknown) => {
      const response = await call(
        { method: 'POST', url: '/dj/performance-hours', payload: payload as object },
        auth,
      );
      return { status: response.statusCode, error: response.json().error };
    };
    await expectRefusals(post, [
      [{ day: 'monday', startTime: '18:00' }, 400, 'Please select both start and end times'],
      [{ ...night, timezone: 'Mars/Olympus' }, 400, PERFORMANCE_HOUR_MESSAGES.invalidTimeZone],
      [{ ...night, day: 'someday' }, 400, PERFORMANCE_HOUR_MESSAGES.dayRequired],
      [{ ...night, endTime: '22:00' }, 400, PERFORMANCE_HOUR_MESSAGES.sameTimes],
      [{ ...night, startTime: '7pm' }, 400, PERFORMANCE_HOUR_MESSAGES.invalidTime],
    ]);
    expect((await post({ ...night, timezone: 'Europe/Berlin\u0000' })).status).toBe(400);
    expect((await post([1, 2])).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(djPerformanceHours)
      .where(eq(djPerformanceHours.djUserId, user.id));
    expect(rows).toEqual([]);
  });

  it('answers a malformed or unknown id with 400 or 404, never 500', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect(
        (await call({ method: 'DELETE', url: `/dj/performance-hours/${id}` }, auth)).statusCode,
        id,
      ).toBe(400);
    }
    const missing = await call({ method: 'DELETE', url: '/dj/performance-hours/2147483647' }, auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: PERFORMANCE_HOUR_MESSAGES.notFound });
  });
});

describe('travel availability periods', () => {
  it('adds, lists and deletes a period; UK is kept as GB', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const created = await call(
      { method: 'POST', url: '/dj/availability', payload: { ...trip, technicalNeeds: 'Two CDJ-3000s' } },
      auth,
    );
    expect(created.statusCode).toBe(201);
    const period = created.json().data;
    expect(period).toEqual({
      id: period.id,
      from_date: '2026-08-01',
      to_date: '2026-08-14',
      country: 'GB',
      city: 'London',
      technical_needs: 'Two CDJ-3000s',
      availability_type: 'in_person',
    });
    expect((await call({ method: 'GET', url: '/dj/availability' }, auth)).json().data).toEqual([period]);
    const deleted = await call({ method: 'DELETE', url: `/dj/availability/${period.id}` }, auth);
    expect(deleted.json()).toEqual({ success: true, data: { id: period.id } });
    expect((await call({ method: 'DELETE', url: `/dj/availability/${period.id}` }, auth)).statusCode).toBe(
      404,
    );
    expect((await call({ method: 'GET', url: '/dj/availability' }, auth)).json().data).toEqual([]);
  });

  it("refuses a missing field with the spec's message and other bad input with a clear one", async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const post = async (payload: object) => {
      const response = await call({ method: 'POST', url: '/dj/availability', payload }, auth);
      return { status: response.statusCode, error: response.json().error };
    };
    for (const field of ['fromDate', 'toDate', 'country'] as const) {
      expect(await post({ ...trip, [field]: '' }), field).toEqual({
        status: 400,
        error: 'From date, to date, and country are required',
      });
    }
    await expectRefusals(post, [
      [{ ...trip, toDate: '2026-07-31' }, 400, AVAILABILITY_MESSAGES.toBeforeFrom],
      [{ ...trip, fromDate: '2026-02-30' }, 400, AVAILABILITY_MESSAGES.invalidDate],
      [{ ...trip, country: 'ZZ' }, 400, AVAILABILITY_MESSAGES.invalidCountry],
      [{ ...trip, city: 'Lon\u0000don' }, 400, 'City contains characters that are not allowed'],
      [{ ...trip, fromDate: '2026-06-01', toDate: '2026-06-30' }, 422, AVAILABILITY_MESSAGES.ended],
    ]);
    expect((await call({ method: 'GET', url: '/dj/availability' }, auth)).json().data).toEqual([]);
  });

  it('lists a DJ’s periods from today on for the public profile, and removes them with the account', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    for (const [fromDate, toDate] of [
      ['2026-07-01', '2026-07-01'],
      ['2026-09-01', '2026-09-03'],
      ['2026-07-02', '2026-07-05'],
    ]) {
      const response = await call(
        { method: 'POST', url: '/dj/availability', payload: { ...trip, fromDate, toDate } },
        auth,
      );
      expect(response.statusCode).toBe(201);
    }
    // Late on 1 July UTC it is already 2 July in Berlin, but still 1 July somewhere on Earth.
    const lateFirst = await upcomingAvailabilityPeriods(
      t.database.db,
      user.id,
      new Date('2026-07-01T23:30:00Z'),
    );
    expect(lateFirst.map((p) => p.from_date)).toEqual(['2026-07-01', '2026-07-02', '2026-09-01']);
    const later = await upcomingAvailabilityPeriods(t.database.db, user.id, new Date('2026-07-06T12:00:00Z'));
    expect(later.map((p) => p.from_date)).toEqual(['2026-09-01']);

    await t.database.db.delete(users).where(eq(users.id, user.id));
    const rows = await t.database.db
      .select()
      .from(djAvailabilityPeriods)
      .where(eq(djAvailabilityPeriods.djUserId, user.id));
    expect(rows).toEqual([]);
  });
});
