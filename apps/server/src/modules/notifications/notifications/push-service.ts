import type { FastifyBaseLogger } from 'fastify';
import { PUSH_MESSAGES, TEST_PUSH } from '@cuepoint/domain/notifications/messages';
import type { TPushSubscription } from '@cuepoint/domain/notifications/push-api';
import { AppError, unprocessable } from '../../../http/app-error.ts';
import type { Services } from '../../../services.ts';
import { checkPushEndpoint, PushEndpointError } from './push-endpoint-guard.ts';
import { notificationRuntime } from './runtime.ts';
import { createSubscriptionsStore } from './subscriptions-store.ts';

type DeviceInfo = { userAgent?: string | undefined; platform?: string | undefined } | null | undefined;

const trimmed = (value: string | undefined) => (value?.trim() ? value.trim().slice(0, 512) : null);

/** Subscribing, unsubscribing and the test push (both API variants call these). */
export function createPushService(services: Services, log: FastifyBaseLogger) {
  const store = createSubscriptionsStore(services.database.db);
  const runtime = () => notificationRuntime(services);

  return {
    store,

    async subscribe(userId: number, subscription: TPushSubscription, device: DeviceInfo) {
      try {
        await checkPushEndpoint(subscription.endpoint, { allowLoopback: runtime().allowLoopback });
      } catch (error) {
        if (error instanceof PushEndpointError) throw unprocessable(error.message);
        throw error;
      }
      const { row, created } = await store.save({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: trimmed(device?.userAgent),
        platform: trimmed(device?.platform),
        now: services.clock.now(),
      });
      return { id: row.id, endpoint: row.endpoint, created };
    },

    /** Removes one device (or all); a device that is not the account's is a 404 'No active subscription found'. */
    async unsubscribe(userId: number, endpoint: string | undefined, options: { missingIsError: boolean }) {
      const removed = await store.remove(userId, endpoint);
      if (removed === 0 && options.missingIsError)
        throw new AppError('NO_PUSH_SUBSCRIPTION', PUSH_MESSAGES.noSubscription);
      return { removed };
    },

    /**
     * Sends the test push to the account's devices (or the one named) at once, outside the outbox: the person is
     * waiting for it. A device the push service says is gone is removed.
     */
    async test(userId: number, endpoint: string | undefined) {
      const devices = (await store.listFor(userId)).filter(
        (device) => endpoint === undefined || device.endpoint === endpoint,
      );
      if (devices.length === 0) throw new AppError('NO_PUSH_SUBSCRIPTION', PUSH_MESSAGES.noSubscription);
      const { push, vapid } = runtime();
      await vapid();
      let sent = 0;
      const now = services.clock.now();
      for (const device of devices) {
        const outcome = await push.send(device, {
          title: TEST_PUSH.title,
          body: TEST_PUSH.body,
          url: '/',
          tag: `test-${device.id}-${now.getTime()}`,
        });
        if (outcome.ok) {
          sent += 1;
          await store.markSuccess(device.id, now);
        } else {
          log.warn({ subscriptionId: device.id, error: outcome.error }, 'test push failed');
          if (outcome.gone) await store.removeById(device.id);
        }
      }
      if (sent === 0) {
        const left = await store.listFor(userId);
        if (left.length === 0) throw new AppError('NO_PUSH_SUBSCRIPTION', PUSH_MESSAGES.noSubscription);
        throw new AppError('UNAVAILABLE', PUSH_MESSAGES.testFailed);
      }
      return { sent };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
