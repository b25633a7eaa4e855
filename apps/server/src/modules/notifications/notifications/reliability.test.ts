import { describe, expect, it } from 'vitest';
import { DELIVERY_LEASE_MS } from '@cuepoint/domain/notifications/delivery-policy';
import type { Mailer } from '../../../adapters/mail/mailer.ts';
import { deliverDue } from './deliver.ts';
import { fanOutBookingEvents } from './fan-out.ts';
import { startNotificationsKit } from './notifications-test-kit.ts';
import {
  djWithRequest as djWithRequestOf,
  drain as drainOf,
  notificationTagsOf as tagsOfNotifications,
  payoutEvents as payoutEventsOf,
  pushServiceOutage,
  tagsOf,
} from './push-outage-scenario.ts';
import { createPushSender, type PushSender } from './push-sender.ts';
import { useNotificationRuntime } from './runtime.ts';
import { loadVapidKeys } from './vapid.ts';
import { useKit } from '../../../test/use-test-app.ts';

const kit = useKit(startNotificationsKit);

const djWithRequest = () => djWithRequestOf(kit);
const payoutEvents = (requestId: number, djId: number, count: number) =>
  payoutEventsOf(kit, requestId, djId, count);
const notificationTagsOf = (userId: number, kind: string) => tagsOfNotifications(kit, userId, kind);
const drain = () => drainOf(kit);
const countBy = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

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
  // More deliveries on each side than one delivery pass claims (32), so retries wait beside new work. The same
  // scenario with 1,000 events is timed by bench/notifications-reliability.ts.
  it('80 booking events with the push service down for the first half all arrive once it is back', async () => {
    const outcome = await pushServiceOutage(kit, 80);
    expect(outcome.receivedWhileDown).toBe(0);
    expect(outcome.retryingWhenBack).toBe(40);
    expect(outcome.expected).toHaveLength(80);
    expect(outcome.tags).toHaveLength(80);
    expect([...new Set(outcome.tags)].sort()).toEqual(outcome.expected);
    expect(outcome.mails).toBe(80);
  });

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
