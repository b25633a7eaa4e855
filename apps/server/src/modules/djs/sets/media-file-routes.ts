import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_PATH, type ByteRange } from '../../../adapters/files/file-store.ts';
import { optionalUser } from '../../../http/auth-guard.ts';
import { fail } from '../../../http/envelope.ts';
import { createDjSetStore } from './sets-store.ts';
import { MEDIA_FOLDER, UPLOAD_ID_PATTERN } from './upload-service.ts';
import { access } from '../../../http/route-access.ts';

const NOT_FOUND = 'Media file not found';

/**
 * The byte range a `Range` header asks for within `size` bytes: one range (`bytes=0-99`, `bytes=100-`, `bytes=-500`).
 * `undefined` when there is no usable header (the whole file is sent), `null` when the range lies outside the file.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * Serves sets' uploaded media under /uploads/media (outside /api, so never rate limited) with HTTP ranges, so players
 * seek without loading the whole file: 206 with Content-Range for a range, 416 for one outside the file. The type is
 * the one the content check found, shown inline and never sniffed. A public set's media is open to all and cached for
 * a year (a key never changes its bytes); a private set's only to its DJ, never cached; anything else is a 404.
 */
export const mediaFileRoutes: FastifyPluginAsync = async (app) => {
  const store = createDjSetStore(app.services.database.db);

  // HEAD has its own route: Fastify's automatic one would read the whole file to throw it away.
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PATH}/${MEDIA_FOLDER}/:file`,
    exposeHeadRoute: false,
    // A public set's media is open to all; a private set's only to its DJ (404 for anyone else).
    config: { access: access.public() },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { file } = request.params;
      const media = UPLOAD_ID_PATTERN.test(file) ? await store.setMedia(file) : undefined;
      const allowed = media && (media.isPublic || (await optionalUser(request))?.id === media.djUserId);
      if (!media || !allowed) {
        return reply.status(404).header('cache-control', 'no-store').send(fail('NOT_FOUND', NOT_FOUND));
      }
      const size = media.sizeBytes;
      const range = requestedRange(request.headers.range, size);
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', media.mimeType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('etag', `"${file}"`)
        .header(
          'cache-control',
          media.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
        );
      if (range === null) {
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      }
      const length = range ? range.end - range.start + 1 : size;
      reply.header('content-length', length);
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      if (request.method === 'HEAD') return reply.send();
      const found = await app.services.files.get(media.key, range);
      if (!found) {
        reply.removeHeader('content-length').removeHeader('content-range').removeHeader('content-type');
        return reply.status(404).header('cache-control', 'no-store').send(fail('NOT_FOUND', NOT_FOUND));
      }
      return reply.send(found.body);
    },
  });
};
