import crypto from 'node:crypto';
import type { Services } from '../../../services.ts';
import { loadOrCreateSecret } from '../../../adapters/secret-file.ts';
import { createPushSender, type PushSender } from './push-sender.ts';
import { loadVapidKeys, type VapidKeys } from './vapid.ts';

/** What notifications keep per server (one push agent, the VAPID keys, the unsubscribe key). */
export type NotificationRuntime = {
  push: PushSender;
  vapid(): Promise<VapidKeys>;
  unsubscribeSecret(): Promise<string>;
  allowLoopback: boolean;
};

const runtimes = new WeakMap<Services, NotificationRuntime>();

type RuntimeOptions = {
  /** A certificate the push agent trusts besides the system's (the tests' local push service). */
  ca?: string;
  /** Replaces the push sender (tests that stop the sender mid-delivery). */
  push?: PushSender;
};

function build(services: Services, options: RuntimeOptions): NotificationRuntime {
  const { config } = services;
  const vapid = () => loadVapidKeys(config);
  const policy = { allowLoopback: config.PUSH_ALLOW_LOOPBACK };
  let secret: Promise<string> | undefined;
  return {
    push: options.push ?? createPushSender({ keys: vapid, policy, ca: options.ca }),
    vapid,
    unsubscribeSecret: () => {
      // Every process must sign the e-mails' unsubscribe links alike: derived from SESSION_SECRET when configured
      // (the secret a cluster shares), otherwise generated once under DATA_DIR.
      secret ??= loadOrCreateSecret(
        config.dataDir,
        'notifications-unsubscribe',
        config.SESSION_SECRET &&
          crypto
            .createHmac('sha256', config.SESSION_SECRET)
            .update('cuepoint notification unsubscribe links')
            .digest('base64url'),
      );
      return secret;
    },
    allowLoopback: policy.allowLoopback,
  };
}

/** The server's notification runtime, made on first use. */
export function notificationRuntime(services: Services): NotificationRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    runtime = build(services, {});
    runtimes.set(services, runtime);
  }
  return runtime;
}

/** Sets up the runtime with test options before first use (or replaces it); answers it. */
export function useNotificationRuntime(services: Services, options: RuntimeOptions): NotificationRuntime {
  runtimes.get(services)?.push.close();
  const runtime = build(services, options);
  runtimes.set(services, runtime);
  return runtime;
}

/** Closes the push agent's sockets (server shutdown). */
export function closeNotificationRuntime(services: Services): void {
  runtimes.get(services)?.push.close();
  runtimes.delete(services);
}
