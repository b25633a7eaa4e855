import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { ZInPersonOpportunity } from '@cuepoint/domain/venues/in-person-opportunities';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createInPersonOpportunitiesStore } from './in-person-opportunities-store.ts';
import { createInPersonOpportunitiesService } from './in-person-opportunities-service.ts';
import { access } from '../../../http/route-access.ts';

/** GET /venue/in-person-opportunities: venue accounts only (a visitor is 401, another type 403). */
export const inPersonOpportunitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createInPersonOpportunitiesService({
    store: createInPersonOpportunitiesStore(database.db),
    clock,
    gazetteer: loadGazetteer,
  });

  app.get(
    '/venue/in-person-opportunities',
    {
      config: { access: access.self('venue') },
      onRequest: noStore,
      schema: {
        tags: ['venues'],
        summary:
          'DJs whose travels or announced sets bring them to the venue’s city (or within 100 km), coming dates',
        description:
          'Nearest first, then soonest; a travel period naming only the venue’s country has distance_km null.',
        security: [{ bearer: [] }],
        response: {
          200: envelope(z.array(ZInPersonOpportunity)),
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request) => ok(await service.list(userOf(request).id)),
  );
};
