import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED,
  IMAGE_USAGE_INVALID,
  IMAGE_USAGE_TYPES,
  isImageUsageType,
} from '@cuepoint/domain/djs/images';
import { badRequest } from '../../../http/app-error.ts';
import { ok, ZErrorBody } from '../../../http/envelope.ts';
import { userOf } from '../../../http/auth-guard.ts';
import { uploadDjImage, type ImageUpload } from './upload-service.ts';
import { access } from '../../../http/route-access.ts';

const ZUploadedImage = z.object({
  url: z.string(),
  usage_type: z.enum(IMAGE_USAGE_TYPES),
  content_type: z.literal('image/webp'),
  width: z.number(),
  height: z.number(),
  size_bytes: z.number(),
});

const ZCleanupInfo = z.object({ previous_url: z.string().nullable(), previous_deleted: z.boolean() });

/** Reads the form: the first `image` file (cut off past the largest limit) and `usage_type`, in either order. */
async function readForm(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest(IMAGE_REQUIRED);
  let image: { bytes: Buffer; truncated: boolean } | undefined;
  let usage: unknown;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'image' && !image) {
        const bytes = await part.toBuffer();
        image = { bytes, truncated: part.file.truncated };
      } else {
        part.file.resume();
      }
    } else if (part.fieldname === 'usage_type') {
      usage = part.value;
    }
  }
  if (!isImageUsageType(usage)) throw badRequest(IMAGE_USAGE_INVALID);
  if (!image || image.bytes.length === 0) throw badRequest(IMAGE_REQUIRED);
  return { ...image, usage };
}

/** DJ profile and banner images (docs/product/djs.md: POST /upload-image.php). */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only these routes accept multipart bodies, each with one file of at most the banner
  // limit (a longer file is cut off there and refused with the spec's message).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: IMAGE_MAX_BYTES.banner,
      files: 1,
      fields: 4,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  app.post(
    '/upload-image.php',
    {
      config: { access: access.self('dj') },
      schema: {
        tags: ['djs'],
        summary: "Replaces the signed-in DJ's profile or banner image (multipart: image, usage_type)",
        description:
          'The image is checked by its content, re-encoded to WebP in web sizes without metadata, and stored; ' +
          'the image it replaces is removed.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ success: z.literal(true), data: ZUploadedImage, cleanup_info: ZCleanupInfo }),
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
          422: ZErrorBody,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const upload = await readForm(request);
      const { image, cleanup } = await uploadDjImage(request.server.services, request.log, user.id, upload);
      return { ...ok(image), cleanup_info: cleanup };
    },
  );
};
