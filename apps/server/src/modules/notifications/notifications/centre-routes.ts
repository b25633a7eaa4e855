import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_API_MESSAGES as M } from '@cuepoint/domain/notifications/messages';
import {
  ZNotificationIdParams,
  ZNotificationItem,
  ZNotificationList,
  ZNotificationListQuery,
  ZUnreadCount,
} from '@cuepoint/domain/notifications/push-api';
import { notFound } from '../../../http/app-error.ts';
import { userOf } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createCentreStore } from './notifications-store.ts';
import { presentNotification } from './present.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };
const docs = (summary: string) => ({ tags: ['notifications'], summary, security: [{ bearer: [] }] });
/**
 * The notification centre (decision record 031): the account's notifications newest first, its unread count (live on
 * the one updates stream, GET /updates: live-updates/unread-on-stream.ts), mark one read, mark all read.
 */
export const centreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const store = createCentreStore(database.db);
  app.addHook('onRequest', noStore);

  app.get(
    '/notifications',
    {
      config: { access: access.self() },
      schema: {
        ...docs(
          'The account’s notifications, newest first (older pages with ?before=<id>), and the unread count',
        ),
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
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
      config: { access: access.self() },
      schema: {
        ...docs('How many of the account’s notifications are unread'),
        response: { 200: ZUnreadCount, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return { success: true as const, unread_count: await store.unreadCount(user.id) };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: access.owner('notification', 'any') },
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
      const user = userOf(request);
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
      config: { access: access.self() },
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
      const user = userOf(request);
      const marked = await store.markAllRead(user.id, clock.now());
      return { success: true as const, data: { marked }, unread_count: 0 };
    },
  );
};
