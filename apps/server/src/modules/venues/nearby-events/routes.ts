import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { ZListedEvent, ZNearbyEventsQuery } from '@cuepoint/domain/events/nearby-events';
import { optionalUser } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { createNearbyEventsStore } from './nearby-events-store.ts';
import { createNearbyEventsService } from './nearby-events-service.ts';
import { access } from '../../../http/route-access.ts';

const ZPlace = z.object({
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/**
 * GET /events/nearby?country=&city=&limit=20 (docs/product/venues.md): public events near a city, for anyone. Without a
 * city the signed-in account's city is used (and the answer is then kept by no cache).
 */
export const nearbyEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createNearbyEventsService({
    store: createNearbyEventsStore(database.db),
    clock,
    gazetteer: loadGazetteer,
  });

  app.get(
    '/events/nearby',
    {
      config: { access: access.public() },
      schema: {
        tags: ['events'],
        summary: 'Venues’ public events and DJs’ announced sets near a city, nearest first then soonest',
        description:
          'Distances are great-circle km from the city’s centre (offline gazetteer), one decimal. past=1 gives the ' +
          'ended events, newest first. radius_km (default 1000) bounds the search. An unknown city is a 400 that ' +
          'names it; a city in several countries without a country is a 400 asking for it.',
        querystring: ZNearbyEventsQuery,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(ZListedEvent), place: ZPlace }),
          400: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const fromAccount = !request.query.city;
      const user = fromAccount ? await optionalUser(request) : null;
      const account = user ? { city: user.row.city, country: user.row.country } : null;
      const { place, events } = await service.nearby(request.query, account);
      reply.header('Cache-Control', fromAccount ? 'private, no-store' : 'public, max-age=30');
      return { success: true as const, data: events, place };
    },
  );
};
