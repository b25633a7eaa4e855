import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { ZDiscoverDjsAnswer, ZDiscoverDjsQuery } from '@cuepoint/domain/djs/discover';
import { optionalUser } from '../../../http/auth-guard.ts';
import { envelope, ZErrorBody } from '../../../http/envelope.ts';
import { createDiscoverStore } from './discover-store.ts';
import { createDiscoverService } from './discover-service.ts';
import { matchmakingRoutes } from '../../booking/index.ts';
import { access } from '../../../http/route-access.ts';

/**
 * GET /discover/djs?genre=&mode=all|local|remote&city=&country=&limit=&offset= (the Discover tab): public DJ data for
 * anyone. Local mode without a city uses the signed-in account's (and that answer is kept by no cache).
 */
export const discoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  // Recommendations, DJ search and similar DJs: the ranked side of discovery.
  await app.register(matchmakingRoutes);
  const service = createDiscoverService({
    store: createDiscoverStore(database.db),
    clock,
    gazetteer: loadGazetteer,
  });

  app.get(
    '/discover/djs',
    {
      config: { access: access.public() },
      schema: {
        tags: ['djs'],
        summary:
          'DJs by genre and by where they play (local: in the city or travelling there; remote), paged',
        querystring: ZDiscoverDjsQuery,
        response: { 200: envelope(ZDiscoverDjsAnswer), 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      const fromAccount = request.query.mode === 'local' && !request.query.city;
      const user = fromAccount ? await optionalUser(request) : null;
      const account = user ? { city: user.row.city, country: user.row.country } : null;
      const data = await service.discover(request.query, account);
      reply.header('Cache-Control', fromAccount ? 'private, no-store' : 'public, max-age=30');
      return { success: true as const, data };
    },
  );
};
