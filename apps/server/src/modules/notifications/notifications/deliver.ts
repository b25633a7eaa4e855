import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_LEASE_MS, nextAttemptAt } from '@cuepoint/domain/notifications/delivery-policy';
import {
  isNotificationCategory,
  notificationAudience,
  type TNotificationPreferences,
} from '@cuepoint/domain/notifications/preferences';
import type { Services } from '../../../services.ts';
import { remindToVerify } from '../../accounts/index.ts';
import { API_PREFIX_PATH } from './paths.ts';
import { createDeliveryStore, type ClaimedDelivery, type DeliveryStore } from './notifications-store.ts';
import { notificationMail } from './notification-mail.ts';
import { notificationRuntime, type NotificationRuntime } from './runtime.ts';
import {
  createSubscriptionsStore,
  type SubscriptionRow,
  type SubscriptionsStore,
} from './subscriptions-store.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** Deliveries taken per round, and sent at once. */
const CLAIM = 32;
const CONCURRENCY = 8;

export type DeliveryReport = {
  sent: number;
  skipped: number;
  failed: number;
  retrying: number;
  lost: number;
};

type Context = {
  services: Services;
  runtime: NotificationRuntime;
  deliveries: DeliveryStore;
  subscriptions: SubscriptionsStore;
  log: FastifyBaseLogger;
  now: Date;
  preferences: Map<number, Promise<TNotificationPreferences>>;
  devices: Map<number, Promise<SubscriptionRow[]>>;
  /** Devices already marked as reached this round (their last success is recorded once). */
  reached: Set<number>;
  /** Unverified accounts this round already considered for a verification link (the workers run side by side). */
  remindedUsers: Set<number>;
};

type Outcome =
  { status: 'sent' | 'skipped' | 'failed'; error?: string | null } | { status: 'retry'; error: string };

/** Whether the account wants this notification at all (its category on, and offered to its user type). */
async function wanted(context: Context, delivery: ClaimedDelivery): Promise<boolean> {
  if (!isNotificationCategory(delivery.category)) return false;
  let pending = context.preferences.get(delivery.userId);
  if (!pending) {
    pending = context.subscriptions.preferences(delivery.userId);
    context.preferences.set(delivery.userId, pending);
  }
  const preferences = await pending;
  if (delivery.category === 'djAvailableInCity' && notificationAudience(delivery.userType) === 'dj')
    return false;
  return preferences[delivery.category];
}

async function sendPush(context: Context, delivery: ClaimedDelivery): Promise<Outcome> {
  let listed = context.devices.get(delivery.userId);
  if (!listed) {
    listed = context.subscriptions.listFor(delivery.userId);
    context.devices.set(delivery.userId, listed);
  }
  const devices = await listed;
  const waiting = devices.filter((device) => !delivery.pushSentTo.includes(device.id));
  if (waiting.length === 0)
    return delivery.pushSentTo.length > 0 ? { status: 'sent' } : { status: 'skipped', error: 'no device' };
  let reached = delivery.pushSentTo.length;
  let retryError: string | null = null;
  let lastError: string | null = null;
  for (const device of waiting) {
    const outcome = await context.runtime.push.send(
      device,
      {
        title: delivery.title,
        body: delivery.body,
        url: delivery.url,
        tag: `notification-${delivery.notificationId}`,
      },
      // A push service replaces a waiting push of the same topic: a resend never reaches an offline device twice.
      { topic: `n${delivery.notificationId}` },
    );
    if (outcome.ok) {
      // Recorded at once: a sender that dies after this line does not reach this device again.
      await context.deliveries.addPushSent(delivery, device.id);
      if (!context.reached.has(device.id)) {
        context.reached.add(device.id);
        await context.subscriptions.markSuccess(device.id, context.now);
      }
      reached += 1;
      continue;
    }
    lastError = outcome.error;
    if (outcome.gone) {
      await context.subscriptions.removeById(device.id);
      context.devices.delete(delivery.userId);
      context.log.info({ subscriptionId: device.id, error: outcome.error }, 'push subscription removed');
    } else if (outcome.retry) retryError = outcome.error;
  }
  if (retryError) return { status: 'retry', error: retryError };
  if (reached > 0) return { status: 'sent' };
  return lastError && !/answered (404|410)/.test(lastError)
    ? { status: 'failed', error: lastError }
    : { status: 'skipped', error: lastError ?? 'no device' };
}

async function sendEmail(context: Context, delivery: ClaimedDelivery): Promise<Outcome> {
  if (!isNotificationCategory(delivery.category)) return { status: 'skipped', error: 'unknown category' };
  // An address nobody proved may belong to someone who never signed up: it gets no notification, only the
  // verification link, at most once a day (decision record 043).
  if (!delivery.emailVerified) {
    if (context.remindedUsers.has(delivery.userId))
      return { status: 'skipped', error: 'address not verified' };
    context.remindedUsers.add(delivery.userId);
    try {
      const reminded = await remindToVerify(context.services, {
        id: delivery.userId,
        email: delivery.email,
        displayName: delivery.displayName,
      });
      return {
        status: 'skipped',
        error: reminded ? 'address not verified: link sent' : 'address not verified',
      };
    } catch (error) {
      // The link's mail failed: the banner's Resend Verification Email remains, and the notification is not mailed.
      const reason = error instanceof Error ? error.message : String(error);
      return { status: 'skipped', error: `address not verified: link not sent (${reason})` };
    }
  }
  const { config } = context.services;
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const token = unsubscribeToken(
    await context.runtime.unsubscribeSecret(),
    delivery.userId,
    delivery.category,
  );
  const message = notificationMail({
    notificationId: delivery.notificationId,
    to: delivery.email,
    displayName: delivery.displayName,
    userType: delivery.userType,
    category: delivery.category,
    title: delivery.title,
    body: delivery.body,
    url: delivery.url,
    publicUrl: base,
    unsubscribeUrl: `${base}${API_PREFIX_PATH}/notifications/email-unsubscribe?token=${encodeURIComponent(token)}`,
  });
  try {
    await context.services.mailer.send(message);
    return { status: 'sent' };
  } catch (error) {
    return { status: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

async function deliverOne(context: Context, delivery: ClaimedDelivery): Promise<keyof DeliveryReport> {
  let outcome: Outcome;
  try {
    if (!(await wanted(context, delivery))) outcome = { status: 'skipped', error: 'turned off' };
    else
      outcome =
        delivery.channel === 'push' ? await sendPush(context, delivery) : await sendEmail(context, delivery);
  } catch (error) {
    outcome = { status: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.status === 'retry') {
    const next = nextAttemptAt(delivery.createdAt, delivery.attempts, context.now);
    const kept = next
      ? await context.deliveries.finish(delivery, {
          status: 'pending',
          nextAttemptAt: next,
          error: outcome.error,
        })
      : await context.deliveries.finish(delivery, {
          status: 'failed',
          now: context.now,
          error: outcome.error,
        });
    if (!next)
      context.log.warn({ deliveryId: delivery.id, error: outcome.error }, 'notification delivery given up');
    return kept ? (next ? 'retrying' : 'failed') : 'lost';
  }
  const kept = await context.deliveries.finish(delivery, {
    status: outcome.status,
    now: context.now,
    error: outcome.error ?? null,
  });
  return kept ? outcome.status : 'lost';
}

/**
 * Sends what is due (decision record 031): takes deliveries with a lease, sends each (push to every device not yet
 * reached, or the e-mail), and records the outcome while the lease is still its own. A failure is retried with
 * backoff; a sender that dies leaves its deliveries to the next one once the lease passes. Runs rounds until nothing
 * is due or `maxRounds` is reached.
 */
export async function deliverDue(
  services: Services,
  log: FastifyBaseLogger,
  options: { now?: () => Date; maxRounds?: number; concurrency?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, skipped: 0, failed: 0, retrying: 0, lost: 0 };
  const clockNow = options.now ?? (() => services.clock.now());
  const deliveries = createDeliveryStore(services.database.db);
  const subscriptions = createSubscriptionsStore(services.database.db);
  const runtime = notificationRuntime(services);
  for (let round = 0; round < (options.maxRounds ?? 50); round += 1) {
    const now = clockNow();
    const claimed = await deliveries.claim(now, DELIVERY_LEASE_MS, CLAIM);
    if (claimed.length === 0) break;
    const context: Context = {
      services,
      runtime,
      deliveries,
      subscriptions,
      log,
      now,
      preferences: new Map(),
      devices: new Map(),
      reached: new Set(),
      remindedUsers: new Set(),
    };
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const delivery = claimed[next++]!;
        report[await deliverOne(context, delivery)] += 1;
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency ?? CONCURRENCY, claimed.length) }, worker),
    );
  }
  return report;
}
