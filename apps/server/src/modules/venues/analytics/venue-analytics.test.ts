import { describe, expect, it } from 'vitest';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import {
  createDj,
  createEnthusiast,
  createFavoriteDj,
  createVenue,
  createHeldBooking,
  createVenueEvent,
} from '../../../db/seed/factories.ts';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema/bookings.ts';

// 31 March 2026, 23:30 UTC: already 1 April in Berlin.
const NOW = new Date('2026-03-31T23:30:00Z');
const { t, signIn } = useClockedTestApp(NOW);

const analytics = async (userId: number) => {
  const response = await t.app.inject({ url: '/api/v14/venue/analytics', headers: await signIn(userId) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data;
};

describe('GET /venue/analytics', () => {
  it('only the venue itself: visitor 401, DJ and enthusiast 403, another venue sees only its own numbers', async () => {
    expect((await t.app.inject({ url: '/api/v14/venue/analytics' })).statusCode).toBe(401);
    for (const make of [createDj, createEnthusiast]) {
      const { user } = await make(t.database.db);
      const refused = await t.app.inject({ url: '/api/v14/venue/analytics', headers: await signIn(user.id) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().data).toBeUndefined();
    }
    const owner = await createVenue(t.database.db);
    const other = await createVenue(t.database.db);
    await createVenueEvent(t.database.db, owner.user.id);
    await createFavoriteDj(t.database.db, owner.user.id);
    expect(await analytics(owner.user.id)).toMatchObject({ total_events: 1, favorite_djs: 1 });
    expect(await analytics(other.user.id)).toMatchObject({
      total_events: 0,
      favorite_djs: 0,
      app_id: other.user.appId,
    });
  });

  it("counts the venue's events, favorites and revenue in its currency, per month over the last 12 months", async () => {
    const { user } = await createVenue(t.database.db, {
      user: { timezone: 'Europe/Berlin', country: 'DE' },
      profile: { currency: 'EUR' },
    });
    const event = (eventDate: string, values: Record<string, unknown> = {}) =>
      createVenueEvent(t.database.db, user.id, { eventDate, ...values });
    await event('2026-04-18', { durationMinutes: 240, coStreamEnabled: true });
    await event('2026-04-02', { durationMinutes: 60, isRemote: true });
    await event('2026-01-10', { durationMinutes: 90, isRemote: true });
    await event('2025-05-31', { durationMinutes: 120 });
    // Outside the 12 months: April 2025, and next month.
    await event('2025-04-30', { durationMinutes: 120 });
    await event('2026-05-01', { durationMinutes: 120 });
    await createFavoriteDj(t.database.db, user.id, { djName: 'Nova Reyes' });
    await createFavoriteDj(t.database.db, user.id, { djName: 'Kofi Mensah' });

    const data = await analytics(user.id);
    expect(data).toEqual({
      total_events: 6,
      co_streamed_events: 1,
      remote_djs: 2,
      favorite_djs: 2,
      // (240 + 60 + 90 + 120 + 120 + 120) / 6 = 125
      average_duration_minutes: 125,
      estimated_revenue: 2100,
      currency: 'EUR',
      app_id: user.appId,
      events_per_month: [
        { month: '2025-05', count: 1 },
        { month: '2025-06', count: 0 },
        { month: '2025-07', count: 0 },
        { month: '2025-08', count: 0 },
        { month: '2025-09', count: 0 },
        { month: '2025-10', count: 0 },
        { month: '2025-11', count: 0 },
        { month: '2025-12', count: 0 },
        { month: '2026-01', count: 1 },
        { month: '2026-02', count: 0 },
        { month: '2026-03', count: 0 },
        { month: '2026-04', count: 2 },
      ],
    });
  });

  it('answers zeros and twelve empty months for a venue without events, on the clock of its zone', async () => {
    const { user } = await createVenue(t.database.db, { user: { timezone: 'America/New_York' } });
    const data = await analytics(user.id);
    expect(data).toMatchObject({ total_events: 0, average_duration_minutes: 0, estimated_revenue: 0 });
    // Still 31 March in New York.
    expect(data.events_per_month[0]).toEqual({ month: '2025-04', count: 0 });
    expect(data.events_per_month.at(-1)).toEqual({ month: '2026-03', count: 0 });
    expect(data.events_per_month.every((month: { count: number }) => month.count === 0)).toBe(true);
  });

  it('counts the DJs the venue booked: confirmed and played bookings, not requests, cancelled or unconfirmed ones', async () => {
    const { user } = await createVenue(t.database.db, { user: { timezone: 'Europe/Berlin' } });
    const { user: dj } = await createDj(t.database.db);
    const book = async (eventAt: string, status: string, durationMinutes = 120) => {
      const { booking } = await createHeldBooking(t.database.db, {
        djUserId: dj.id,
        customerUserId: user.id,
        eventAt: new Date(eventAt),
        durationMinutes,
      });
      await t.database.db.update(bookings).set({ status }).where(eq(bookings.id, booking.id));
    };
    // Booked (a remote set in April), played (in January), and three that are no event.
    await book('2026-04-10T20:00:00Z', 'confirmed', 180);
    await book('2026-01-15T20:00:00Z', 'completed', 60);
    await book('2026-04-11T20:00:00Z', 'cancelled');
    await book('2026-04-12T20:00:00Z', 'expired');
    await book('2026-04-13T20:00:00Z', 'awaiting_confirmation');
    // The venue also added one booked night to its events: it counts once.
    await createVenueEvent(t.database.db, user.id, {
      eventDate: '2026-02-20',
      eventTime: '21:00',
      startsAt: new Date('2026-02-20T20:00:00Z'),
      durationMinutes: 120,
    });
    await book('2026-02-20T20:00:00Z', 'confirmed', 120);

    const data = await analytics(user.id);
    expect(data).toMatchObject({
      total_events: 3,
      co_streamed_events: 0,
      remote_djs: 2,
      // (180 + 60 + 120) / 3
      average_duration_minutes: 120,
      estimated_revenue: 1050,
    });
    const counts = Object.fromEntries(
      data.events_per_month.map((month: { month: string; count: number }) => [month.month, month.count]),
    );
    expect(counts).toMatchObject({ '2026-01': 1, '2026-02': 1, '2026-04': 1 });
  });
});
