import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import type { TImageUsageType } from '@cuepoint/domain/djs/images';

const COLUMN = {
  profile: djProfiles.profileImageUrl,
  banner: djProfiles.bannerImageUrl,
} as const;

const FIELD = { profile: 'profileImageUrl', banner: 'bannerImageUrl' } as const;

/**
 * Points the DJ's profile or banner image at `url` and returns the URL it replaced. The row is locked while it is
 * read and written, so two uploads at once each learn the URL the other replaced and no file is left behind.
 * Null when the user has no DJ profile.
 */
export async function replaceDjImage(
  db: Db,
  userId: number,
  usage: TImageUsageType,
  url: string,
  now: Date,
): Promise<{ previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ previous: COLUMN[usage] })
      .from(djProfiles)
      .where(eq(djProfiles.userId, userId))
      .for('update');
    if (!row) return null;
    await tx
      .update(djProfiles)
      .set({ [FIELD[usage]]: url, updatedAt: now })
      .where(eq(djProfiles.userId, userId));
    return { previous: row.previous };
  });
}
