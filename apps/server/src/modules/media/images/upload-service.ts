import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, type TImageUsageType } from '@cuepoint/domain/djs/images';
import type { Services } from '../../../services.ts';
import { notFound } from '../../../http/app-error.ts';
import { checkImageContent, encodeImage, imageKey, removeStoredImage } from './image-pipeline.ts';
import { replaceDjImage } from './images-store.ts';
import { DJ_PROFILE_CACHE_TAG } from '../../djs/index.ts';

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
  await checkImageContent(upload, {
    maxBytes: IMAGE_MAX_BYTES[upload.usage],
    tooLarge: IMAGE_TOO_LARGE[upload.usage],
  });
  const encoded = await encodeImage(upload.bytes, upload.usage);
  const { files, database, clock } = services;
  // Distinct per DJ and usage: one DJ's cleanup never removes another's file.
  const key = imageKey(`${userId}:${upload.usage}`, encoded.bytes);
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
  const deleted = await removeStoredImage(files, log, replaced.previous, key);
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
