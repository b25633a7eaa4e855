import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { djSets } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { notSuspended } from '../../accounts/index.ts';

export type DjProfileRow = typeof djProfiles.$inferSelect & {
  accountCity: string | null;
  accountCountry: string | null;
  memberSince: Date;
  /** Seeded sample content (db/seed/demo.ts); the public page labels it. */
  isDemo: boolean;
};
export type DjProfileChanges = Partial<
  Omit<typeof djProfiles.$inferInsert, 'userId' | 'stageName' | 'slug' | 'updatedAt'>
>;
export type DjSetCounts = { total: number; public: number; audio: number; video: number; tracklist: number };

const profileWithAccount = {
  profile: djProfiles,
  accountCity: users.city,
  accountCountry: users.country,
  memberSince: users.createdAt,
  isDemo: users.isDemo,
};

/** The only place the DJ profile calls query. */
export function createDjProfileStore(db: Db) {
  async function findOne(where: ReturnType<typeof eq>): Promise<DjProfileRow | undefined> {
    const [row] = await db
      .select(profileWithAccount)
      .from(djProfiles)
      .innerJoin(users, eq(users.id, djProfiles.userId))
      .where(and(where, eq(users.userType, 'dj'), notSuspended(users.id)))
      .limit(1);
    return row
      ? {
          ...row.profile,
          accountCity: row.accountCity,
          accountCountry: row.accountCountry,
          memberSince: row.memberSince,
          isDemo: row.isDemo,
        }
      : undefined;
  }

  return {
    byUserId: (userId: number) => findOne(eq(djProfiles.userId, userId)),
    bySlug: (slug: string) => findOne(eq(djProfiles.slug, slug)),

    /** Writes the changes and returns whether the profile exists. */
    async update(userId: number, changes: DjProfileChanges, now: Date): Promise<boolean> {
      const rows = await db
        .update(djProfiles)
        .set({ ...changes, updatedAt: now })
        .where(eq(djProfiles.userId, userId))
        .returning({ userId: djProfiles.userId });
      return rows.length > 0;
    },

    async setCounts(userId: number): Promise<DjSetCounts> {
      const [row] = await db
        .select({
          total: count(),
          public: sql<number>`count(*) filter (where ${djSets.isPublic})`.mapWith(Number),
          audio: sql<number>`count(*) filter (where ${djSets.setType} = 'audio')`.mapWith(Number),
          video: sql<number>`count(*) filter (where ${djSets.setType} = 'video')`.mapWith(Number),
          tracklist: sql<number>`count(*) filter (where ${djSets.setType} = 'tracklist')`.mapWith(Number),
        })
        .from(djSets)
        .where(eq(djSets.djUserId, userId));
      return row ?? { total: 0, public: 0, audio: 0, video: 0, tracklist: 0 };
    },

    /** The DJ's public sets, newest first. */
    publicSets(userId: number) {
      return db
        .select({
          id: djSets.id,
          title: djSets.title,
          slug: djSets.slug,
          setType: djSets.setType,
          platform: djSets.platform,
          externalUrl: djSets.externalUrl,
          embedHtml: djSets.embedHtml,
          isPublic: djSets.isPublic,
          createdAt: djSets.createdAt,
        })
        .from(djSets)
        .where(and(eq(djSets.djUserId, userId), eq(djSets.isPublic, true)))
        .orderBy(sql`${djSets.createdAt} desc, ${djSets.id} desc`);
    },
  };
}

export type DjProfileStore = ReturnType<typeof createDjProfileStore>;
