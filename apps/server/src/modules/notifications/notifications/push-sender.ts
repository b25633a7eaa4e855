import type WebPushModule from 'web-push';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import {
  addressAllowed,
  guardedLookup,
  parsePushEndpoint,
  PushEndpointError,
  type EndpointPolicy,
} from './push-endpoint-guard.ts';
import type { VapidKeys } from './vapid.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the device's service worker receives (apps/web/public/sw.js). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushOutcome =
  | { ok: true }
  /** gone: the push service says the subscription no longer exists (404/410), or its address is not allowed. */
  | { ok: false; gone: boolean; retry: boolean; error: string };

export type PushSender = {
  send(target: PushTarget, payload: PushPayload, options?: { topic?: string }): Promise<PushOutcome>;
  close(): void;
};

/** How long a push service keeps a push for an offline device (4 weeks, the usual maximum). */
const TTL_SECONDS = 4 * 7 * 24 * 3600;
const TIMEOUT_MS = 15_000;

type SenderOptions = {
  keys: () => Promise<VapidKeys>;
  policy: EndpointPolicy;
  /** Extra trusted certificate (tests' local push service); production relies on the system store and NODE_EXTRA_CA_CERTS. */
  ca?: string | undefined;
};

/**
 * Sends encrypted pushes (RFC 8291, aes128gcm) with VAPID (RFC 8292) through `web-push`, over an agent that resolves
 * the push service's name again at connection time and refuses private addresses.
 */
export function createPushSender(options: SenderOptions): PushSender {
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 16,
    lookup: guardedLookup(options.policy),
    ...(options.ca ? { ca: [...tls.rootCertificates, options.ca] } : {}),
  });
  return {
    async send(target, payload, sendOptions = {}) {
      try {
        const url = parsePushEndpoint(target.endpoint, options.policy);
        const host = url.hostname.replace(/^\[|\]$/g, '');
        // A literal address is never looked up, so the agent's check would not see it.
        if (net.isIP(host) !== 0 && !addressAllowed(host, options.policy))
          throw new PushEndpointError('The push endpoint must be a public push service address');
      } catch (error) {
        return { ok: false, gone: true, retry: false, error: (error as Error).message };
      }
      const keys = await options.keys();
      const webPush = await loadWebPush();
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TTL_SECONDS,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            agent,
            timeout: TIMEOUT_MS,
            ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
          },
        );
        return { ok: true };
      } catch (error) {
        return outcomeOf(error, webPush);
      }
    },
    close() {
      agent.destroy();
    },
  };
}

type WebPush = typeof WebPushModule;

/** web-push and its encryption libraries load with the first push: an idle server never holds them. */
async function loadWebPush(): Promise<WebPush> {
  return (await import('web-push')).default;
}

function outcomeOf(error: unknown, webPush: WebPush): PushOutcome {
  if (error instanceof webPush.WebPushError) {
    const status = error.statusCode;
    const gone = status === 404 || status === 410;
    // 429 and 5xx are the service's trouble: try again later. Other 4xx are ours (payload, keys): trying again
    // would fail the same way.
    const retry = status === 429 || status >= 500;
    return { ok: false, gone, retry, error: `push service answered ${status}` };
  }
  if (
    error instanceof PushEndpointError ||
    (error as { cause?: unknown })?.cause instanceof PushEndpointError
  )
    return { ok: false, gone: true, retry: false, error: (error as Error).message };
  const message = error instanceof Error ? error.message : String(error);
  // A subscription whose keys web-push cannot use is as good as gone.
  if (/p256dh|auth|subscription/i.test(message) && !/ECONN|ETIMEDOUT|socket/i.test(message))
    return { ok: false, gone: true, retry: false, error: message };
  return { ok: false, gone: false, retry: true, error: message };
}
