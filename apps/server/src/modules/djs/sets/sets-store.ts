import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { djMediaUploads, djSets } from '../../../db/schema/content.ts';
import { djFeatureRequests } from '../../../db/schema/dj-events.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';

export type DjSetRow = typeof djSets.$inferSelect;
export type NewDjSet = Omit<typeof djSets.$inferInsert, 'id' | 'djUserId'>;
export type DjSetChanges = Partial<
  Omit<typeof djSets.$inferInsert, 'id' | 'djUserId' | 'slug' | 'createdAt'>
>;
export type MediaUploadRow = typeof djMediaUploads.$inferSelect;

/** Uploads that hold storage: running, or finished and not (yet) a set's media. */
const reservedUploads = (djUserId: number) =>
  and(
    eq(djMediaUploads.djUserId, djUserId),
    inArray(djMediaUploads.status, ['uploading', 'complete']),
    isNull(djMediaUploads.setId),
  );

/** Every query of DJ sets and their media uploads; the DJ's own rows are always scoped to their owner. */
function queries(db: Db) {
  return {
    /**
     * The home player's sets: public ones with a player URL (it plays platform players only, so a set with only an
     * uploaded file is not among them), the sets of DJs featured at `now` first, then the newest.
     */
    async latestPublic(limit: number, now: Date): Promise<TPublicDjSet[]> {
      const featured = sql<boolean>`exists (
        select 1 from ${djFeatureRequests}
        where ${djFeatureRequests.djUserId} = ${djSets.djUserId}
          and ${djFeatureRequests.status} = 'granted'
          and ${djFeatureRequests.featuredFrom} <= ${now}
          and ${djFeatureRequests.featuredUntil} > ${now}
      )`;
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
        .orderBy(desc(featured), desc(djSets.createdAt), desc(djSets.id))
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

    /** The DJ's sets, newest first. */
    listOwn(djUserId: number): Promise<DjSetRow[]> {
      return db
        .select()
        .from(djSets)
        .where(eq(djSets.djUserId, djUserId))
        .orderBy(desc(djSets.createdAt), desc(djSets.id));
    },

    /** One of the DJ's sets (another DJ's id finds nothing); `lock` holds the row until the transaction ends. */
    async findOwn(djUserId: number, id: number, lock = false): Promise<DjSetRow | undefined> {
      const query = db
        .select()
        .from(djSets)
        .where(and(eq(djSets.id, id), eq(djSets.djUserId, djUserId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Public sets by id, for the public DJ page. */
    publicByIds(ids: readonly number[]): Promise<DjSetRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(djSets)
        .where(and(inArray(djSets.id, [...ids]), eq(djSets.isPublic, true)));
    },

    async insert(djUserId: number, set: NewDjSet): Promise<DjSetRow> {
      const [row] = await db
        .insert(djSets)
        .values({ ...set, djUserId })
        .returning();
      if (!row) throw new Error('dj set insert returned no row');
      return row;
    },

    async update(djUserId: number, id: number, changes: DjSetChanges): Promise<DjSetRow | undefined> {
      const [row] = await db
        .update(djSets)
        .set(changes)
        .where(and(eq(djSets.id, id), eq(djSets.djUserId, djUserId)))
        .returning();
      return row;
    },

    /** Deletes one of the DJ's sets and answers it (null when the DJ has no such set). */
    async delete(djUserId: number, id: number): Promise<DjSetRow | undefined> {
      const [row] = await db
        .delete(djSets)
        .where(and(eq(djSets.id, id), eq(djSets.djUserId, djUserId)))
        .returning();
      return row;
    },

    /** Storage the DJ uses: the media of their sets and every upload that is running or not yet used by a set. */
    async usedStorage(djUserId: number): Promise<number> {
      const [sets] = await db
        .select({ bytes: sql<number>`coalesce(sum(${djSets.mediaSizeBytes}), 0)`.mapWith(Number) })
        .from(djSets)
        .where(eq(djSets.djUserId, djUserId));
      const [uploads] = await db
        .select({ bytes: sql<number>`coalesce(sum(${djMediaUploads.sizeBytes}), 0)`.mapWith(Number) })
        .from(djMediaUploads)
        .where(reservedUploads(djUserId));
      return (sets?.bytes ?? 0) + (uploads?.bytes ?? 0);
    },

    /**
     * Holds the DJ's account row until the transaction ends, so two uploads started at once cannot both take the
     * last free bytes.
     */
    async lockOwner(djUserId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, djUserId)).for('update');
    },

    async findUpload(djUserId: number, id: string, lock = false): Promise<MediaUploadRow | undefined> {
      const query = db
        .select()
        .from(djMediaUploads)
        .where(and(eq(djMediaUploads.id, id), eq(djMediaUploads.djUserId, djUserId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A set's media file by its upload id, with whose set it is and whether the set is public (media serving). */
    async setMedia(
      uploadId: string,
    ): Promise<
      { key: string; mimeType: string; sizeBytes: number; djUserId: number; isPublic: boolean } | undefined
    > {
      const [row] = await db
        .select({
          key: djSets.mediaKey,
          mimeType: djSets.mediaMimeType,
          sizeBytes: djSets.mediaSizeBytes,
          djUserId: djSets.djUserId,
          isPublic: djSets.isPublic,
        })
        .from(djMediaUploads)
        .innerJoin(djSets, eq(djSets.id, djMediaUploads.setId))
        .where(and(eq(djMediaUploads.id, uploadId), eq(djSets.mediaKey, djMediaUploads.storageKey)))
        .limit(1);
      if (!row?.key || !row.mimeType) return undefined;
      return { ...row, key: row.key, mimeType: row.mimeType };
    },

    async insertUpload(upload: typeof djMediaUploads.$inferInsert): Promise<MediaUploadRow> {
      const [row] = await db.insert(djMediaUploads).values(upload).returning();
      if (!row) throw new Error('media upload insert returned no row');
      return row;
    },

    async updateUpload(
      id: string,
      changes: Partial<
        Pick<MediaUploadRow, 'offsetBytes' | 'status' | 'detectedMimeType' | 'setId' | 'updatedAt'>
      >,
    ): Promise<void> {
      await db.update(djMediaUploads).set(changes).where(eq(djMediaUploads.id, id));
    },

    /**
     * Uploads left behind: running with no byte since `before`, finished before then but never a set's media, or
     * rejected before then.
     */
    staleUploads(before: Date): Promise<MediaUploadRow[]> {
      return db
        .select()
        .from(djMediaUploads)
        .where(
          and(
            lt(djMediaUploads.updatedAt, before),
            or(
              inArray(djMediaUploads.status, ['uploading', 'rejected']),
              and(eq(djMediaUploads.status, 'complete'), isNull(djMediaUploads.setId)),
            ),
          ),
        );
    },

    /** Removes upload rows: by id, or every one of a set except `keepId`. */
    async deleteUpload(id: string): Promise<void> {
      await db.delete(djMediaUploads).where(eq(djMediaUploads.id, id));
    },
    async deleteUploadsOfSet(setId: number, keepId?: string): Promise<void> {
      await db
        .delete(djMediaUploads)
        .where(
          keepId === undefined
            ? eq(djMediaUploads.setId, setId)
            : and(eq(djMediaUploads.setId, setId), ne(djMediaUploads.id, keepId)),
        );
    },
  };
}

/** The queries in a transaction (a set and its upload change together). */
export type DjSetQueries = ReturnType<typeof queries>;

export function createDjSetStore(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction<T>(work: (store: DjSetQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx as unknown as Db)));
    },
  };
}

export type DjSetStore = ReturnType<typeof createDjSetStore>;
