import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicDjSet, ZPublicDjSetsQuery } from '@cuepoint/domain/djs/sets';
import { envelope, ok } from '../../../http/envelope.ts';
import { createDjSetStore } from './sets-store.ts';
import { ownSetRoutes } from './own-set-routes.ts';
import { uploadRoutes } from './upload-routes.ts';
import { access } from '../../../http/route-access.ts';

export const djSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createDjSetStore(app.services.database.db);

  app.get(
    '/public-dj-sets.php',
    {
      // Whatever adds, changes or removes a set, or features a DJ, calls services.publicCache.invalidate('sets').
      // The end of a featured window is no write: the order it leaves is served at most PUBLIC_CACHE_TTL_SECONDS
      // (30 s by default) longer.
      config: { access: access.public(), publicCache: ['sets'] },
      schema: {
        tags: ['dj-sets'],
        summary: 'Public DJ sets for the home player: featured DJs’ first, then the newest',
        querystring: ZPublicDjSetsQuery,
        response: { 200: envelope(z.array(ZPublicDjSet)) },
      },
    },
    async (request) => ok(await store.latestPublic(request.query.limit, app.services.clock.now())),
  );

  await app.register(ownSetRoutes);
  await app.register(uploadRoutes);
};
