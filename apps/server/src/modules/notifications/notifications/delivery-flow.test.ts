import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createDj, createVenue } from '../../../db/seed/factories.ts';
import { notificationDeliveries, notifications } from '../../../db/schema/notifications.ts';
import { HOUR, startNotificationsKit, venueRequestsDj } from './notifications-test-kit.ts';
import { announceFeature, remindUpcomingEvents } from './sources.ts';
import { notificationRuntime } from './runtime.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import { useKit } from '../../../test/use-test-app.ts';

const kit = useKit(startNotificationsKit);

const pushesTo = (deviceId: string) => kit.push.received.filter((push) => push.deviceId === deviceId);

async function deliveriesOf(userId: number) {
  const rows = await kit.t.database.db
    .select({
      kind: notifications.kind,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId))
    .orderBy(notificationDeliveries.id);
  return rows.map((row) => `${row.kind}/${row.channel}/${row.status}`);
}

describe('a DJ hears of a venue’s request', () => {
  it('enables notifications, gets a test push, then a push and an e-mail when the request reaches them', async () => {
    const { user: dj } = await createDj(kit.t.database.db, { profile: { stageName: 'DJ Nova Test' } });
    const djAuth = await kit.bearer(dj.id);
    const device = await kit.subscribe(djAuth);
    expect((await kit.inject('POST', '/push-notifications/test.php', djAuth)).status).toBe(200);
    expect(pushesTo(device.id)).toHaveLength(1);

    const { user: venue } = await createVenue(kit.t.database.db);
    await venueRequestsDj(kit, await kit.bearer(venue.id), dj.id);
    const { events } = await kit.dispatch();
    expect(events).toBeGreaterThan(0);

    const [push] = pushesTo(device.id).slice(1);
    expect(push?.payload).toMatchObject({
      title: 'New booking request',
      url: '/dj-dashboard',
      tag: expect.stringMatching(/^notification-\d+$/),
    });
    // Named as the DJ's inbox names the venue.
    expect(String(push?.payload['body'])).toMatch(
      new RegExp(
        `^${venue.displayName} wants to book you for .+: "Rooftop opening night with the whole crew"`,
      ),
    );
    expect(Number(push?.ttl)).toBeGreaterThan(0);
    expect(push?.topic).toMatch(/^n\d+$/);

    const [mail] = await kit.mailsTo(dj.email);
    expect(mail?.subject).toBe('New booking request');
    expect(mail?.text).toContain(`${venue.displayName} wants to book you`);
    expect(mail?.text).toContain('Open it on Cuepoint: https://cuepoint.test/dj-dashboard');
    expect(mail?.text).toMatch(
      /Stop these e-mails: https:\/\/cuepoint\.test\/api\/v14\/notifications\/email-unsubscribe\?token=/,
    );
    expect(mail?.html).toContain('New booking and co-streaming requests, and updates to your bookings');
    const sent = mail as unknown as { headers: Record<string, string>; messageId: string };
    expect(sent.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(sent.messageId).toMatch(/^<notification-\d+@cuepoint\.test>$/);

    // The venue made the move: it is not told about its own request.
    expect(await deliveriesOf(venue.id)).toEqual([]);
    expect(await deliveriesOf(dj.id)).toEqual(['new_request/push/sent', 'new_request/email/sent']);

    // A second pass sends nothing again.
    await kit.dispatch();
    expect(pushesTo(device.id)).toHaveLength(2);
    expect(await kit.mailsTo(dj.email)).toHaveLength(1);

    const centre = await kit.inject('GET', '/notifications', djAuth);
    expect(centre.body).toMatchObject({ unread_count: 1, next_before: null });
    expect((centre.body.data as { title: string }[]).map((item) => item.title)).toEqual([
      'New booking request',
    ]);
  });

  it('with bookingUpdates off the next request is in the centre but sends no push and no e-mail', async () => {
    const { user: dj } = await createDj(kit.t.database.db);
    const djAuth = await kit.bearer(dj.id);
    const device = await kit.subscribe(djAuth);
    const off = await kit.inject('PUT', '/push-notifications/preferences.php', djAuth, {
      preferences: { bookingUpdates: false },
    });
    expect(off.status).toBe(200);
    const { user: venue } = await createVenue(kit.t.database.db);
    await venueRequestsDj(kit, await kit.bearer(venue.id), dj.id);
    await kit.dispatch();
    expect(pushesTo(device.id)).toEqual([]);
    expect(await kit.mailsTo(dj.email)).toEqual([]);
    expect(await deliveriesOf(dj.id)).toEqual(['new_request/push/skipped', 'new_request/email/skipped']);
    expect((await kit.inject('GET', '/notifications/unread-count', djAuth)).body).toEqual({
      success: true,
      unread_count: 1,
    });
  });

  it('a DJ who never verified the address gets the push and the centre, but no e-mail', async () => {
    const { user: dj } = await createDj(kit.t.database.db, { user: { emailVerifiedAt: null } });
    const djAuth = await kit.bearer(dj.id);
    const device = await kit.subscribe(djAuth);
    const { user: venue } = await createVenue(kit.t.database.db);
    await venueRequestsDj(kit, await kit.bearer(venue.id), dj.id);
    await kit.dispatch();
    expect(pushesTo(device.id)).toHaveLength(1);
    // Instead of the notification, the verification link: the request's words never go to the unproven address.
    const mails = await kit.mailsTo(dj.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/verify/i)]);
    expect(mails[0]?.text).toContain('https://cuepoint.test/verify-email?token=');
    expect(mails[0]?.text).not.toContain('book you');
    expect(await deliveriesOf(dj.id)).toEqual(['new_request/push/sent', 'new_request/email/skipped']);

    // A second request the same day (for another night) sends no second link.
    await venueRequestsDj(kit, await kit.bearer(venue.id), dj.id, 72);
    await kit.dispatch();
    expect(await kit.mailsTo(dj.email)).toHaveLength(1);
    expect(await deliveriesOf(dj.id)).toEqual([
      'new_request/push/sent',
      'new_request/email/skipped',
      'new_request/push/sent',
      'new_request/email/skipped',
    ]);

    // Two requests in one pass (its workers run side by side) send one link too.
    const { user: another } = await createDj(kit.t.database.db, { user: { emailVerifiedAt: null } });
    await venueRequestsDj(kit, await kit.bearer(venue.id), another.id);
    await venueRequestsDj(kit, await kit.bearer(venue.id), another.id, 72);
    await kit.dispatch();
    expect(await kit.mailsTo(another.email)).toHaveLength(1);
  });

  it('the e-mail’s unsubscribe link shows what it turns off, and its POST turns the category off', async () => {
    const { user: dj } = await createDj(kit.t.database.db);
    const secret = await notificationRuntime(kit.t.app.services).unsubscribeSecret();
    const token = unsubscribeToken(secret, dj.id, 'eventReminders');
    const page = await kit.t.app.inject({ url: `/api/v14/notifications/email-unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Reminders before your gigs');
    const auth = await kit.bearer(dj.id);
    expect(
      (await kit.inject('GET', '/push-notifications/preferences.php', auth)).body['preferences'],
    ).toMatchObject({
      eventReminders: true,
    });
    const oneClick = await kit.t.app.inject({
      method: 'POST',
      url: `/api/v14/notifications/email-unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(
      (await kit.inject('GET', '/push-notifications/preferences.php', auth)).body['preferences'],
    ).toMatchObject({
      eventReminders: false,
      bookingUpdates: true,
    });
    const forged = await kit.t.app.inject({
      method: 'POST',
      url: `/api/v14/notifications/email-unsubscribe?token=${token.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid');
  });
});

describe('the centre', () => {
  it('lists newest first in pages, marks one and all read, and never shows another account’s', async () => {
    const { user: dj } = await createDj(kit.t.database.db);
    const auth = await kit.bearer(dj.id);
    await kit.inject('PUT', '/push-notifications/preferences.php', auth, { newFeatures: true });
    for (const key of ['a', 'b', 'c'])
      await announceFeature(
        kit.t.database.db,
        { key: `${dj.id}-${key}`, title: `Feature ${key}`, body: 'New.', url: '/' },
        kit.now(),
      );
    const first = await kit.inject('GET', '/notifications?limit=2', auth);
    const items = first.body.data as { id: number; title: string }[];
    expect(items.map((item) => item.title)).toEqual(['Feature c', 'Feature b']);
    expect(first.body['unread_count']).toBe(3);
    const second = await kit.inject(
      'GET',
      `/notifications?limit=2&before=${first.body['next_before']}`,
      auth,
    );
    expect((second.body.data as { title: string }[]).map((item) => item.title)).toEqual(['Feature a']);

    const other = await kit.bearer((await createDj(kit.t.database.db)).user.id);
    expect((await kit.inject('POST', `/notifications/${items[0]!.id}/read`, other, {})).status).toBe(404);
    expect((await kit.inject('GET', '/notifications', other)).body.data).toEqual([]);
    expect((await kit.inject('POST', `/notifications/${items[0]!.id}/read`, undefined, {})).status).toBe(401);
    expect((await kit.inject('POST', '/notifications/abc/read', auth, {})).status).toBe(400);

    const read = await kit.inject('POST', `/notifications/${items[0]!.id}/read`, auth, {});
    expect(read.body).toMatchObject({
      success: true,
      unread_count: 2,
      data: { read_at: expect.any(String) },
    });
    const all = await kit.inject('POST', '/notifications/read-all', auth, {});
    expect(all.body).toEqual({ success: true, data: { marked: 2 }, unread_count: 0 });
  });

  it('reminds both parties 24 h and 2 h before a confirmed booking, once each', async () => {
    const { user: dj } = await createDj(kit.t.database.db);
    const { user: venue } = await createVenue(kit.t.database.db);
    const venueAuth = await kit.bearer(venue.id);
    const requestId = await venueRequestsDj(kit, venueAuth, dj.id);
    const djAuth = await kit.bearer(dj.id);
    const accepted = await kit.inject('POST', `/booking-requests/${requestId}/accept`, djAuth, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const bookingId = (accepted.body.data as { id: number }).id;
    const confirmed = await kit.inject('POST', `/bookings/${bookingId}/confirm`, venueAuth, {
      payment_terms: '50_50',
      cancellation_notice_hours: 72,
      equipment_provided: [],
      agree: true,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await kit.dispatch();

    const reminderKinds = async (userId: number) =>
      (
        await kit.t.database.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(eq(notifications.userId, userId))
      )
        .map((row) => row.kind)
        .filter((kind) => kind.startsWith('reminder'));
    expect(
      await remindUpcomingEvents(kit.t.database.db, new Date(kit.now().getTime() + 25 * HOUR)),
    ).toBeGreaterThanOrEqual(2);
    expect(await remindUpcomingEvents(kit.t.database.db, new Date(kit.now().getTime() + 25.5 * HOUR))).toBe(
      0,
    );
    await remindUpcomingEvents(kit.t.database.db, new Date(kit.now().getTime() + 46.5 * HOUR));
    expect(await reminderKinds(dj.id)).toEqual(['reminder_24h', 'reminder_2h']);
    expect(await reminderKinds(venue.id)).toEqual(['reminder_24h', 'reminder_2h']);
    const kinds = (
      await kit.t.database.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(inArray(notifications.userId, [venue.id]))
    ).map((row) => row.kind);
    expect(kinds).toContain('request_accepted');
  });
});
