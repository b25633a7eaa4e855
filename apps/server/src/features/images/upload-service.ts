import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMAGE_HIDDEN_CONTENT,
  IMAGE_MAX_BYTES,
  IMAGE_NOT_VALID,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  type TImageUsageType,
} from '@cuepoint/domain/djs/images';
import type { Services } from '../../services.ts';
import { AppError, notFound, unprocessable } from '../../http/app-error.ts';
import { containsMarkup, detectImageType, hasForeignTrailer } from './image-content.ts';
import { encodeForWeb, ImageTooLarge, type EncodedImage } from './image-encode.ts';
import { replaceDjImage } from './store.ts';
import { DJ_PROFILE_CACHE_TAG } from '../dj-profile/service.ts';

export const DJ_PROFILE_NOT_FOUND = 'DJ profile not found';

export type UploadedImage = {
  url: string;
  usage_type: TImageUsageType;
  content_type: 'image/webp';
  width: number;
  height: number;
  size_bytes: number;
};

export type CleanupInfo = {
  /** The image the upload replaced (null when there was none). */
  previous_url: string | null;
  /** Whether that file was removed from storage (false for none, an external address, or a failed removal). */
  previous_deleted: boolean;
};

/** `truncated`: the upload went past the largest limit and was cut off while it was read. */
export type ImageUpload = { bytes: Buffer; truncated: boolean; usage: TImageUsageType };

/** Everything that can be said about the bytes before any is decoded; throws the refusal. */
async function checkContent({ bytes, truncated, usage }: ImageUpload) {
  if (truncated || bytes.length >= IMAGE_MAX_BYTES[usage]) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE[usage]);
  }
  const mime = await detectImageType(bytes);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_NOT_VALID);
  if (containsMarkup(bytes) || (await hasForeignTrailer(bytes, mime)))
    throw unprocessable(IMAGE_HIDDEN_CONTENT);
}

async function encode(upload: ImageUpload): Promise<EncodedImage> {
  try {
    return await encodeForWeb(upload.bytes, upload.usage);
  } catch (error) {
    if (error instanceof ImageTooLarge || /pixel limit/i.test((error as Error).message)) {
      throw unprocessable(IMAGE_TOO_MANY_PIXELS);
    }
    throw unprocessable(IMAGE_UNREADABLE);
  }
}

/** Content-hashed, and distinct per DJ and usage: one DJ's cleanup never removes another's file. */
function keyFor(userId: number, usage: TImageUsageType, bytes: Buffer): string {
  const hash = crypto.createHash('sha256').update(`${userId}:${usage}:`).update(bytes).digest('hex');
  return `images/${hash.slice(0, 32)}.webp`;
}

/**
 * A DJ's new profile or banner image: checked by content, re-encoded, stored, put on the profile; the file it
 * replaced is removed. A refused upload stores nothing.
 */
export async function uploadDjImage(
  services: Services,
  log: FastifyBaseLogger,
  userId: number,
  upload: ImageUpload,
): Promise<{ image: UploadedImage; cleanup: CleanupInfo }> {
  await checkContent(upload);
  const encoded = await encode(upload);
  const { files, database, clock } = services;
  const key = keyFor(userId, upload.usage, encoded.bytes);
  const url = files.publicUrl(key);
  await files.put(key, encoded.bytes, 'image/webp');
  let replaced: { previous: string | null } | null;
  try {
    replaced = await replaceDjImage(database.db, userId, upload.usage, url, clock.now());
  } catch (error) {
    await files.delete(key).catch(() => undefined);
    throw error;
  }
  if (!replaced) {
    await files.delete(key);
    throw notFound(DJ_PROFILE_NOT_FOUND);
  }
  // The public profile (cached) shows the new image at once.
  await services.publicCache.invalidate(DJ_PROFILE_CACHE_TAG);
  const previousKey = replaced.previous ? files.keyOf(replaced.previous) : null;
  let deleted = false;
  if (previousKey && previousKey !== key) {
    try {
      await files.delete(previousKey);
      deleted = true;
    } catch (error) {
      log.warn({ err: error, key: previousKey }, 'replaced image could not be removed from storage');
    }
  }
  return {
    image: {
      url,
      usage_type: upload.usage,
      content_type: 'image/webp',
      width: encoded.width,
      height: encoded.height,
      size_bytes: encoded.bytes.length,
    },
    cleanup: { previous_url: replaced.previous, previous_deleted: deleted },
  };
}
