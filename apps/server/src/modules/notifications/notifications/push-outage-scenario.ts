import { eq, sql } from 'drizzle-orm';
import { DELIVERY_LEASE_MS } from '@cuepoint/domain/notifications/delivery-policy';
import { createDj, createVenue } from '../../../db/seed/factories.ts';
import { notificationDeliveries, notifications } from '../../../db/schema/notifications.ts';
import { appendBookingEvent } from '../live-updates/outbox.ts';
import { deliverDue } from './deliver.ts';
import { fanOutBookingEvents } from './fan-out.ts';
import { venueRequestsDj, type NotificationsKit } from './notifications-test-kit.ts';

/**
 * Delivery scenarios over the notifications kit, shared by the reliability tests (a handful of events) and the
 * notifications bench (bench/notifications-reliability.ts, 1,000 events).
 */

/** A DJ with one device, and a request of a venue aimed at them whose outbox the caller writes payout events into. */
export async function djWithRequest(kit: NotificationsKit) {
  const { user: dj } = await createDj(kit.t.database.db);
  const device = await kit.subscribe(await kit.bearer(dj.id));
  const { user: venue } = await createVenue(kit.t.database.db);
  const requestId = await venueRequestsDj(kit, await kit.bearer(venue.id), dj.id);
  await fanOutBookingEvents(kit.t.database.db, kit.now(), kit.t.app.log);
  await deliverDue(kit.t.app.services, kit.t.app.log);
  return {
    dj,
    device,
    requestId,
    received: () => kit.push.received.filter((push) => push.deviceId === device.id),
  };
}

/** `count` payout events for the DJ, each its own notification ("Payout sent"). */
export async function payoutEvents(kit: NotificationsKit, requestId: number, djId: number, count: number) {
  for (let index = 0; index < count; index += 1)
    await appendBookingEvent(kit.t.database.db, {
      requestId,
      type: 'booking.payout_paid',
      createdAt: kit.now(),
      payload: {
        actor: { role: 'system' },
        dj_id: djId,
        amount_minor: 1000 + index,
        currency: 'EUR',
        request_id: requestId,
      },
    });
}

export const tagsOf = (pushes: { payload: Record<string, unknown> }[]) =>
  pushes.map((push) => String(push.payload['tag']));

/** The push tags the account's notifications of a kind must arrive with, sorted. */
export async function notificationTagsOf(kit: NotificationsKit, userId: number, kind: string) {
  const rows = await kit.t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.kind} = ${kind}`);
  return rows.map((row) => `notification-${row.id}`).sort();
}

/** Runs delivery passes (moving the clock past each retry) until nothing is pending; answers the passes it took. */
export async function drain(kit: NotificationsKit) {
  for (let pass = 0; pass < 40; pass += 1) {
    await deliverDue(kit.t.app.services, kit.t.app.log);
    const [pending] = await kit.t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.status, 'pending'));
    if (Number(pending?.count) === 0) return pass;
    await kit.advance(DELIVERY_LEASE_MS + 1000);
  }
  throw new Error('deliveries still pending after 40 passes');
}

export type PushOutageOutcome = {
  /** Pushes the device got while the push service was down (none expected). */
  receivedWhileDown: number;
  /** The DJ's push deliveries waiting for a retry when the service came back. */
  retryingWhenBack: number;
  /** The tags of every push the device got, in order. */
  tags: string[];
  /** The tags the DJ's payout notifications must arrive with. */
  expected: string[];
  /** "Payout sent" e-mails to the DJ. */
  mails: number;
  ms: number;
};

/**
 * `events` booking events for one DJ, the first half while the push service is down (bookings go on: the outbox
 * takes their events and e-mail still leaves), the rest once it is back; then delivery runs until nothing is pending.
 */
export async function pushServiceOutage(kit: NotificationsKit, events: number): Promise<PushOutageOutcome> {
  const { dj, requestId, received } = await djWithRequest(kit);
  const before = received().length;
  const started = performance.now();
  const down = Math.floor(events / 2);

  kit.push.setDown(true);
  await payoutEvents(kit, requestId, dj.id, down);
  await kit.dispatch();
  await kit.dispatch();
  const receivedWhileDown = received().length - before;
  const [retrying] = await kit.t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      sql`${notifications.userId} = ${dj.id} and ${notifications.kind} = 'payout_paid' and ${notificationDeliveries.channel} = 'push' and ${notificationDeliveries.status} = 'pending' and ${notificationDeliveries.attempts} >= 1`,
    );

  kit.push.setDown(false);
  await payoutEvents(kit, requestId, dj.id, events - down);
  await kit.dispatch();
  await kit.dispatch();
  await drain(kit);

  const mails = (await kit.mailsTo(dj.email)).filter((mail) => mail.subject === 'Payout sent');
  return {
    receivedWhileDown,
    retryingWhenBack: Number(retrying?.count),
    tags: tagsOf(received().slice(before)),
    expected: await notificationTagsOf(kit, dj.id, 'payout_paid'),
    mails: mails.length,
    ms: performance.now() - started,
  };
}
