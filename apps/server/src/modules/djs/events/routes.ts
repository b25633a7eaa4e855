import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDjEvent, ZDjEventInput, ZDjEventList } from '@cuepoint/domain/djs/announced-sets';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createDjEventsStore } from './events-store.ts';
import { createDjEventsService } from './events-service.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const ZIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be a whole number')
    .max(2_147_483_647, 'id must be a whole number'),
});

/**
 * The DJ dashboard's announced sets (docs/product/djs.md: POST /events, GET /events/dj, DELETE /events/dj/{id}), for
 * the signed-in DJ's own sets only. 401 for a visitor and 403 for another account type, both before the body is read;
 * another DJ's id is a 404.
 */
export const djEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, publicCache } = app.services;
  const service = createDjEventsService({
    store: createDjEventsStore(database.db),
    clock,
    publicPages: publicCache,
  });
  const docs = (summary: string) => ({ tags: ['dj-events'], summary, security: [{ bearer: [] }] });

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.post(
    '/events',
    {
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Announces the DJ’s next set (only for a DJ who accepts remote venues)'),
        body: ZDjEventInput,
        response: { 201: envelope(ZDjEvent), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.announce(userOf(request).id, request.body))),
  );

  app.get(
    '/events/dj',
    {
      config: { access: access.self('dj') },
      schema: {
        ...docs('The DJ’s announced sets: coming ones soonest first, then the 50 latest ended ones'),
        response: { 200: envelope(ZDjEventList), ...errors },
      },
    },
    async (request) => ok(await service.list(userOf(request).id)),
  );

  app.delete(
    '/events/dj/:id',
    {
      config: { access: access.owner('dj-event', ['dj']) },
      schema: {
        ...docs('Deletes one of the DJ’s announced sets'),
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await service.remove(userOf(request).id, request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
