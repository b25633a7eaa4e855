import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { djSets } from '../../db/schema/content.ts';
import { djProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';

export function createDjSetStore(db: Db) {
  return {
    /** The newest public sets with a player URL across all DJs, for the home player. */
    async latestPublic(limit: number): Promise<TPublicDjSet[]> {
      const rows = await db
        .select({
          id: djSets.id,
          title: djSets.title,
          slug: djSets.slug,
          platform: djSets.platform,
          externalUrl: djSets.externalUrl,
          embedHtml: djSets.embedHtml,
          createdAt: djSets.createdAt,
          djName: djProfiles.stageName,
          djSlug: djProfiles.slug,
          djIsDemo: users.isDemo,
        })
        .from(djSets)
        .innerJoin(djProfiles, eq(djProfiles.userId, djSets.djUserId))
        .innerJoin(users, eq(users.id, djSets.djUserId))
        .where(and(eq(djSets.isPublic, true), isNotNull(djSets.externalUrl)))
        .orderBy(desc(djSets.createdAt), desc(djSets.id))
        .limit(limit);
      return rows.flatMap((row) => {
        if (row.externalUrl === null) return [];
        return [
          {
            id: row.id,
            title: row.title,
            slug: row.slug,
            platform: row.platform,
            external_url: row.externalUrl,
            embed_html: row.embedHtml,
            dj_name: row.djName,
            dj_slug: row.djSlug,
            dj_is_demo: row.djIsDemo,
            created_at: row.createdAt.toISOString(),
          },
        ];
      });
    },
  };
}
