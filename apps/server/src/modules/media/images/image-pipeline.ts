import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMAGE_HIDDEN_CONTENT,
  IMAGE_NOT_VALID,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  type TImageUsageType,
} from '@cuepoint/domain/djs/images';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { AppError, unprocessable } from '../../../http/app-error.ts';
import { containsMarkup, detectImageType, hasForeignTrailer } from './image-content.ts';
import { encodeForWeb, ImageTooLarge, type EncodedImage } from './image-encode.ts';

/**
 * The one path every uploaded image takes, whatever it is for (a DJ's profile or banner, a venue's banner, an event
 * flyer): checked by its content, re-encoded to WebP without metadata, stored under a content-hashed key.
 */

/** The bytes as read from the request; `truncated` when the upload went past the reader's limit and was cut off. */
export type ImageBytes = { bytes: Buffer; truncated: boolean };

/** The upload must be smaller than `maxBytes`; `tooLarge` is the message when it is not. */
export type ImageLimit = { maxBytes: number; tooLarge: string };

/**
 * The web shape the pixels get: `profile` a square avatar, `banner` at most 1920 px on its longer side (also the
 * shape of flyers and posters).
 */
export type ImageShape = TImageUsageType;

export type StoredImage = EncodedImage & { key: string; url: string };

/** Everything that can be said about the bytes before any is decoded; throws the refusal. */
export async function checkImageContent({ bytes, truncated }: ImageBytes, limit: ImageLimit): Promise<void> {
  if (truncated || bytes.length >= limit.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', limit.tooLarge);
  const mime = await detectImageType(bytes);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_NOT_VALID);
  if (containsMarkup(bytes) || (await hasForeignTrailer(bytes, mime)))
    throw unprocessable(IMAGE_HIDDEN_CONTENT);
}

/** Decodes and re-encodes; a file that cannot be decoded, or of bomb-sized dimensions, is a 422. */
export async function encodeImage(bytes: Buffer, shape: ImageShape): Promise<EncodedImage> {
  try {
    return await encodeForWeb(bytes, shape);
  } catch (error) {
    if (error instanceof ImageTooLarge || /pixel limit/i.test((error as Error).message)) {
      throw unprocessable(IMAGE_TOO_MANY_PIXELS);
    }
    throw unprocessable(IMAGE_UNREADABLE);
  }
}

/** Content-hashed and distinct per `scope` (an owner and a purpose): one owner's cleanup never removes another's file. */
export function imageKey(scope: string, bytes: Buffer): string {
  const hash = crypto.createHash('sha256').update(`${scope}:`).update(bytes).digest('hex');
  return `images/${hash.slice(0, 32)}.webp`;
}

/** Checks, re-encodes and stores an upload; a refused upload stores nothing. */
export async function storeImage(
  files: FileStore,
  upload: ImageBytes,
  options: { limit: ImageLimit; shape: ImageShape; scope: string },
): Promise<StoredImage> {
  await checkImageContent(upload, options.limit);
  const encoded = await encodeImage(upload.bytes, options.shape);
  const key = imageKey(options.scope, encoded.bytes);
  await files.put(key, encoded.bytes, 'image/webp');
  return { ...encoded, key, url: files.publicUrl(key) };
}

/**
 * Removes an image this store handed out (an external URL, none, or the file just stored under `keep` is left
 * alone); a failed removal is logged, never thrown, since the change it follows has already been saved.
 */
export async function removeStoredImage(
  files: FileStore,
  log: FastifyBaseLogger,
  url: string | null,
  keep?: string,
): Promise<boolean> {
  const key = url ? files.keyOf(url) : null;
  if (!key || key === keep) return false;
  try {
    await files.delete(key);
    return true;
  } catch (error) {
    log.warn({ err: error, key }, 'replaced image could not be removed from storage');
    return false;
  }
}
