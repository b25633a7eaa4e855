import type { FastifyBaseLogger } from 'fastify';
import { VENUE_BANNER_MAX_BYTES, VENUE_BANNER_TOO_LARGE } from '@cuepoint/domain/venues/banner';
import { VENUE_PROFILE_MESSAGES } from '@cuepoint/domain/venues/venue-profile';
import type { Services } from '../../../services.ts';
import { notFound } from '../../../http/app-error.ts';
import { removeStoredImage, storeImage, type ImageBytes } from '../../media/index.ts';
import { replaceVenueBanner } from './profile-store.ts';

/**
 * A venue's new banner: the uploads' one image path (checked by content, re-encoded to WebP in the banner's web
 * shape, stored), put on the profile; the banner it replaced is removed. A refused upload stores nothing.
 */
export async function uploadVenueBanner(
  services: Services,
  log: FastifyBaseLogger,
  userId: number,
  upload: ImageBytes,
): Promise<{ url: string }> {
  const { files, database, clock } = services;
  const stored = await storeImage(files, upload, {
    limit: { maxBytes: VENUE_BANNER_MAX_BYTES, tooLarge: VENUE_BANNER_TOO_LARGE },
    shape: 'banner',
    // Distinct per venue: one venue's cleanup never removes another's file.
    scope: `venue:${userId}:banner`,
  });
  let replaced: { previous: string | null } | null;
  try {
    replaced = await replaceVenueBanner(database.db, userId, stored.url, clock.now());
  } catch (error) {
    await files.delete(stored.key).catch(() => undefined);
    throw error;
  }
  if (!replaced) {
    await files.delete(stored.key);
    throw notFound(VENUE_PROFILE_MESSAGES.notFound);
  }
  await removeStoredImage(files, log, replaced.previous, stored.key);
  return { url: stored.url };
}
