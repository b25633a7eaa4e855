import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { bookingEvents, bookingRequests } from '../../../db/schema/booking.ts';
import { bookingPayouts, bookings } from '../../../db/schema/bookings.ts';
import { djProfiles, venueProfiles } from '../../../db/schema/profiles.ts';
import { disputes } from '../../../db/schema/trust.ts';
import { users } from '../../../db/schema/users.ts';
import { DJ_HOLDING_BOOKING_STATUSES } from '@cuepoint/domain/booking/booking-api';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingChange = Partial<
  Omit<NewBookingRow, 'id' | 'requestId' | 'djUserId' | 'customerUserId' | 'createdAt'>
> & { updatedAt: Date };
export type PayoutRow = typeof bookingPayouts.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
/** What a booking's answer reads of its dispute: whether it was decided and the money the decision moved. */
export type BookingDisputeRow = Pick<
  typeof disputes.$inferSelect,
  'bookingId' | 'status' | 'outcome' | 'refundMinor' | 'djShareMinor' | 'platformShareMinor' | 'refundId'
>;
type RequestRow = typeof bookingRequests.$inferSelect;

/** A booking with its request and the names both parties see. */
export type BookingDetailRow = BookingRow & {
  request: RequestRow;
  djName: string;
  djImage: string | null;
  djEmail: string;
  customerName: string;
  /** Where the DJ reaches the customer: a venue's booking desk (venue e-mail) when it gave one, else the account's address. */
  customerEmail: string;
  /** The venue's street address (its profile's); null for an enthusiast or a venue without one. */
  venueAddress: string | null;
};

/** Bookings that still hold their request (the partial unique index `bookings_live_per_request_unique`). */
export const LIVE_BOOKING_STATUSES = [
  'awaiting_confirmation',
  'awaiting_dj_agreement',
  'confirmed',
  'completed',
] as const;

/** The advisory lock namespace of a DJ's calendar (with the DJ's id as the second key). */
const DJ_CALENDAR_LOCK = 730_219;

type Instant = Date | AnyPgColumn | SQL;
const instantSql = (value: Instant) =>
  value instanceof Date ? sql`${value.toISOString()}::timestamptz` : value;

/**
 * The condition "the DJ `dj` names has a booking of another request, awaiting confirmation or confirmed, whose event
 * overlaps [start, end)": a DJ plays one event at a time (decision record 042). The window is given as instants or
 * as a request's columns; `requestId` (the request the window is of) is left out of the DJ's bookings.
 */
export function djBusyDuring(
  dj: AnyPgColumn | SQL,
  window: { start: Instant; end: Instant; requestId?: AnyPgColumn | SQL },
): SQL {
  return sql`exists (
    select 1 from ${bookings} held join ${bookingRequests} held_request on held_request.id = held.request_id
    where held.dj_user_id = ${dj}
      and held.status in (${sql.join(
        DJ_HOLDING_BOOKING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
      and held_request.event_at < ${instantSql(window.end)}
      and held_request.event_ends_at > ${instantSql(window.start)}
      ${window.requestId === undefined ? sql`` : sql`and held.request_id <> ${window.requestId}`}
  )`;
}

/**
 * The events of the given DJs' bookings that hold them (as `djBusyDuring` counts them) and end after `after`: what
 * takes dates off a DJ's availability (decision record 042).
 */
export async function djHeldTimes(
  db: Db,
  djUserIds: readonly number[],
  after: Date,
): Promise<Array<{ djUserId: number; start: Date; end: Date }>> {
  if (djUserIds.length === 0) return [];
  return db
    .select({ djUserId: bookings.djUserId, start: bookingRequests.eventAt, end: bookingRequests.eventEndsAt })
    .from(bookings)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(
      and(
        inArray(bookings.djUserId, [...djUserIds]),
        inArray(bookings.status, [...DJ_HOLDING_BOOKING_STATUSES]),
        sql`${bookingRequests.eventEndsAt} > ${after.toISOString()}::timestamptz`,
      ),
    );
}

const djs = alias(users, 'booking_dj');
const customers = alias(users, 'booking_customer');

const detailColumns = {
  booking: bookings,
  request: bookingRequests,
  djName: sql<string>`coalesce(${djProfiles.stageName}, ${djs.displayName})`,
  djImage: djProfiles.profileImageUrl,
  djEmail: djs.email,
  customerName: customers.displayName,
  // A venue's booking desk (its sign-up's venue e-mail) is where a DJ reaches it; else the account's address.
  customerEmail: sql<string>`coalesce(nullif(trim(${venueProfiles.venueEmail}), ''), ${customers.email})`,
  venueAddress: sql<string | null>`nullif(trim(${venueProfiles.address}), '')`,
};

/** The queries on bookings and their payouts, on the database or inside the booking engine's transaction. */
export function bookingRowQueries(db: Db) {
  const detailed = () =>
    db
      .select(detailColumns)
      .from(bookings)
      .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
      .innerJoin(djs, eq(djs.id, bookings.djUserId))
      .innerJoin(customers, eq(customers.id, bookings.customerUserId))
      .leftJoin(djProfiles, eq(djProfiles.userId, bookings.djUserId))
      .leftJoin(venueProfiles, eq(venueProfiles.userId, bookings.customerUserId));
  const toDetail = (rows: Awaited<ReturnType<ReturnType<typeof detailed>['execute']>>): BookingDetailRow[] =>
    rows.map(({ booking, ...rest }) => ({ ...booking, ...rest }));

  return {
    /**
     * The accounts the user has had a confirmed booking with, the user being the DJ (`dj`) or the customer: the two
     * read each other's contact details (decision record 034).
     */
    async confirmedPartnersOf(userId: number, side: 'dj' | 'customer'): Promise<Set<number>> {
      const [mine, theirs] =
        side === 'dj'
          ? [bookings.djUserId, bookings.customerUserId]
          : [bookings.customerUserId, bookings.djUserId];
      const rows = await db
        .selectDistinct({ id: theirs })
        .from(bookings)
        .where(and(eq(mine, userId), isNotNull(bookings.confirmedAt)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Locks the DJ's calendar until the transaction ends (two acceptances for the same DJ run one after the other)
     * and answers whether a booking of the DJ's that is awaiting confirmation or confirmed overlaps [start, end).
     */
    async djBookedDuring(djUserId: number, start: Date, end: Date): Promise<boolean> {
      // Two statements: under read committed a statement's snapshot is taken when it starts, so a check in the
      // statement that waited for the lock would not see the booking the lock's last holder committed.
      await db.execute(sql`select pg_advisory_xact_lock(${DJ_CALENDAR_LOCK}::integer, ${djUserId}::integer)`);
      const result = await db.execute(
        sql`select ${djBusyDuring(sql`${djUserId}::integer`, { start, end })} as booked`,
      );
      return (result as unknown as { rows: { booked: boolean }[] }).rows[0]?.booked === true;
    },

    async insertBooking(row: NewBookingRow): Promise<BookingRow> {
      const [inserted] = await db.insert(bookings).values(row).returning();
      if (!inserted) throw new Error('booking insert returned no row');
      return inserted;
    },

    async booking(id: number, options: { lock?: boolean } = {}): Promise<BookingRow | null> {
      const query = db.select().from(bookings).where(eq(bookings.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The booking that holds the request now (awaiting confirmation, confirmed or completed). */
    async liveBooking(requestId: number): Promise<BookingRow | null> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.requestId, requestId), inArray(bookings.status, [...LIVE_BOOKING_STATUSES])));
      return row ?? null;
    },

    async updateBooking(id: number, change: BookingChange): Promise<BookingRow> {
      const [row] = await db.update(bookings).set(change).where(eq(bookings.id, id)).returning();
      if (!row) throw new Error(`booking ${id} vanished`);
      return row;
    },

    async bookingDetail(id: number): Promise<BookingDetailRow | null> {
      return toDetail(await detailed().where(eq(bookings.id, id)))[0] ?? null;
    },

    /** The account's bookings as customer or as DJ, newest first. */
    async bookingsOf(userId: number): Promise<BookingDetailRow[]> {
      return toDetail(
        await detailed()
          .where(or(eq(bookings.customerUserId, userId), eq(bookings.djUserId, userId)))
          .orderBy(desc(bookings.createdAt), desc(bookings.id)),
      );
    },

    /** The latest booking of each request (the live one, else the last that ended), with its DJ's name. */
    async latestBookings(
      requestIds: readonly number[],
    ): Promise<Map<number, BookingRow & { djName: string }>> {
      if (requestIds.length === 0) return new Map();
      const rows = await db
        .select({ booking: bookings, djName: detailColumns.djName })
        .from(bookings)
        .innerJoin(djs, eq(djs.id, bookings.djUserId))
        .leftJoin(djProfiles, eq(djProfiles.userId, bookings.djUserId))
        .where(inArray(bookings.requestId, [...requestIds]))
        .orderBy(desc(bookings.id));
      const latest = new Map<number, BookingRow & { djName: string }>();
      for (const { booking, djName } of rows)
        if (!latest.has(booking.requestId)) latest.set(booking.requestId, { ...booking, djName });
      return latest;
    },

    async payoutsOf(bookingIds: readonly number[]): Promise<Map<number, PayoutRow[]>> {
      const found = new Map<number, PayoutRow[]>();
      if (bookingIds.length === 0) return found;
      const rows = await db
        .select()
        .from(bookingPayouts)
        .where(inArray(bookingPayouts.bookingId, [...bookingIds]))
        .orderBy(asc(bookingPayouts.dueAt), asc(bookingPayouts.id));
      for (const row of rows) found.set(row.bookingId, [...(found.get(row.bookingId) ?? []), row]);
      return found;
    },

    /** Each booking's dispute (a booking has at most one), by booking id. */
    async disputesOf(bookingIds: readonly number[]): Promise<Map<number, BookingDisputeRow>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .select({
          bookingId: disputes.bookingId,
          status: disputes.status,
          outcome: disputes.outcome,
          refundMinor: disputes.refundMinor,
          djShareMinor: disputes.djShareMinor,
          platformShareMinor: disputes.platformShareMinor,
          refundId: disputes.refundId,
        })
        .from(disputes)
        .where(inArray(disputes.bookingId, [...bookingIds]));
      return new Map(rows.map((row) => [row.bookingId, row]));
    },

    /**
     * Each booking's history: the outbox rows the engine tagged with it while it held its request, after the rows of
     * the request that led to it (its submit and sharing, and the offers and answers of the booking's own DJ; never
     * another DJ's offers or an earlier booking's rows).
     */
    async bookingHistories(
      of: readonly { id: number; requestId: number; djUserId: number }[],
    ): Promise<Map<number, BookingEventRow[]>> {
      const found = new Map<number, BookingEventRow[]>();
      if (of.length === 0) return found;
      const rows = await db
        .select()
        .from(bookingEvents)
        .where(inArray(bookingEvents.requestId, [...new Set(of.map((booking) => booking.requestId))]))
        .orderBy(asc(bookingEvents.id));
      for (const booking of of) found.set(booking.id, bookingHistory(booking, rows));
      return found;
    },
  };
}

export type BookingRowQueries = ReturnType<typeof bookingRowQueries>;

/** The rows of one booking's history among its request's outbox rows (in id order). */
export function bookingHistory(
  booking: { id: number; requestId: number; djUserId: number },
  rows: readonly BookingEventRow[],
): BookingEventRow[] {
  const ofRequest = rows.filter((row) => row.requestId === booking.requestId);
  const taggedWith = (row: BookingEventRow) => row.payload['booking_id'];
  const first = ofRequest.find((row) => Number(taggedWith(row)) === booking.id);
  return ofRequest.filter((row) => {
    const tag = taggedWith(row);
    if (tag !== undefined && tag !== null) return Number(tag) === booking.id;
    if (first && row.id > first.id) return false;
    const djId = row.payload['dj_id'];
    return (
      row.type === 'booking_request.submitted' || djId === undefined || Number(djId) === booking.djUserId
    );
  });
}
