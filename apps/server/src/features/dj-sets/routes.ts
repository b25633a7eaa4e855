import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicDjSet, ZPublicDjSetsQuery } from '@cuepoint/domain/djs/sets';
import { envelope, ok } from '../../http/envelope.ts';
import { createDjSetStore } from './store.ts';
import { ownSetRoutes } from './own-set-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

export const djSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createDjSetStore(app.services.database.db);

  app.get(
    '/public-dj-sets.php',
    {
      // Whatever adds, changes or removes a set calls services.publicCache.invalidate('sets').
      config: { publicCache: ['sets'] },
      schema: {
        tags: ['dj-sets'],
        summary: 'The newest public DJ sets with what their players need',
        querystring: ZPublicDjSetsQuery,
        response: { 200: envelope(z.array(ZPublicDjSet)) },
      },
    },
    async (request) => ok(await store.latestPublic(request.query.limit)),
  );

  await app.register(ownSetRoutes);
  await app.register(uploadRoutes);
};
