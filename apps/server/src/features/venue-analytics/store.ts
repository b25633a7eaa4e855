import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { venueEvents } from '../../db/schema/venues.ts';

export type EventTotals = { total: number; coStreamed: number; remote: number; averageMinutes: number };

/** The only place the venue analytics query (the venue row and favorites come from their own features). */
export function createVenueAnalyticsStore(db: Db) {
  return {
    /** The venue's events: how many, co-streamed, with a remote DJ, and their average length in minutes. */
    async totals(venueUserId: number): Promise<EventTotals> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          coStreamed: sql<number>`count(*) filter (where ${venueEvents.coStreamEnabled})::int`,
          remote: sql<number>`count(*) filter (where ${venueEvents.isRemote})::int`,
          averageMinutes: sql<number>`coalesce(round(avg(${venueEvents.durationMinutes})), 0)::int`,
        })
        .from(venueEvents)
        .where(eq(venueEvents.venueUserId, venueUserId));
      return row ?? { total: 0, coStreamed: 0, remote: 0, averageMinutes: 0 };
    },

    /** Events per month ("YYYY-MM") of their local date, from `from` up to (not including) `until`. */
    async perMonth(venueUserId: number, from: string, until: string): Promise<Map<string, number>> {
      const month = sql<string>`to_char(${venueEvents.eventDate}, 'YYYY-MM')`;
      const rows = await db
        .select({ month, count: sql<number>`count(*)::int` })
        .from(venueEvents)
        .where(
          and(
            eq(venueEvents.venueUserId, venueUserId),
            gte(venueEvents.eventDate, from),
            lt(venueEvents.eventDate, until),
          ),
        )
        .groupBy(month);
      return new Map(rows.map((row) => [row.month, row.count]));
    },
  };
}

export type VenueAnalyticsStore = ReturnType<typeof createVenueAnalyticsStore>;
