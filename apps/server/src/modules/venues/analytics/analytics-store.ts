import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_BOOKING_STATUSES } from '@cuepoint/domain/venues/analytics';
import type { Db } from '../../../db/client.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { venueEvents } from '../../../db/schema/venues.ts';

/** How many events, co-streamed, with a remote DJ, and their minutes together. */
export type EventTotals = { total: number; coStreamed: number; remote: number; minutes: number };

const NO_EVENTS: EventTotals = { total: 0, coStreamed: 0, remote: 0, minutes: 0 };

/** The venue's own events in the card ("YYYY-MM-DD" dates). */
const ownEvent = (venueUserId: number) => eq(venueEvents.venueUserId, venueUserId);

/**
 * The venue's bookings that count as events (ANALYTICS_BOOKING_STATUSES), less those whose event starts when one of
 * the venue's own events does (the venue added the booked night to its events: it counts once).
 */
const countedBooking = (venueUserId: number): SQL =>
  and(
    eq(bookings.customerUserId, venueUserId),
    inArray(bookings.status, [...ANALYTICS_BOOKING_STATUSES]),
    sql`not exists (select 1 from ${venueEvents} where ${venueEvents.venueUserId} = ${venueUserId}
      and ${venueEvents.startsAt} = ${bookingRequests.eventAt})`,
  )!;

/** The only place the venue analytics query (the venue row and favorites come from their own features). */
export function createVenueAnalyticsStore(db: Db) {
  return {
    /** The venue's events and counted bookings: how many, co-streamed, with a remote DJ, and their minutes. */
    async totals(venueUserId: number): Promise<EventTotals> {
      const [events] = await db
        .select({
          total: sql<number>`count(*)::int`,
          coStreamed: sql<number>`count(*) filter (where ${venueEvents.coStreamEnabled})::int`,
          remote: sql<number>`count(*) filter (where ${venueEvents.isRemote})::int`,
          minutes: sql<number>`coalesce(sum(${venueEvents.durationMinutes}), 0)::int`,
        })
        .from(venueEvents)
        .where(ownEvent(venueUserId));
      const [booked] = await db
        .select({
          total: sql<number>`count(*)::int`,
          remote: sql<number>`count(*) filter (where ${bookingRequests.performanceType} = 'remote')::int`,
          minutes: sql<number>`coalesce(sum(${bookingRequests.durationMinutes}), 0)::int`,
        })
        .from(bookings)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
        .where(countedBooking(venueUserId));
      const own = events ?? NO_EVENTS;
      const more = booked ?? NO_EVENTS;
      return {
        total: own.total + more.total,
        coStreamed: own.coStreamed,
        remote: own.remote + more.remote,
        minutes: own.minutes + more.minutes,
      };
    },

    /**
     * Events and counted bookings per month ("YYYY-MM") of their local date (a booking's in its event's zone), from
     * `from` up to (not including) `until`.
     */
    async perMonth(venueUserId: number, from: string, until: string): Promise<Map<string, number>> {
      const month = sql<string>`to_char(${venueEvents.eventDate}, 'YYYY-MM')`;
      const rows = await db
        .select({ month, count: sql<number>`count(*)::int` })
        .from(venueEvents)
        .where(and(ownEvent(venueUserId), gte(venueEvents.eventDate, from), lt(venueEvents.eventDate, until)))
        .groupBy(month);
      const localDate = sql<string>`(${bookingRequests.eventAt} at time zone ${bookingRequests.eventTimezone})::date`;
      const bookedMonth = sql<string>`to_char(${localDate}, 'YYYY-MM')`;
      const booked = await db
        .select({ month: bookedMonth, count: sql<number>`count(*)::int` })
        .from(bookings)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
        .where(
          and(
            countedBooking(venueUserId),
            sql`${localDate} >= ${from}::date and ${localDate} < ${until}::date`,
          ),
        )
        .groupBy(bookedMonth);
      const counts = new Map<string, number>();
      for (const row of [...rows, ...booked]) counts.set(row.month, (counts.get(row.month) ?? 0) + row.count);
      return counts;
    },
  };
}

export type VenueAnalyticsStore = ReturnType<typeof createVenueAnalyticsStore>;
