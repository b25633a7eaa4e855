import type { FastifyInstance } from 'fastify';
import { fail } from './envelope.ts';

/**
 * Source maps are not published in production: the build writes them without a `sourceMappingURL` (vite.config.ts,
 * `sourcemap: 'hidden'`) and any `.map` request is a 404, so the original sources stay on the server.
 */
export function refuseSourceMaps(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.endsWith('.map')) return;
    return reply.status(404).send(fail('NOT_FOUND', `Not found: ${request.method} ${path}`));
  });
}
