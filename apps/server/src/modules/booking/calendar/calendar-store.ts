import { aliasedTable, and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import { bookings, calendarFeeds } from '../../../db/schema/bookings.ts';
import { djProfiles, venueProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';

/** A booking with what its calendar entry shows. */
export type CalendarBookingRow = {
  id: number;
  status: string;
  djUserId: number;
  customerUserId: number;
  djName: string;
  customerName: string;
  eventAt: Date;
  eventEndsAt: Date;
  performanceType: string;
  /** Who booked: a venue's on-site event takes place at the venue's address. */
  customerRole: string;
  venueAddress: string | null;
  city: string | null;
  country: string | null;
  description: string;
  equipmentProvided: string[];
  specialRequirements: string | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  updatedAt: Date;
};

export type FeedRow = typeof calendarFeeds.$inferSelect;

const djUsers = aliasedTable(users, 'dj_users');
const customers = aliasedTable(users, 'customers');

const columns = {
  id: bookings.id,
  status: bookings.status,
  djUserId: bookings.djUserId,
  customerUserId: bookings.customerUserId,
  djName: sql<string>`coalesce(${djProfiles.stageName}, ${djUsers.displayName})`,
  customerName: customers.displayName,
  eventAt: bookingRequests.eventAt,
  eventEndsAt: bookingRequests.eventEndsAt,
  performanceType: bookingRequests.performanceType,
  customerRole: bookingRequests.customerRole,
  venueAddress: sql<string | null>`nullif(trim(${venueProfiles.address}), '')`,
  city: bookingRequests.city,
  country: bookingRequests.country,
  description: bookingRequests.description,
  equipmentProvided: bookings.equipmentProvided,
  specialRequirements: bookings.specialRequirements,
  confirmedAt: bookings.confirmedAt,
  cancelledAt: bookings.cancelledAt,
  updatedAt: bookings.updatedAt,
};

/** Bookings and feed tokens, read straight from their tables. */
export function createCalendarStore(db: Db) {
  const selectBookings = () =>
    db
      .select(columns)
      .from(bookings)
      .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
      .innerJoin(djUsers, eq(djUsers.id, bookings.djUserId))
      .innerJoin(customers, eq(customers.id, bookings.customerUserId))
      .leftJoin(djProfiles, eq(djProfiles.userId, bookings.djUserId))
      .leftJoin(venueProfiles, eq(venueProfiles.userId, bookings.customerUserId));

  return {
    /** The booking when the user is its customer or its DJ; undefined otherwise. */
    async bookingOf(userId: number, bookingId: number): Promise<CalendarBookingRow | undefined> {
      const [row] = await selectBookings()
        .where(
          and(
            eq(bookings.id, bookingId),
            or(eq(bookings.customerUserId, userId), eq(bookings.djUserId, userId)),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * What the account's feed lists: its confirmed and completed bookings, and those cancelled after they were
     * confirmed (so calendars that had them mark them cancelled), by event date.
     */
    async feedBookings(userId: number): Promise<CalendarBookingRow[]> {
      return selectBookings()
        .where(
          and(
            or(eq(bookings.customerUserId, userId), eq(bookings.djUserId, userId)),
            or(
              inArray(bookings.status, ['confirmed', 'completed']),
              and(eq(bookings.status, 'cancelled'), isNotNull(bookings.confirmedAt)),
            ),
          ),
        )
        .orderBy(asc(bookingRequests.eventAt), asc(bookings.id))
        .limit(1000);
    },

    async feedOf(userId: number): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },

    /** Creates the feed, or keeps the one another request created first. */
    async createFeed(userId: number, tokenHash: string, now: Date): Promise<FeedRow> {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoNothing({ target: calendarFeeds.userId });
      const row = await this.feedOf(userId);
      if (!row) throw new Error('calendar feed insert kept no row');
      return row;
    },

    /** Replaces the feed's token (the old address stops working). */
    async replaceFeed(userId: number, tokenHash: string, now: Date): Promise<FeedRow> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
        .returning();
      if (!row) throw new Error('calendar feed upsert returned no row');
      return row;
    },

    /** The account a feed token belongs to. */
    async userByTokenHash(tokenHash: string): Promise<{ userId: number; userType: string } | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId, userType: users.userType })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
  };
}

export type CalendarStore = ReturnType<typeof createCalendarStore>;
