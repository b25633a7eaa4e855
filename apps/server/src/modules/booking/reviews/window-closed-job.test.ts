import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { bookingKitPerFile, remoteDj, uniqueGenre, confirmedBooking } from '../bookings/bookings-test-kit.ts';
import { fanOutBookingEvents } from '../../notifications/notifications/fan-out.ts';
import { announceClosedReviewWindows } from './window-closed-job.ts';

const { kit, call } = bookingKitPerFile();

async function publications(bookingId: number) {
  const result = await kit.t.database.db.execute(
    sql`select payload from booking_events where type = 'review.published' and (payload->>'booking_id')::integer = ${bookingId}`,
  );
  return (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows.map(
    (row) => row.payload,
  );
}

describe('the review window closing', () => {
  it('announces a booking whose 14 days ended with one review to both parties, once; a booking both reviewed was announced already', async () => {
    const genre = uniqueGenre();
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const dj = await remoteDj(kit, genre, 'Reviewed');
    const lone = await confirmedBooking(kit, await kit.bearer(customer.id), await kit.bearer(dj.id), {
      hoursAhead: 30,
      genre,
      djId: dj.id,
    });
    const both = await confirmedBooking(kit, await kit.bearer(customer.id), await kit.bearer(dj.id), {
      hoursAhead: 27,
      genre,
      djId: dj.id,
    });
    await kit.advanceHours(33);
    const customerAuth = await kit.bearer(customer.id);
    const djAuth = await kit.bearer(dj.id);
    const text = { rating: 5, text: 'A great night, thank you for the set' };
    expect((await call('POST', `/bookings/${lone}/reviews`, customerAuth, text)).status).toBe(201);
    expect((await call('POST', `/bookings/${both}/reviews`, customerAuth, text)).status).toBe(201);
    expect((await call('POST', `/bookings/${both}/reviews`, djAuth, text)).status).toBe(201);

    // Day 13: still blind, nothing to announce.
    await kit.advanceHours(13 * 24);
    await announceClosedReviewWindows(kit.t.database.db, kit.now());
    expect(await publications(lone)).toEqual([]);

    await kit.advanceHours(24 + 1);
    await announceClosedReviewWindows(kit.t.database.db, kit.now());
    expect(await publications(lone)).toEqual([
      expect.objectContaining({ booking_id: lone, dj_id: dj.id, window_closed: true }),
    ]);
    expect(await publications(both)).toEqual([expect.not.objectContaining({ window_closed: true })]);
    await announceClosedReviewWindows(kit.t.database.db, kit.now());
    expect(await publications(lone)).toHaveLength(1);

    await fanOutBookingEvents(kit.t.database.db, kit.now(), kit.t.app.log);
    for (const userId of [customer.id, dj.id]) {
      const heard = (await call('GET', '/notifications', await kit.bearer(userId))).body.data as {
        kind: string;
        body: string;
        url: string;
      }[];
      expect(
        heard.find((item) => item.url === `/bookings/${lone}` && item.kind === 'review_published')?.body,
      ).toMatch(/^The review period of the booking on .+ ended: the review written is published\.$/);
    }
  });
});
