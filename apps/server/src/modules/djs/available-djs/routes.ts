import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvailableDj } from '@cuepoint/domain/venues/available-djs';
import { userOf } from '../../../http/auth-guard.ts';
import { ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createAvailableDjsStore } from './available-djs-store.ts';
import { createAvailableDjsService } from './available-djs-service.ts';
import { access } from '../../../http/route-access.ts';

/**
 * GET /venue/available-djs (docs/product/venues.md), for venue accounts only: 401 for a visitor, 403 for another type.
 */
export const availableDjsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createAvailableDjsService({ store: createAvailableDjsStore(database.db), clock });

  app.get(
    '/venue/available-djs',
    {
      config: { access: access.self('venue') },
      onRequest: noStore,
      schema: {
        tags: ['venues'],
        summary:
          'DJs bookable for the signed-in venue, each with their next dates (at most 5), soonest first',
        description:
          "In person: travel periods in the venue's country (and city, when both name one) that have not ended. " +
          'Remote: the weekly remote hours of DJs who accept remote venues, when the venue accepts remote DJs. ' +
          "Dates are the venue's calendar dates; at most 20 DJs.",
        security: [{ bearer: [] }],
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZAvailableDj),
            available_djs: z.array(ZAvailableDj),
          }),
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request) => {
      const djs = await service.forVenue(userOf(request).id);
      return { ...ok(djs), available_djs: djs };
    },
  );
};
