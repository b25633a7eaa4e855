import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { djSets } from '../../../db/schema/content.ts';
import { mixcloudConnections, mixcloudPublishes } from '../../../db/schema/mixcloud.ts';

export type ConnectionRow = typeof mixcloudConnections.$inferSelect;
export type PublishRow = typeof mixcloudPublishes.$inferSelect;
export type NewPublish = typeof mixcloudPublishes.$inferInsert;
export type PublishChanges = Partial<Omit<NewPublish, 'id' | 'djUserId' | 'createdAt'>>;
export type SetRow = typeof djSets.$inferSelect;

const ACTIVE = ['queued', 'uploading', 'retrying'];

/** Every query of the Mixcloud feature; a DJ's rows are always scoped to their owner. */
export function createMixcloudStore(db: Db) {
  return {
    async connection(userId: number): Promise<ConnectionRow | undefined> {
      const [row] = await db.select().from(mixcloudConnections).where(eq(mixcloudConnections.userId, userId));
      return row;
    },

    async saveConnection(row: typeof mixcloudConnections.$inferInsert): Promise<void> {
      const { userId: _userId, ...changes } = row;
      await db
        .insert(mixcloudConnections)
        .values(row)
        .onConflictDoUpdate({ target: mixcloudConnections.userId, set: changes });
    },

    async markToken(userId: number, status: 'ok' | 'invalid', at: Date): Promise<void> {
      await db
        .update(mixcloudConnections)
        .set({ tokenStatus: status, checkedAt: at, updatedAt: at })
        .where(eq(mixcloudConnections.userId, userId));
    },

    async deleteConnection(userId: number): Promise<boolean> {
      const rows = await db
        .delete(mixcloudConnections)
        .where(eq(mixcloudConnections.userId, userId))
        .returning({ userId: mixcloudConnections.userId });
      return rows.length > 0;
    },

    /** One of the DJ's sets (another DJ's id finds nothing). */
    async ownSet(djUserId: number, setId: number): Promise<SetRow | undefined> {
      const [row] = await db
        .select()
        .from(djSets)
        .where(and(eq(djSets.id, setId), eq(djSets.djUserId, djUserId)));
      return row;
    },

    /** Gives a set the show's address when it has none yet (a set already playing elsewhere keeps its link). */
    async fillSetUrl(setId: number, url: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(djSets)
        .set({ externalUrl: url, platform: 'mixcloud', embedHtml: null, updatedAt: at })
        .where(and(eq(djSets.id, setId), isNull(djSets.externalUrl)))
        .returning({ id: djSets.id });
      return rows.length > 0;
    },

    async insertPublish(row: NewPublish): Promise<PublishRow> {
      const [inserted] = await db.insert(mixcloudPublishes).values(row).returning();
      if (!inserted) throw new Error('mixcloud publish insert returned no row');
      return inserted;
    },

    async publish(id: number): Promise<PublishRow | undefined> {
      const [row] = await db.select().from(mixcloudPublishes).where(eq(mixcloudPublishes.id, id));
      return row;
    },

    async updatePublish(id: number, changes: PublishChanges): Promise<PublishRow | undefined> {
      const [row] = await db
        .update(mixcloudPublishes)
        .set(changes)
        .where(eq(mixcloudPublishes.id, id))
        .returning();
      return row;
    },

    /** Moves the progress forward only (a late write never takes it back) while the upload runs. */
    async setProgress(id: number, progress: number, at: Date): Promise<void> {
      await db
        .update(mixcloudPublishes)
        .set({ progress, updatedAt: at })
        .where(
          and(
            eq(mixcloudPublishes.id, id),
            eq(mixcloudPublishes.status, 'uploading'),
            lt(mixcloudPublishes.progress, progress),
          ),
        );
    },

    /** The DJ's uploads, newest first. */
    listPublishes(djUserId: number, limit = 20): Promise<PublishRow[]> {
      return db
        .select()
        .from(mixcloudPublishes)
        .where(eq(mixcloudPublishes.djUserId, djUserId))
        .orderBy(desc(mixcloudPublishes.createdAt), desc(mixcloudPublishes.id))
        .limit(limit);
    },

    /** The set's latest upload. */
    async latestOfSet(djUserId: number, setId: number): Promise<PublishRow | undefined> {
      const [row] = await db
        .select()
        .from(mixcloudPublishes)
        .where(and(eq(mixcloudPublishes.djUserId, djUserId), eq(mixcloudPublishes.setId, setId)))
        .orderBy(desc(mixcloudPublishes.createdAt), desc(mixcloudPublishes.id))
        .limit(1);
      return row;
    },

    async activeOfSet(setId: number): Promise<PublishRow | undefined> {
      const [row] = await db
        .select()
        .from(mixcloudPublishes)
        .where(and(eq(mixcloudPublishes.setId, setId), inArray(mixcloudPublishes.status, ACTIVE)))
        .limit(1);
      return row;
    },

    /** Finished uploads whose own MP3 is still kept (a failed one, for a retry), or whose set is gone. */
    leftovers(before: Date): Promise<PublishRow[]> {
      return db
        .select()
        .from(mixcloudPublishes)
        .where(
          or(
            and(
              isNull(mixcloudPublishes.setId),
              or(
                lt(mixcloudPublishes.updatedAt, before),
                inArray(mixcloudPublishes.status, ['published', 'failed']),
              ),
            ),
            and(
              eq(mixcloudPublishes.ownFile, true),
              eq(mixcloudPublishes.status, 'failed'),
              lt(mixcloudPublishes.updatedAt, before),
            ),
          ),
        );
    },

    async deletePublish(id: number): Promise<void> {
      await db.delete(mixcloudPublishes).where(eq(mixcloudPublishes.id, id));
    },
  };
}

export type MixcloudStore = ReturnType<typeof createMixcloudStore>;
