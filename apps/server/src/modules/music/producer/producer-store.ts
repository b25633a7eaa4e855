import { and, asc, count, desc, eq, inArray, lt, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { producerProfiles } from '../../../db/schema/profiles.ts';
import { favoriteArtists } from '../../../db/schema/venues.ts';
import {
  producerTrackFiles,
  producerTracks,
  producerTrackSales,
  producerUploads,
} from '../../../db/schema/producer-tracks.ts';

export type ProducerProfileRow = typeof producerProfiles.$inferSelect;
export type ProducerAccount = {
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'displayName' | 'firstName' | 'city' | 'country'>;
  profile: ProducerProfileRow;
};
export type TrackRow = typeof producerTracks.$inferSelect;
export type TrackFileRow = typeof producerTrackFiles.$inferSelect;
export type UploadRow = typeof producerUploads.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    ProducerProfileRow,
    | 'producerName'
    | 'primaryDaw'
    | 'remixHandle'
    | 'bio'
    | 'trainingExperienceYears'
    | 'trainingHourlyRateMinor'
    | 'trainingCurrency'
  >
>;

function queries(db: Db) {
  return {
    async account(userId: number): Promise<ProducerAccount | undefined> {
      const [row] = await db
        .select({
          user: {
            id: users.id,
            email: users.email,
            displayName: users.displayName,
            firstName: users.firstName,
            city: users.city,
            country: users.country,
          },
          profile: producerProfiles,
        })
        .from(users)
        .innerJoin(producerProfiles, eq(producerProfiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** Whether another producer has the handle, whatever its case. */
    async handleTaken(handle: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: producerProfiles.userId })
        .from(producerProfiles)
        .where(
          and(
            sql`lower(${producerProfiles.remixHandle}) = lower(${handle})`,
            sql`${producerProfiles.userId} <> ${userId}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async updateProfile(userId: number, changes: ProfileChanges, now: Date): Promise<void> {
      await db
        .update(producerProfiles)
        .set({ ...changes, updatedAt: now })
        .where(eq(producerProfiles.userId, userId));
    },

    /** The numbers behind the five stat cards (definitions in the domain's producer-stats). */
    async stats(userId: number, wantOthersToRemix: boolean) {
      const [tracks] = await db
        .select({ total: count() })
        .from(producerTracks)
        .where(eq(producerTracks.producerUserId, userId));
      const [open] = wantOthersToRemix
        ? await db
            .select({ total: count() })
            .from(producerTracks)
            .innerJoin(
              producerTrackFiles,
              and(
                eq(producerTrackFiles.trackId, producerTracks.id),
                eq(producerTrackFiles.kind, 'stems_zip'),
              ),
            )
            .where(eq(producerTracks.producerUserId, userId))
        : [{ total: 0 }];
      const [favorites] = await db
        .select({ total: count() })
        .from(favoriteArtists)
        .where(eq(favoriteArtists.userId, userId));
      const [sales] = await db
        .select({
          stems: sql<number>`count(*) filter (where ${producerTrackSales.kind} = 'stems_zip')`.mapWith(
            Number,
          ),
          earnings: sum(producerTrackSales.amountMinor).mapWith(Number),
        })
        .from(producerTrackSales)
        .innerJoin(producerTracks, eq(producerTracks.id, producerTrackSales.trackId))
        .where(eq(producerTracks.producerUserId, userId));
      return {
        tracks: tracks?.total ?? 0,
        openForRemix: open?.total ?? 0,
        favorites: favorites?.total ?? 0,
        stemsSold: sales?.stems ?? 0,
        earnings: sales?.earnings ?? 0,
      };
    },

    /** The producer's tracks, newest first, with their files. */
    async tracks(userId: number): Promise<{ track: TrackRow; files: TrackFileRow[] }[]> {
      const rows = await db
        .select()
        .from(producerTracks)
        .where(eq(producerTracks.producerUserId, userId))
        .orderBy(desc(producerTracks.createdAt), desc(producerTracks.id));
      if (rows.length === 0) return [];
      const files = await db
        .select()
        .from(producerTrackFiles)
        .where(
          inArray(
            producerTrackFiles.trackId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((track) => ({ track, files: files.filter((file) => file.trackId === track.id) }));
    },

    /** One of the producer's tracks with its files (locked for removal when asked); another's is not found. */
    async findTrack(
      userId: number,
      id: number,
      lock = false,
    ): Promise<{ track: TrackRow; files: TrackFileRow[] } | undefined> {
      const query = db
        .select()
        .from(producerTracks)
        .where(and(eq(producerTracks.id, id), eq(producerTracks.producerUserId, userId)));
      const [track] = lock ? await query.for('update') : await query;
      if (!track) return undefined;
      const files = await db.select().from(producerTrackFiles).where(eq(producerTrackFiles.trackId, id));
      return { track, files };
    },

    async trackSold(trackId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: producerTrackSales.id })
        .from(producerTrackSales)
        .where(eq(producerTrackSales.trackId, trackId))
        .limit(1);
      return row !== undefined;
    },

    /** Removes a track; its file rows go with it (cascade). */
    async deleteTrack(id: number): Promise<void> {
      await db.delete(producerTracks).where(eq(producerTracks.id, id));
    },

    async insertTrack(
      track: typeof producerTracks.$inferInsert,
      files: Omit<typeof producerTrackFiles.$inferInsert, 'trackId'>[],
    ): Promise<TrackRow> {
      const [row] = await db.insert(producerTracks).values(track).returning();
      if (!row) throw new Error('track insert returned nothing');
      await db.insert(producerTrackFiles).values(files.map((file) => ({ ...file, trackId: row.id })));
      return row;
    },

    async insertUpload(upload: typeof producerUploads.$inferInsert): Promise<void> {
      await db.insert(producerUploads).values(upload);
    },

    async findUpload(userId: number, id: string, lock = false): Promise<UploadRow | undefined> {
      const query = db
        .select()
        .from(producerUploads)
        .where(and(eq(producerUploads.id, id), eq(producerUploads.producerUserId, userId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateUpload(id: string, changes: Partial<UploadRow>): Promise<void> {
      await db.update(producerUploads).set(changes).where(eq(producerUploads.id, id));
    },

    async deleteUpload(id: string): Promise<void> {
      await db.delete(producerUploads).where(eq(producerUploads.id, id));
    },

    /** Uploads with no byte since `before` while running, or done (complete or rejected) and never used. */
    async staleUploads(before: Date, limit: number): Promise<UploadRow[]> {
      return db
        .select()
        .from(producerUploads)
        .where(lt(producerUploads.updatedAt, before))
        .orderBy(asc(producerUploads.updatedAt))
        .limit(limit);
    },

    /** Keys of stored files a track uses (a stale upload's key that a track took is never deleted). */
    async keysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: producerTrackFiles.storageKey })
        .from(producerTrackFiles)
        .where(or(...keys.map((key) => eq(producerTrackFiles.storageKey, key))));
      return new Set(rows.map((row) => row.key));
    },
  };
}

export type ProducerQueries = ReturnType<typeof queries>;

export function createProducerStore(db: Db) {
  return {
    ...queries(db),
    transaction<T>(work: (store: ProducerQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx as unknown as Db)));
    },
  };
}

export type ProducerStore = ReturnType<typeof createProducerStore>;
