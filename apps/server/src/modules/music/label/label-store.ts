import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { labelProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import type { FirstsInMonth } from '@cuepoint/domain/labels/label-figures';

/** Bookings that put a DJ in front of a venue's audience: the contract confirmed, or the event played. */
const PERFORMED_STATUSES = ['confirmed', 'completed'];

export type LabelRow = {
  userId: number;
  labelName: string;
  catalogueSize: number | null;
  monetizeBackCatalogue: boolean;
  promoteToDjs: boolean;
  city: string | null;
  country: string | null;
  timezone: string | null;
  createdAt: Date;
};

/** The only place the label dashboard queries. */
export function createLabelStore(db: Db) {
  return {
    async label(userId: number): Promise<LabelRow | undefined> {
      const [row] = await db
        .select({
          userId: labelProfiles.userId,
          labelName: labelProfiles.labelName,
          catalogueSize: labelProfiles.catalogueSize,
          monetizeBackCatalogue: labelProfiles.monetizeBackCatalogue,
          promoteToDjs: labelProfiles.promoteToDjs,
          city: users.city,
          country: users.country,
          timezone: users.timezone,
          createdAt: users.createdAt,
        })
        .from(labelProfiles)
        .innerJoin(users, eq(users.id, labelProfiles.userId))
        .where(eq(labelProfiles.userId, userId));
      return row;
    },

    /**
     * How many venues and DJs were first reached in each month (in `timeZone`) since `since`: a venue when a booking
     * it made was confirmed, a DJ when a venue's booking of them was; enthusiasts' private events are not public
     * performances and do not count (decision record 036).
     */
    async firstsPerMonth(
      since: Date,
      timeZone: string,
    ): Promise<{ venues: FirstsInMonth[]; djs: FirstsInMonth[] }> {
      const reachedAt = sql<Date>`coalesce(${bookings.confirmedAt}, ${bookings.completedAt}, ${bookings.createdAt})`;
      const performed = and(
        inArray(bookings.status, PERFORMED_STATUSES),
        eq(bookingRequests.customerRole, 'venue'),
        gte(reachedAt, since),
      );
      const firsts = (party: typeof bookings.customerUserId | typeof bookings.djUserId) =>
        db
          .select({ first: sql<Date>`min(${reachedAt})`.as('first') })
          .from(bookings)
          .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
          .where(performed)
          .groupBy(party)
          .as('firsts');
      const perMonth = async (party: typeof bookings.customerUserId | typeof bookings.djUserId) => {
        const table = firsts(party);
        const month = sql<string>`to_char(${table.first} at time zone ${timeZone}, 'YYYY-MM')`;
        const rows = await db
          .select({ month, count: sql<number>`count(*)::int` })
          .from(table)
          .groupBy(sql`1`);
        return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
      };
      const [venues, djs] = await Promise.all([
        perMonth(bookings.customerUserId),
        perMonth(bookings.djUserId),
      ]);
      return { venues, djs };
    },
  };
}

export type LabelStore = ReturnType<typeof createLabelStore>;
