import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createDj, createVenue } from '../../../db/seed/factories.ts';
import { bookingEvents, bookingRequestRecipients } from '../../../db/schema/booking.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { appendBookingEvent } from '../live-updates/outbox.ts';
import { fanOutBookingEvents } from './fan-out.ts';
import { HOUR, startNotificationsKit, venueRequestsDj } from './notifications-test-kit.ts';
import { payoutEvents } from './push-outage-scenario.ts';
import { useKit } from '../../../test/use-test-app.ts';

const kit = useKit(startNotificationsKit);

async function kindsOf(userId: number) {
  const rows = await kit.t.database.db
    .select({ kind: notifications.kind, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return rows;
}

describe('one fan-out pass over many outbox rows', () => {
  it('words each row from what the pass read once: the DJs a share reached then, a payout’s DJ, the request', async () => {
    const db = kit.t.database.db;
    const { user: target } = await createDj(db, { profile: { stageName: 'DJ Target' } });
    const { user: similar } = await createDj(db, { profile: { stageName: 'DJ Similar' } });
    const { user: earlier } = await createDj(db, { profile: { stageName: 'DJ Earlier' } });
    const { user: venue } = await createVenue(db);
    const requestId = await venueRequestsDj(kit, await kit.bearer(venue.id), target.id);
    await fanOutBookingEvents(db, kit.now(), kit.t.app.log);

    // An hour after the submit the request is shared with a similar DJ; another DJ had been reached an hour before
    // the submit. Only the DJ reached at the share's instant hears of it.
    const now = new Date(kit.now().getTime() + HOUR);
    await db.insert(bookingRequestRecipients).values([
      { requestId, djUserId: similar.id, reason: 'similar', reachedAt: now },
      { requestId, djUserId: earlier.id, reason: 'similar', reachedAt: new Date(now.getTime() - 2 * HOUR) },
    ]);
    await appendBookingEvent(db, {
      requestId,
      type: 'booking_request.shared',
      createdAt: now,
      payload: { actor: { role: 'system' }, request_id: requestId },
    });
    await payoutEvents(kit, requestId, target.id, 3);
    const { user: otherVenue } = await createVenue(db);
    const otherRequest = await venueRequestsDj(kit, await kit.bearer(otherVenue.id), similar.id);

    const handled = await fanOutBookingEvents(db, kit.now(), kit.t.app.log);
    expect(handled).toBe(5);

    const similarKinds = (await kindsOf(similar.id)).map((n) => n.kind);
    expect(similarKinds.filter((kind) => kind === 'new_request')).toHaveLength(2);
    expect(await kindsOf(earlier.id)).toEqual([]);
    expect((await kindsOf(target.id)).filter((n) => n.kind === 'payout_paid')).toHaveLength(3);
    const venueNotices = await kindsOf(venue.id);
    expect(venueNotices.map((n) => n.kind)).toContain('request_shared');
    expect(venueNotices.find((n) => n.kind === 'request_shared')?.body).toMatch(
      /now open to 1 similar DJ\.$/,
    );

    const pending = await db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(
        sql`${bookingEvents.deliveredAt} is null and ${inArray(bookingEvents.requestId, [requestId, otherRequest])}`,
      );
    expect(pending).toEqual([]);
  });

  it('a row whose notifications cannot be stored stays for the next pass and holds back no other', async () => {
    const db = kit.t.database.db;
    const { user: dj } = await createDj(db);
    const { user: venue } = await createVenue(db);
    const requestId = await venueRequestsDj(kit, await kit.bearer(venue.id), dj.id);
    await fanOutBookingEvents(db, kit.now(), kit.t.app.log);

    // The first payout names an account that does not exist: its notification cannot be stored.
    await payoutEvents(kit, requestId, dj.id, 2);
    const [first] = await db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(sql`${bookingEvents.requestId} = ${requestId} and ${bookingEvents.deliveredAt} is null`)
      .orderBy(bookingEvents.id)
      .limit(1);
    await db.execute(
      sql`update booking_events set payload = jsonb_set(payload, '{dj_id}', '2147483000') where id = ${first!.id}`,
    );
    const handled = await fanOutBookingEvents(db, kit.now(), kit.t.app.log);
    expect(handled).toBe(1);
    expect((await kindsOf(dj.id)).filter((n) => n.kind === 'payout_paid')).toHaveLength(1);
    const [left] = await db
      .select({ id: bookingEvents.id, deliveredAt: bookingEvents.deliveredAt })
      .from(bookingEvents)
      .where(eq(bookingEvents.id, first!.id));
    expect(left?.deliveredAt).toBeNull();
  });
});
