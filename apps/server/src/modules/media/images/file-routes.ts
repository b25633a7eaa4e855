import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_PATH } from '../../../adapters/files/file-store.ts';
import { fail } from '../../../http/envelope.ts';
import { access } from '../../../http/route-access.ts';

/** The stored forms the server serves, by extension; nothing stored under any other name is ever served. */
const SERVED = /^images\/[a-f0-9]{32}\.webp$/;
const TYPE = { webp: 'image/webp' } as const;

/**
 * Serves stored images under /uploads (outside /api, so never rate limited: http/rate-limit-tiers.ts). Keys are
 * content-hashed, so a URL never changes its bytes: cached for a year, immutable. The type comes from our own
 * extension (every file was re-encoded by us), and nosniff keeps browsers from guessing another.
 */
export const uploadedFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(
    `${UPLOADS_PATH}/*`,
    { config: { access: access.public() }, schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const found = SERVED.test(key) ? await app.services.files.get(key) : null;
      if (!found)
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send(fail('NOT_FOUND', 'Image not found'));
      return reply
        .header('content-type', TYPE.webp)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.body);
    },
  );
};
