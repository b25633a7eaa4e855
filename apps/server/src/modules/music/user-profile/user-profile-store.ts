import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { enthusiastProfiles } from '../../../db/schema/profiles.ts';
import { venueEvents } from '../../../db/schema/venues.ts';
import type { UserRow } from '../../accounts/index.ts';

export type EnthusiastFields = { favoriteGenres: string[]; bio: string };

export type UserProfileChanges = {
  account: { displayName?: string; city?: string | null; country?: string | null };
  profile: Partial<EnthusiastFields>;
};

/** The only place the user profile calls query (favorites are counted by their own feature). */
export function createUserProfileStore(db: Db) {
  return {
    async enthusiastFields(userId: number): Promise<EnthusiastFields | undefined> {
      const [row] = await db
        .select({ favoriteGenres: enthusiastProfiles.favoriteGenres, bio: enthusiastProfiles.bio })
        .from(enthusiastProfiles)
        .where(eq(enthusiastProfiles.userId, userId))
        .limit(1);
      return row;
    },

    /** Public events still to start at `now` in the city (any case), and the country when both name one. */
    async upcomingEventsIn(city: string, country: string | null, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(venueEvents)
        .where(
          and(
            eq(venueEvents.isPublic, true),
            gte(venueEvents.startsAt, now),
            sql`lower(trim(${venueEvents.city})) = ${city.trim().toLowerCase()}`,
            country
              ? or(isNull(venueEvents.country), sql`upper(${venueEvents.country}) = ${country.toUpperCase()}`)
              : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /** Writes the account and the enthusiast profile (created when missing); the account row after the change. */
    async save(userId: number, changes: UserProfileChanges, now: Date): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ ...changes.account, updatedAt: now })
          .where(eq(users.id, userId))
          .returning();
        if (Object.keys(changes.profile).length > 0) {
          await tx
            .insert(enthusiastProfiles)
            .values({ userId, ...changes.profile, updatedAt: now })
            .onConflictDoUpdate({
              target: enthusiastProfiles.userId,
              set: { ...changes.profile, updatedAt: now },
            });
        }
        if (!user) throw new Error('user profile update found no account');
        return user;
      });
    },
  };
}

export type UserProfileStore = ReturnType<typeof createUserProfileStore>;
