import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFeatureGrantAnswer } from '@cuepoint/domain/djs/featuring';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createDjFeaturingStore } from './featuring-store.ts';
import { createDjFeaturingService } from './featuring-service.ts';
import { access } from '../../../http/route-access.ts';

/**
 * POST /dj/request-feature (docs/product/djs.md) for the signed-in DJ: 401 for a visitor, 403 for another account type.
 */
export const djFeaturingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, publicCache, jobs } = app.services;
  const service = createDjFeaturingService({
    store: createDjFeaturingStore(database.db),
    clock,
    publicCache,
    jobs,
    log: app.log,
  });

  app.post(
    '/dj/request-feature',
    {
      config: { access: access.self('dj') },
      onRequest: [noStore, sameOriginRequired],
      schema: {
        tags: ['dj-featuring'],
        summary: 'Features the DJ for 30 minutes at once; once a week (409 during the cooldown)',
        security: [{ bearer: [] }],
        response: {
          200: envelope(ZFeatureGrantAnswer),
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => ok(await service.request(userOf(request).id)),
  );
};
