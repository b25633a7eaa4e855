import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DELIVERY_LEASE_MS } from '@cuepoint/domain/notifications/delivery-policy';
import { createDj, createVenue } from '../../db/seed/factories.ts';
import { notificationDeliveries, notifications } from '../../db/schema/notifications.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { appendBookingEvent } from '../live-updates/outbox.ts';
import { deliverDue } from './deliver.ts';
import { fanOutBookingEvents } from './fan-out.ts';
import { startNotificationsKit, venueRequestsDj, type NotificationsKit } from './notifications-test-kit.ts';
import { createPushSender, type PushSender } from './push-sender.ts';
import { useNotificationRuntime } from './runtime.ts';
import { loadVapidKeys } from './vapid.ts';

let kit: NotificationsKit;
beforeAll(async () => {
  kit = await startNotificationsKit();
}, 60_000);
afterAll(async () => {
  await kit.close();
});

/** A DJ with one device, and a request of a venue aimed at them whose outbox the test writes payout events into. */
async function djWithRequest() {
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
async function payoutEvents(requestId: number, djId: number, count: number) {
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

const tagsOf = (pushes: { payload: Record<string, unknown> }[]) =>
  pushes.map((push) => String(push.payload['tag']));
const countBy = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

async function notificationTagsOf(userId: number, kind: string) {
  const rows = await kit.t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.kind} = ${kind}`);
  return rows.map((row) => `notification-${row.id}`).sort();
}

/** Runs delivery passes (moving the clock past each retry) until nothing is pending. */
async function drain() {
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

/**
 * A sender that dies: from the `at`-th push on, nothing it started ever finishes (as if the process was killed), at
 * the moment given: before the push leaves, or after the push service accepted it and before the sender heard back.
 */
function dyingSender(real: PushSender, at: number, moment: 'before-send' | 'after-accept') {
  let calls = 0;
  let dead = false;
  let died!: () => void;
  const death = new Promise<void>((resolve) => (died = resolve));
  const never = new Promise<never>(() => undefined);
  const sender: PushSender = {
    async send(target, payload, options) {
      calls += 1;
      if (dead) return never;
      if (calls === at && moment === 'before-send') {
        dead = true;
        died();
        return never;
      }
      const outcome = await real.send(target, payload, options);
      if (calls === at) {
        dead = true;
        died();
        return never;
      }
      return outcome;
    },
    close: () => real.close(),
  };
  return { sender, death };
}

function realSender() {
  return createPushSender({
    keys: () => loadVapidKeys(kit.t.config),
    policy: { allowLoopback: true },
    ca: kit.push.ca,
  });
}

describe('delivery survives a sender killed mid-delivery', () => {
  it.each(['before-send', 'after-accept'] as const)(
    'killed %s the 5th push: every notification reaches the device, each shown exactly once',
    async (moment) => {
      const { dj, requestId, received } = await djWithRequest();
      const before = received().length;
      await payoutEvents(requestId, dj.id, 12);
      await fanOutBookingEvents(kit.t.database.db, kit.now(), kit.t.app.log);
      const expected = await notificationTagsOf(dj.id, 'payout_paid');
      expect(expected).toHaveLength(12);

      // The first sender takes the deliveries and dies at its 5th push; it never comes back.
      const dying = dyingSender(realSender(), 5, moment);
      useNotificationRuntime(kit.t.app.services, { push: dying.sender });
      void deliverDue(kit.t.app.services, kit.t.app.log, { concurrency: 1 });
      await dying.death;
      const atDeath = received().length - before;
      expect(atDeath).toBe(moment === 'before-send' ? 4 : 5);

      // A new process starts: it waits out the dead sender's lease, then delivers the rest.
      useNotificationRuntime(kit.t.app.services, { ca: kit.push.ca });
      await deliverDue(kit.t.app.services, kit.t.app.log);
      const early = received().length - before;
      expect(early).toBe(atDeath);
      await kit.advance(DELIVERY_LEASE_MS + 1000);
      await drain();

      const tags = tagsOf(received().slice(before));
      const counts = countBy(tags);
      expect([...counts.keys()].sort()).toEqual(expected);
      if (moment === 'before-send') expect([...counts.values()].every((count) => count === 1)).toBe(true);
      else {
        // The push the service had accepted when the sender died is sent once more, with the same tag (the service
        // worker replaces a notification of the same tag) and the same Topic (a push service replaces it while the
        // device is offline): shown once. Every other push left exactly once.
        expect([...counts.values()].filter((count) => count === 2)).toHaveLength(1);
        expect([...counts.values()].filter((count) => count === 1)).toHaveLength(11);
      }
      const mails = (await kit.mailsTo(dj.email)).filter((mail) => mail.subject === 'Payout sent');
      expect(mails).toHaveLength(12);
      expect(new Set(mails.map((mail) => (mail as unknown as { messageId: string }).messageId)).size).toBe(
        12,
      );
    },
  );

  it('an e-mail sender killed mid-send loses nothing and sends every other e-mail once', async () => {
    const { dj, requestId } = await djWithRequest();
    await payoutEvents(requestId, dj.id, 6);
    await fanOutBookingEvents(kit.t.database.db, kit.now(), kit.t.app.log);
    const services = kit.t.app.services;
    const real = services.mailer;
    let calls = 0;
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    const dying: Mailer = {
      send(message) {
        calls += 1;
        if (calls >= 3) {
          died();
          return new Promise(() => undefined);
        }
        return real.send(message);
      },
    };
    services.mailer = dying;
    try {
      void deliverDue(services, kit.t.app.log, { concurrency: 1 });
      await death;
    } finally {
      services.mailer = real;
    }
    await kit.advance(DELIVERY_LEASE_MS + 1000);
    await drain();
    const mails = (await kit.mailsTo(dj.email)).filter((mail) => mail.subject === 'Payout sent');
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map((mail) => (mail as unknown as { messageId: string }).messageId)).size).toBe(6);
  });
});

describe('a push service that is down delays pushes and blocks nothing', () => {
  it('1,000 booking events with the push service down for the first half all arrive once it is back', async () => {
    const { dj, requestId, received } = await djWithRequest();
    const before = received().length;
    const started = performance.now();

    kit.push.setDown(true);
    await payoutEvents(requestId, dj.id, 500);
    // Bookings go on while it is down: the outbox takes their events and e-mail still leaves.
    await kit.dispatch();
    await kit.dispatch();
    expect(received().length - before).toBe(0);
    const [retrying] = await kit.t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(
        sql`${notifications.userId} = ${dj.id} and ${notifications.kind} = 'payout_paid' and ${notificationDeliveries.channel} = 'push' and ${notificationDeliveries.status} = 'pending' and ${notificationDeliveries.attempts} >= 1`,
      );
    expect(Number(retrying?.count)).toBe(500);

    kit.push.setDown(false);
    await payoutEvents(requestId, dj.id, 500);
    await kit.dispatch();
    await kit.dispatch();
    await drain();

    const tags = tagsOf(received().slice(before));
    const expected = await notificationTagsOf(dj.id, 'payout_paid');
    expect(expected).toHaveLength(1000);
    expect(tags).toHaveLength(1000);
    expect([...new Set(tags)].sort()).toEqual(expected);
    const mails = (await kit.mailsTo(dj.email)).filter((mail) => mail.subject === 'Payout sent');
    expect(mails).toHaveLength(1000);
    console.info(
      `1,000 events, push service down for 500: delivered in ${Math.round(performance.now() - started)} ms`,
    );
  }, 180_000);

  it('a device the push service calls gone during delivery is removed, and the push is not retried', async () => {
    const { dj, device, requestId, received } = await djWithRequest();
    kit.push.answer(device.id, 404);
    const before = received().length;
    await payoutEvents(requestId, dj.id, 1);
    await kit.dispatch();
    expect(received().length).toBe(before);
    const devices = await kit.inject('POST', '/push-notifications/test.php', await kit.bearer(dj.id), {});
    expect(devices.status).toBe(404);
  });
});
