import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnnouncementBody, ZAnnouncementResult } from '@cuepoint/domain/notifications/announcement-api';
import type { Db } from '../../../db/client.ts';
import { envelope, ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { bookingErrors as errors } from '../../booking/index.ts';
import { announceFeature } from '../../notifications/index.ts';
import { recordOperatorAction } from '../../platform/index.ts';
import { access } from '../../../http/route-access.ts';
import { userOf } from '../../../http/auth-guard.ts';

/**
 * POST /admin/announcements (operators only, decision record 031): a new feature announced to every account that
 * turned newFeatures on. One transaction writes each recipient's notification with its push and e-mail deliveries
 * (the notifications outbox the sender jobs deliver with retries, by each account's preferences at sending time)
 * and the operator audit entry; the same key again reaches only accounts that have not had it.
 */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  app.addHook('onRequest', noStore);
  app.post(
    '/admin/announcements',
    {
      config: { access: access.operator() },
      onRequest: sameOriginRequired,
      schema: {
        tags: ['admin'],
        summary: 'Announces a new feature to the accounts that turned new-feature notifications on',
        security: [{ bearer: [] }],
        body: ZAnnouncementBody,
        response: { 201: envelope(ZAnnouncementResult), ...errors },
      },
    },
    async (request, reply) => {
      const operator = userOf(request);
      const now = clock.now();
      const { key, title, body, url } = request.body;
      const recipients = await database.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const count = await announceFeature(db, { key, title, body, url }, now);
        await recordOperatorAction(db, {
          operator: { id: operator.id, email: operator.email },
          action: 'feature.announced',
          targetType: 'announcement',
          targetId: 0,
          detail: { key, title, url, recipients: count },
          at: now,
        });
        return count;
      });
      reply.code(201);
      return ok({ key, recipients });
    },
  );
};
