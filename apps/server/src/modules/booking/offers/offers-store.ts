import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { offerTermsFrom, type TOfferTerms } from '@cuepoint/domain/booking/terms-agreement';
import type { Db } from '../../../db/client.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import { bookingOffers } from '../../../db/schema/bookings.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';

export type OfferRow = typeof bookingOffers.$inferSelect;
export type NewOfferRow = typeof bookingOffers.$inferInsert;
export type OfferChange = Partial<
  Omit<NewOfferRow, 'id' | 'requestId' | 'djUserId' | 'createdAt' | 'version'>
> & {
  updatedAt: Date;
};

/** An offer with the DJ's name and image, and the booking it became (when accepted) with that booking's status. */
export type ListedOfferRow = OfferRow & {
  djName: string;
  djImage: string | null;
  bookingId: number | null;
  bookingStatus: string | null;
};

export const LIVE_OFFER_STATUSES = ['pending', 'negotiating'] as const;

const listedColumns = {
  offer: bookingOffers,
  djName: sql<string>`coalesce(${djProfiles.stageName}, ${users.displayName})`,
  djImage: djProfiles.profileImageUrl,
  bookingId: sql<
    number | null
  >`(select b.id from bookings b where b.offer_id = ${bookingOffers.id} order by b.id desc limit 1)`,
  bookingStatus: sql<
    string | null
  >`(select b.status from bookings b where b.offer_id = ${bookingOffers.id} order by b.id desc limit 1)`,
};

type ListedSelect = {
  offer: OfferRow;
  djName: string;
  djImage: string | null;
  bookingId: number | null;
  bookingStatus: string | null;
};
const toListed = (rows: ListedSelect[]): ListedOfferRow[] =>
  rows.map(({ offer, djName, djImage, bookingId, bookingStatus }) => ({
    ...offer,
    djName,
    djImage,
    bookingId: bookingId === null ? null : Number(bookingId),
    bookingStatus,
  }));

/** The queries on offers, on the database or inside the booking engine's transaction. */
export function offerQueries(db: Db) {
  const listed = () =>
    db
      .select(listedColumns)
      .from(bookingOffers)
      .innerJoin(users, eq(users.id, bookingOffers.djUserId))
      .leftJoin(djProfiles, eq(djProfiles.userId, bookingOffers.djUserId));

  return {
    async insertOffer(row: NewOfferRow): Promise<OfferRow> {
      const [inserted] = await db.insert(bookingOffers).values(row).returning();
      if (!inserted) throw new Error('offer insert returned no row');
      return inserted;
    },

    async offer(id: number, options: { lock?: boolean } = {}): Promise<OfferRow | null> {
      const query = db.select().from(bookingOffers).where(eq(bookingOffers.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async listedOffer(id: number): Promise<ListedOfferRow | null> {
      return toListed(await listed().where(eq(bookingOffers.id, id)))[0] ?? null;
    },

    /** Every offer on the request, newest first; only the DJ's own when `djUserId` is given. */
    async requestOffers(requestId: number, djUserId?: number): Promise<ListedOfferRow[]> {
      return toListed(
        await listed()
          .where(
            and(
              eq(bookingOffers.requestId, requestId),
              djUserId === undefined ? undefined : eq(bookingOffers.djUserId, djUserId),
            ),
          )
          .orderBy(desc(bookingOffers.updatedAt), desc(bookingOffers.id)),
      );
    },

    /** The DJ's standard terms (the profile's; the defaults without a profile). */
    async djStandardTerms(djUserId: number): Promise<TOfferTerms> {
      const [row] = await db
        .select({
          paymentTerms: djProfiles.defaultPaymentTerms,
          notice: djProfiles.defaultCancellationNoticeHours,
        })
        .from(djProfiles)
        .where(eq(djProfiles.userId, djUserId));
      return offerTermsFrom(row?.paymentTerms, row?.notice);
    },

    /** The DJ's live offer on the request, if any. */
    async liveOffer(requestId: number, djUserId: number): Promise<OfferRow | null> {
      const [row] = await db
        .select()
        .from(bookingOffers)
        .where(
          and(
            eq(bookingOffers.requestId, requestId),
            eq(bookingOffers.djUserId, djUserId),
            inArray(bookingOffers.status, [...LIVE_OFFER_STATUSES]),
          ),
        );
      return row ?? null;
    },

    /** A move on the offer; every move counts one version up. */
    async updateOffer(id: number, change: OfferChange): Promise<OfferRow> {
      const [row] = await db
        .update(bookingOffers)
        .set({ ...change, version: sql`${bookingOffers.version} + 1` })
        .where(eq(bookingOffers.id, id))
        .returning();
      if (!row) throw new Error(`offer ${id} vanished`);
      return row;
    },

    /** The request's live offers (pending or negotiating). */
    async liveOffersOf(requestId: number): Promise<OfferRow[]> {
      return db
        .select()
        .from(bookingOffers)
        .where(
          and(
            eq(bookingOffers.requestId, requestId),
            inArray(bookingOffers.status, [...LIVE_OFFER_STATUSES]),
          ),
        )
        .orderBy(asc(bookingOffers.id));
    },

    /**
     * The DJ's live offers on other requests whose events overlap [start, end), with their requests, both locked for
     * this transaction; an offer or request another transaction holds is skipped, never waited for (that transaction
     * meets the DJ's booking).
     */
    async liveOffersOfDjDuring(
      djUserId: number,
      window: { start: Date; end: Date; exceptRequestId: number },
    ): Promise<{ offer: OfferRow; request: typeof bookingRequests.$inferSelect }[]> {
      return db
        .select({ offer: bookingOffers, request: bookingRequests })
        .from(bookingOffers)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookingOffers.requestId))
        .where(
          and(
            eq(bookingOffers.djUserId, djUserId),
            inArray(bookingOffers.status, [...LIVE_OFFER_STATUSES]),
            ne(bookingOffers.requestId, window.exceptRequestId),
            lt(bookingRequests.eventAt, window.end),
            gt(bookingRequests.eventEndsAt, window.start),
          ),
        )
        .orderBy(asc(bookingOffers.id))
        .for('update', { of: [bookingOffers, bookingRequests], skipLocked: true });
    },

    /** How many offers each request received, whatever became of them (the lists' offers count). */
    async offerCounts(requestIds: readonly number[]): Promise<Map<number, number>> {
      if (requestIds.length === 0) return new Map();
      const rows = await db
        .select({ requestId: bookingOffers.requestId, count: sql<number>`count(*)::int` })
        .from(bookingOffers)
        .where(inArray(bookingOffers.requestId, [...requestIds]))
        .groupBy(bookingOffers.requestId);
      return new Map(rows.map((row) => [row.requestId, Number(row.count)]));
    },

    /** The DJ's latest offer on each of the requests. */
    async latestDjOffers(
      djUserId: number,
      requestIds: readonly number[],
    ): Promise<Map<number, ListedOfferRow>> {
      if (requestIds.length === 0) return new Map();
      const rows = toListed(
        await listed()
          .where(and(eq(bookingOffers.djUserId, djUserId), inArray(bookingOffers.requestId, [...requestIds])))
          .orderBy(desc(bookingOffers.id)),
      );
      const latest = new Map<number, ListedOfferRow>();
      for (const row of rows) if (!latest.has(row.requestId)) latest.set(row.requestId, row);
      return latest;
    },
  };
}

export type OfferQueries = ReturnType<typeof offerQueries>;
