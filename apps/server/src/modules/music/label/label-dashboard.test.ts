import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { manualClock } from '../../../adapters/clock.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import {
  createDj,
  createEnthusiast,
  createLabel,
  createProducer,
  createUser,
  createVenue,
} from '../../../db/seed/factories.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { insertBooking, insertRequest } from '../../notifications/live-updates/live-test-kit.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const clock = manualClock(NOW);
const URL = '/api/v14/label/dashboard';
const t = useTestApp({}, { clock }, { ownDatabase: true });
const signIn = (userId: number) => bearerFor(t.database, userId, clock.now());

// The progress counts every venue booking on the product, so this file has a database of its own.

async function dashboard(userId: number) {
  const response = await t.app.inject({ url: URL, headers: await signIn(userId) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data;
}

/** A booking of `djUserId` by `customerUserId`, its contract confirmed (or the event completed) at `at`. */
async function booked(
  customer: { id: number; role: 'venue' | 'enthusiast' },
  djUserId: number,
  at: string,
  status = 'confirmed',
) {
  const request = await insertRequest(t.database.db, {
    customerUserId: customer.id,
    customerRole: customer.role,
    djUserId,
  });
  const booking = await insertBooking(t.database.db, {
    requestId: request.id,
    djUserId,
    customerUserId: customer.id,
    status,
  });
  await t.database.db
    .update(bookings)
    .set({ confirmedAt: status === 'awaiting_confirmation' ? null : new Date(at), createdAt: new Date(at) })
    .where(eq(bookings.id, booking.id));
}

describe('GET /label/dashboard', () => {
  it('is for label accounts only: visitor 401, every other account type 403, each label reads its own', async () => {
    const visitor = await t.app.inject({ url: URL });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().data).toBeUndefined();
    const others = [
      (await createDj(t.database.db)).user,
      (await createVenue(t.database.db)).user,
      (await createEnthusiast(t.database.db)).user,
      (await createProducer(t.database.db)).user,
      await createUser(t.database.db, { userType: 'tour_manager' }),
    ];
    for (const user of others) {
      const refused = await t.app.inject({ url: URL, headers: await signIn(user.id) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false });
      expect(refused.json().data).toBeUndefined();
    }
    const mine = await createLabel(t.database.db, {
      profile: { labelName: 'Mine Records', catalogueSize: 80 },
    });
    const theirs = await createLabel(t.database.db, { profile: { labelName: 'Theirs Records' } });
    expect((await dashboard(mine.user.id)).label).toMatchObject({
      label_name: 'Mine Records',
      catalogue_size: 80,
    });
    expect((await dashboard(theirs.user.id)).label.label_name).toBe('Theirs Records');
  });

  it('a label account without its label profile gets a 404 with the message, not a 500', async () => {
    const bare = await createUser(t.database.db, { userType: 'label' });
    const response = await t.app.inject({ url: URL, headers: await signIn(bare.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'Label profile not found' });
  });

  it('counts venues and their DJs of confirmed and completed bookings since the grant, per month', async () => {
    const label = await createLabel(t.database.db, {
      user: {
        createdAt: new Date('2026-03-15T10:00:00Z'),
        timezone: 'Europe/Berlin',
        city: 'Berlin',
        country: 'DE',
      },
      profile: { labelName: 'Counting Records', catalogueSize: 120, promoteToDjs: true },
    });
    const venue = async () => ({ id: (await createVenue(t.database.db)).user.id, role: 'venue' as const });
    const dj = async () => (await createDj(t.database.db)).user.id;
    const [a, b, c, d] = [await venue(), await venue(), await venue(), await venue()];
    const [dj1, dj2, dj3, dj4, dj5] = [await dj(), await dj(), await dj(), await dj(), await dj()];
    const fan = { id: (await createEnthusiast(t.database.db)).user.id, role: 'enthusiast' as const };

    await booked(a, dj1, '2026-04-10T20:00:00Z');
    await booked(a, dj2, '2026-06-02T20:00:00Z', 'completed');
    await booked(b, dj1, '2026-06-20T20:00:00Z');
    await booked(a, dj1, '2026-10-05T20:00:00Z'); // both already counted
    // Not counted: before the grant, a private event, cancelled, not yet confirmed.
    await booked(c, dj3, '2026-02-01T20:00:00Z');
    await booked(fan, dj4, '2026-05-01T20:00:00Z');
    await booked(d, dj5, '2026-07-01T20:00:00Z', 'cancelled');
    await booked(d, dj5, '2026-07-02T20:00:00Z', 'awaiting_confirmation');

    const data = await dashboard(label.user.id);
    expect(data.label).toEqual({
      label_name: 'Counting Records',
      catalogue_size: 120,
      monetize_back_catalogue: true,
      promote_to_djs: true,
      city: 'Berlin',
      country: 'DE',
    });
    const rights = data.performance_rights;
    expect(rights).toMatchObject({
      source: 'live',
      since: '2026-03-15',
      venues: 2,
      djs: 2,
      venue_target: 100,
      dj_target: 200,
    });
    expect(rights.months).toHaveLength(12);
    expect(rights.months[0]).toEqual({ month: '2025-12', venues: 0, djs: 0 });
    const at = (month: string) => rights.months.find((entry: { month: string }) => entry.month === month);
    expect(at('2026-03')).toEqual({ month: '2026-03', venues: 0, djs: 0 });
    expect(at('2026-04')).toEqual({ month: '2026-04', venues: 1, djs: 1 });
    expect(at('2026-05')).toEqual({ month: '2026-05', venues: 1, djs: 1 });
    expect(at('2026-06')).toEqual({ month: '2026-06', venues: 2, djs: 2 });
    expect(rights.months[11]).toEqual({ month: '2026-11', venues: 2, djs: 2 });
    // The sections the product has no label records for are left to the screen's sample figures.
    expect(data).toMatchObject({
      stems_sales: null,
      revenue_streams: null,
      dj_pool: null,
      stems_packages: null,
    });

    // A label that joined later counts only what came after its own grant: venue B with DJ 1 in June, venue A
    // (with DJ 1 again) in October.
    const later = await createLabel(t.database.db, { user: { createdAt: new Date('2026-06-10T00:00:00Z') } });
    expect((await dashboard(later.user.id)).performance_rights).toMatchObject({ venues: 2, djs: 1 });
  });

  it("puts a booking into the month of the label's own calendar", async () => {
    // 31 October, 16:00 UTC is 1 November, 01:00 in Tokyo.
    const label = await createLabel(t.database.db, {
      user: { createdAt: new Date('2026-10-31T16:00:00Z'), timezone: 'Asia/Tokyo' },
    });
    const venue = { id: (await createVenue(t.database.db)).user.id, role: 'venue' as const };
    // 31 October, 20:00 UTC is already November in Tokyo.
    await booked(venue, (await createDj(t.database.db)).user.id, '2026-10-31T20:00:00Z');
    const rights = (await dashboard(label.user.id)).performance_rights;
    expect(rights.since).toBe('2026-11-01');
    expect(rights.months[10]).toEqual({ month: '2026-10', venues: 0, djs: 0 });
    expect(rights.months[11]).toEqual({ month: '2026-11', venues: 1, djs: 1 });
  });
});
