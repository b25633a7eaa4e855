import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deleteDjRow } from '../dashboard/own-rows.ts';
import { djEvents } from '../../../db/schema/dj-events.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { ANNOUNCE_DURATIONS } from '@cuepoint/domain/djs/announced-set-rules';

export type DjEventRow = typeof djEvents.$inferSelect;
export type NewDjEvent = Omit<typeof djEvents.$inferInsert, 'id' | 'djUserId'>;

/** What announcing needs to know of the DJ, read under a lock on their profile row. */
export type AnnouncingDj = { stageName: string; acceptsRemoteVenues: boolean; comingCount: number };

/** Ended ones the dashboard lists after the coming ones, newest first. */
export const ENDED_EVENTS_LISTED = 50;

/** The longest duration: a set that started longer ago than this has ended, which lets the index bound the scan. */
const LONGEST_MS = Math.max(...ANNOUNCE_DURATIONS) * 60_000;

const endsAt = sql`${djEvents.startTime} + ${djEvents.durationMinutes} * interval '1 minute'`;

/** The DJ's active sets that have not ended at `now`. */
const comingOf = (djUserId: number, now: Date) =>
  and(
    eq(djEvents.djUserId, djUserId),
    eq(djEvents.status, 'active'),
    gt(djEvents.startTime, new Date(now.getTime() - LONGEST_MS)),
    sql`${endsAt} > ${now.toISOString()}::timestamptz`,
  );

/** The only place the announced-set calls query. */
export function createDjEventsStore(db: Db) {
  return {
    /**
     * Inserts the set `decide` builds from the DJ's profile and count of coming sets (decide throws to refuse). The
     * profile row is locked meanwhile, so two announcements at once cannot both pass the limit. Null when the DJ
     * has no profile.
     */
    async announce(
      djUserId: number,
      now: Date,
      decide: (dj: AnnouncingDj) => NewDjEvent,
    ): Promise<DjEventRow | null> {
      return db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ stageName: djProfiles.stageName, acceptsRemoteVenues: djProfiles.acceptsRemoteVenues })
          .from(djProfiles)
          .where(eq(djProfiles.userId, djUserId))
          .for('update');
        if (!profile) return null;
        const [coming] = await tx.select({ total: count() }).from(djEvents).where(comingOf(djUserId, now));
        const values = decide({ ...profile, comingCount: Number(coming?.total ?? 0) });
        const [row] = await tx
          .insert(djEvents)
          .values({ ...values, djUserId })
          .returning();
        return row!;
      });
    },

    /** The coming sets, and the latest ended ones (at most ENDED_EVENTS_LISTED). */
    async listOwn(djUserId: number, now: Date): Promise<DjEventRow[]> {
      const coming = await db.select().from(djEvents).where(comingOf(djUserId, now));
      const ended = await db
        .select()
        .from(djEvents)
        .where(and(eq(djEvents.djUserId, djUserId), sql`${endsAt} <= ${now.toISOString()}::timestamptz`))
        .orderBy(desc(djEvents.startTime), desc(djEvents.id))
        .limit(ENDED_EVENTS_LISTED);
      return [...coming, ...ended];
    },

    /** Removes one of the DJ's sets; false when the DJ has none with that id. */
    deleteOwn: (djUserId: number, id: number) => deleteDjRow(db, djEvents, djUserId, id),
  };
}

export type DjEventsStore = ReturnType<typeof createDjEventsStore>;

/** The DJ's next active set that has not ended at `now` (the public page's upcoming set), or null. */
export async function nextAnnouncedSet(db: Db, djUserId: number, now: Date): Promise<DjEventRow | null> {
  const [row] = await db
    .select()
    .from(djEvents)
    .where(comingOf(djUserId, now))
    .orderBy(asc(djEvents.startTime), asc(djEvents.id))
    .limit(1);
  return row ?? null;
}

/** Sets the DJ has announced: all of them, and those not ended at `now` (the dashboard's numbers). */
export async function announcedSetCounts(
  db: Db,
  djUserId: number,
  now: Date,
): Promise<{ total: number; coming: number }> {
  const [row] = await db
    .select({
      total: count(),
      coming: sql<number>`count(*) filter (where ${endsAt} > ${now.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(djEvents)
    .where(eq(djEvents.djUserId, djUserId));
  return { total: Number(row?.total ?? 0), coming: row?.coming ?? 0 };
}
