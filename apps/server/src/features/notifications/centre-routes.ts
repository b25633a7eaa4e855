import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '@cuepoint/domain/booking/live-updates-api';
import { NOTIFICATION_API_MESSAGES as M } from '@cuepoint/domain/notifications/messages';
import {
  NOTIFICATIONS_UNREAD_EVENT,
  ZNotificationIdParams,
  ZNotificationItem,
  ZNotificationList,
  ZNotificationListQuery,
  ZUnreadCount,
} from '@cuepoint/domain/notifications/push-api';
import { AppError, notFound } from '../../http/app-error.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { ZErrorBody } from '../../http/envelope.ts';
import { noStore } from '../../http/no-store.ts';
import { sameOriginRequired } from '../../http/same-origin.ts';
import { readSessionToken } from '../accounts/session-cookie.ts';
import { findLiveSession } from '../accounts/session-store.ts';
import { sessionLifetimes, withinLifetimes } from '../accounts/session-lifetimes.ts';
import { hashToken } from '../accounts/tokens.ts';
import { openEventStream } from '../live-updates/event-stream.ts';
import { createCentreStore } from './notifications-store.ts';
import { presentNotification } from './present.ts';
import { createUnreadHub } from './unread-hub.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };
const docs = (summary: string) => ({ tags: ['notifications'], summary, security: [{ bearer: [] }] });
/** Unread-count streams per account (a tab holds one). */
const MAX_STREAMS_PER_USER = 5;

export type CentreRouteOptions = { heartbeatMs?: number };

/**
 * The notification centre (decision record 031): the account's notifications newest first, its unread count (also as
 * a server-sent event stream that changes within a second), mark one read, mark all read.
 */
export const centreRoutes: FastifyPluginAsyncZod<CentreRouteOptions> = async (app, options) => {
  const { database, clock } = app.services;
  const store = createCentreStore(database.db);
  const hub = createUnreadHub(database, app.log);
  app.addHook('preClose', async () => hub.close());
  app.addHook('onRequest', noStore);
  const lifetimes = sessionLifetimes(app.services.config);
  const stillSignedIn = async (token: string | undefined) => {
    if (!token) return false;
    const now = clock.now();
    const found = await findLiveSession(database.db, hashToken(token), now);
    return found !== undefined && withinLifetimes(found.session, now, lifetimes);
  };

  app.get(
    '/notifications',
    {
      schema: {
        ...docs(
          'The account’s notifications, newest first (older pages with ?before=<id>), and the unread count',
        ),
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { before, limit } = request.query;
      const rows = await store.list(user.id, before, limit + 1);
      const page = rows.slice(0, limit);
      return {
        success: true as const,
        data: page.map(presentNotification),
        unread_count: await store.unreadCount(user.id),
        next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        ...docs('How many of the account’s notifications are unread'),
        response: { 200: ZUnreadCount, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, unread_count: await store.unreadCount(user.id) };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Marks one notification read'),
        params: ZNotificationIdParams,
        body: z.strictObject({}).nullish(),
        response: {
          200: z.object({ success: z.literal(true), data: ZNotificationItem, unread_count: z.number() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await store.markRead(user.id, request.params.id, clock.now());
      if (!row) throw notFound(M.notificationNotFound);
      return {
        success: true as const,
        data: presentNotification(row),
        unread_count: await store.unreadCount(user.id),
      };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Marks every notification of the account read'),
        body: z.strictObject({}).nullish(),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ marked: z.number() }),
            unread_count: z.number(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const marked = await store.markAllRead(user.id, clock.now());
      return { success: true as const, data: { marked }, unread_count: 0 };
    },
  );

  app.get(
    '/notifications/updates',
    {
      schema: {
        ...docs(
          `The unread count as server-sent events ('${NOTIFICATIONS_UNREAD_EVENT}'), sent on connect and on each change`,
        ),
        response: { 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (hub.count(user.id) >= MAX_STREAMS_PER_USER)
        throw new AppError('RATE_LIMITED', 'Too many notification streams are open for your account', {
          retryAfter: 10,
        });
      await hub.ready();
      let last = -1;
      let reading = false;
      let again = false;
      let stream: ReturnType<typeof openEventStream> | null = null;
      let sequence = 0;
      const read = async () => {
        if (!stream || stream.closed) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const count = await store.unreadCount(user.id);
            if (count !== last && !stream.closed) {
              last = count;
              sequence += 1;
              stream.send(NOTIFICATIONS_UNREAD_EVENT, sequence, { unread_count: count });
            }
          } while (again && !stream.closed);
        } catch (error) {
          request.log.warn(
            { err: error },
            'notifications: reading the unread count failed; the client reconnects',
          );
          stream.end();
        } finally {
          reading = false;
        }
      };
      const remove = hub.add(user.id, { wake: () => void read(), end: () => stream?.end() });
      stream = openEventStream(reply, { retryMs: LIVE_RETRY_MS });
      const token = readSessionToken(request);
      // The stream ends at the first heartbeat after the session did (sign-out, expiry).
      const heartbeat = setInterval(() => {
        stream?.comment('heartbeat');
        stillSignedIn(token).then(
          (signedIn) => {
            if (!signedIn) stream?.end();
          },
          () => undefined,
        );
      }, options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
      heartbeat.unref();
      stream.onClose(() => {
        clearInterval(heartbeat);
        remove();
      });
      await read();
      return reply;
    },
  );
};
