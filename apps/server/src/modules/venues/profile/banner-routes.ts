import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { IMAGE_REQUIRED } from '@cuepoint/domain/djs/images';
import { VENUE_BANNER_FIELD, VENUE_BANNER_MAX_BYTES } from '@cuepoint/domain/venues/banner';
import { badRequest } from '../../../http/app-error.ts';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import type { ImageBytes } from '../../media/index.ts';
import { dataUrlBodyLimit, imageFromDataUrl } from '../../media/index.ts';
import { uploadVenueBanner } from './banner-service.ts';
import { access } from '../../../http/route-access.ts';

/** A JSON body's `banner_image`, the image as a data URL (docs/product/venues.md). */
const ZBannerDataUrl = z.object({ [VENUE_BANNER_FIELD]: z.string() });

/**
 * The banner the request carries: the first `banner_image` file of a form, cut off just past the limit (other parts
 * are skipped), or a JSON body's `banner_image` data URL.
 */
async function readBanner(request: FastifyRequest): Promise<ImageBytes> {
  if (!request.isMultipart()) {
    const body = ZBannerDataUrl.safeParse(request.body);
    const image = body.success ? imageFromDataUrl(body.data.banner_image, VENUE_BANNER_MAX_BYTES) : null;
    if (!image) throw badRequest(IMAGE_REQUIRED);
    return image;
  }
  let banner: ImageBytes | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname === VENUE_BANNER_FIELD && !banner) {
      const bytes = await part.toBuffer();
      banner = { bytes, truncated: part.file.truncated };
    } else {
      part.file.resume();
    }
  }
  if (!banner || banner.bytes.length === 0) throw badRequest(IMAGE_REQUIRED);
  return banner;
}

/**
 * PUT /venue/banner (docs/product/venues.md): the venue's banner image, less than 5 MB, as a multipart `banner_image`
 * file or as a JSON `banner_image` data URL.
 */
export const venueBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only this route takes a multipart body, one file of at most the banner limit (a longer
  // file is cut off there and refused with its message).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: VENUE_BANNER_MAX_BYTES,
      files: 1,
      fields: 4,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  app.put(
    '/venue/banner',
    {
      config: { access: access.self('venue') },
      // A JSON body carries the image as a data URL: a third longer than its bytes.
      bodyLimit: dataUrlBodyLimit(VENUE_BANNER_MAX_BYTES),
      // A cookie-carrying call from another site's page is refused app-wide (http/same-origin.ts), multipart or not.
      schema: {
        tags: ['venues'],
        summary:
          "Replaces the signed-in venue's banner image (banner_image, less than 5 MB: a multipart file or a JSON data URL)",
        description:
          'The image is checked by its content, re-encoded to WebP (at most 1920 px on its longer side) without ' +
          'metadata, and stored; the banner it replaces is removed.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: envelope(z.object({ url: z.string() })),
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
          422: ZErrorBody,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const upload = await readBanner(request);
      return ok(await uploadVenueBanner(request.server.services, request.log, user.id, upload));
    },
  );
};
