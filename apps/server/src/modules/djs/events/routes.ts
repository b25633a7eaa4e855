import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDjEvent, ZDjEventInput, ZDjEventList } from '@cuepoint/domain/djs/announced-sets';
import { ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createDjEventsStore } from './events-store.ts';
import { createDjEventsService } from './events-service.ts';
import { deleteOwnRow, djIdOf, ownDjRoutes } from '../dashboard/own-routes.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

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
  const own = ownDjRoutes('dj-events', errors);

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.post(
    '/events',
    own.create(
      'Announces the DJ’s next set (only for a DJ who accepts remote venues)',
      ZDjEventInput,
      ZDjEvent,
    ),
    async (request, reply) =>
      reply.status(201).send(ok(await service.announce(djIdOf(request), request.body))),
  );
  app.get(
    '/events/dj',
    own.read(
      'The DJ’s announced sets: coming ones soonest first, then the 50 latest ended ones',
      ZDjEventList,
    ),
    async (request) => ok(await service.list(djIdOf(request))),
  );
  app.delete(
    '/events/dj/:id',
    own.remove('Deletes one of the DJ’s announced sets', 'dj-event'),
    deleteOwnRow((request, id) => service.remove(djIdOf(request), id)),
  );
};
