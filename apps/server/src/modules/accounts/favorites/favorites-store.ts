import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { favoriteArtists, favoriteDjs } from '../../../db/schema/venues.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import type { TFavoriteArtist, TFavoriteDj } from '@cuepoint/domain/favorites/favorites';

export type DjLink = { djUserId: number; slug: string };

const lower = (column: typeof djProfiles.stageName | typeof favoriteDjs.djName) => sql`lower(${column})`;

/**
 * The DJs whose stage name is one of `names` in any case, keyed by the lower-case name, one per name: a DJ with the
 * exact spelling first, then the oldest account.
 */
async function djsByStageName(db: Db, names: string[]): Promise<Map<string, DjLink>> {
  const links = new Map<string, DjLink>();
  if (names.length === 0) return links;
  const keys = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await db
    .select({ djUserId: djProfiles.userId, slug: djProfiles.slug, stageName: djProfiles.stageName })
    .from(djProfiles)
    .innerJoin(users, eq(users.id, djProfiles.userId))
    .where(and(eq(users.userType, 'dj'), inArray(lower(djProfiles.stageName), keys)))
    .orderBy(asc(djProfiles.userId));
  const exact = new Set(names);
  const chosen = new Map<string, DjLink & { exact: boolean }>();
  for (const row of rows) {
    const key = row.stageName.toLowerCase();
    const isExact = exact.has(row.stageName);
    const taken = chosen.get(key);
    if (!taken || (isExact && !taken.exact)) {
      chosen.set(key, { djUserId: row.djUserId, slug: row.slug, exact: isExact });
    }
  }
  for (const [key, link] of chosen) links.set(key, { djUserId: link.djUserId, slug: link.slug });
  return links;
}

/** Every query of favorite DJs and artists; each is scoped to the account that keeps them. */
export function createFavoritesStore(db: Db) {
  return {
    /**
     * The account's favorite DJs, oldest first, each with the DJ's account and page: the link kept when it was
     * added, else a DJ whose stage name matches now (a DJ who joined later).
     */
    async listDjs(userId: number): Promise<TFavoriteDj[]> {
      const rows = await db
        .select({
          id: favoriteDjs.id,
          djName: favoriteDjs.djName,
          djUserId: favoriteDjs.djUserId,
          slug: djProfiles.slug,
        })
        .from(favoriteDjs)
        .leftJoin(djProfiles, eq(djProfiles.userId, favoriteDjs.djUserId))
        .where(eq(favoriteDjs.userId, userId))
        .orderBy(asc(favoriteDjs.createdAt), asc(favoriteDjs.id));
      const unlinked = rows.filter((row) => row.djUserId === null).map((row) => row.djName);
      const found = await djsByStageName(db, unlinked);
      return rows.map((row) => {
        const link = row.djUserId === null ? found.get(row.djName.toLowerCase()) : undefined;
        return {
          id: row.id,
          dj_name: row.djName,
          dj_user_id: row.djUserId ?? link?.djUserId ?? null,
          dj_slug: row.slug ?? link?.slug ?? null,
        };
      });
    },

    async countDjs(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(favoriteDjs).where(eq(favoriteDjs.userId, userId));
      return row?.n ?? 0;
    },

    /** The DJ account whose stage name is `name` (any case), or null. */
    async findDj(name: string): Promise<DjLink | null> {
      return (await djsByStageName(db, [name])).get(name.toLowerCase()) ?? null;
    },

    /** The new favorite, or null when the account already keeps that name (in any case). */
    async insertDj(
      userId: number,
      djName: string,
      djUserId: number | null,
      now: Date,
    ): Promise<{ id: number } | null> {
      const [row] = await db
        .insert(favoriteDjs)
        .values({ userId, djName, djUserId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: favoriteDjs.id });
      return row ?? null;
    },

    /** Removes the favorite of that name (any case); the name as it was kept, or null when there was none. */
    async deleteDj(userId: number, djName: string): Promise<string | null> {
      const [row] = await db
        .delete(favoriteDjs)
        .where(
          and(eq(favoriteDjs.userId, userId), sql`lower(${favoriteDjs.djName}) = ${djName.toLowerCase()}`),
        )
        .returning({ djName: favoriteDjs.djName });
      return row?.djName ?? null;
    },

    /** The favorite artists, each with the page of the Cuepoint DJ of that stage name (any case), if one exists. */
    async listArtists(userId: number): Promise<TFavoriteArtist[]> {
      const rows = await db
        .select({ id: favoriteArtists.id, artist_name: favoriteArtists.artistName })
        .from(favoriteArtists)
        .where(eq(favoriteArtists.userId, userId))
        .orderBy(asc(favoriteArtists.createdAt), asc(favoriteArtists.id));
      const links = await djsByStageName(
        db,
        rows.map((row) => row.artist_name),
      );
      return rows.map((row) => ({ ...row, dj_slug: links.get(row.artist_name.toLowerCase())?.slug ?? null }));
    },

    async countArtists(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(favoriteArtists)
        .where(eq(favoriteArtists.userId, userId));
      return row?.n ?? 0;
    },

    async insertArtist(userId: number, artistName: string, now: Date): Promise<TFavoriteArtist | null> {
      const [row] = await db
        .insert(favoriteArtists)
        .values({ userId, artistName, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: favoriteArtists.id, artist_name: favoriteArtists.artistName });
      if (!row) return null;
      return {
        ...row,
        dj_slug: (await djsByStageName(db, [artistName])).get(artistName.toLowerCase())?.slug ?? null,
      };
    },

    async deleteArtist(userId: number, artistName: string): Promise<string | null> {
      const [row] = await db
        .delete(favoriteArtists)
        .where(
          and(
            eq(favoriteArtists.userId, userId),
            sql`lower(${favoriteArtists.artistName}) = ${artistName.toLowerCase()}`,
          ),
        )
        .returning({ artistName: favoriteArtists.artistName });
      return row?.artistName ?? null;
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** The favorite DJs of an account, for the venue profile answer. */
export function favoriteDjsOf(db: Db, userId: number): Promise<TFavoriteDj[]> {
  return createFavoritesStore(db).listDjs(userId);
}

/** How many favorite DJs an account keeps (analytics, the enthusiast's stats). */
export function favoriteDjCount(db: Db, userId: number): Promise<number> {
  return createFavoritesStore(db).countDjs(userId);
}
