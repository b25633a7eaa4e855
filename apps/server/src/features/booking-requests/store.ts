import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  CAPTURE_WINDOW_MS,
  SAVED_CARD_AUTHORIZATION_LEAD_MS,
  SIMILAR_DJS_FALLBACK_MS,
} from '@cuepoint/domain/booking/constants';
import type { Db } from '../../db/client.ts';
import { placeholderRow, preparedFor } from '../../db/prepared.ts';
import {
  bookingPaymentAuthorizations,
  bookingRequestRecipients,
  bookingRequests,
} from '../../db/schema/booking.ts';
import { djAvailabilityPeriods } from '../../db/schema/dj-availability.ts';
import { djProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import type { TRecipientReason } from '@cuepoint/domain/booking/request-api';
import type { DjCandidate } from './routing.ts';
import { offerQueries } from '../booking-offers/offers-store.ts';
import { bookingRowQueries } from '../bookings/bookings-store.ts';
import { appendBookingEvent } from '../live-updates/outbox.ts';
import {
  cancelPayouts,
  payoutsDueNow,
  schedulePayouts,
  type SchedulePayoutsInput,
} from '../payouts/payouts-service.ts';
import { notSuspended } from '../admin/suspension-sql.ts';

export type RequestRow = typeof bookingRequests.$inferSelect;
export type NewRequestRow = typeof bookingRequests.$inferInsert;
export type RequestChange = Partial<Omit<NewRequestRow, 'id' | 'customerUserId' | 'createdAt'>> & {
  updatedAt: Date;
};
export type AuthorizationRow = typeof bookingPaymentAuthorizations.$inferSelect;
export type NewAuthorizationRow = typeof bookingPaymentAuthorizations.$inferInsert;

/** A request with the stage name of the DJ it was aimed at. */
export type ListedRow = RequestRow & { djName: string | null };

export type RecipientRow = { djUserId: number; djName: string; reason: TRecipientReason; reachedAt: Date };

/** A request as a DJ's inbox shows it. */
export type InboxRow = RequestRow & {
  customerName: string;
  reason: TRecipientReason;
  reachedAt: Date;
};

const LIVE = ['routed_to_dj', 'shared', 'accepted', 'confirmed'];

/** The coarse filters the database applies before routing.ts ranks: rate, kind of performance, genres. */
export type CandidateFilter = {
  exclude: readonly number[];
  /** The event's calendar date, for travel periods. */
  eventDate: string;
  maxRateMinor: number;
  /** Remote for a venue or a private customer; null: on-site. */
  remote: 'venue' | 'private' | null;
  /** Lower case; empty: any genre. */
  genres: readonly string[];
};

/** At most this many DJs are ranked for one share. */
const CANDIDATE_LIMIT = 500;

/** Postgres' unique violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = (value: unknown): { code?: string; constraint?: string } | null => {
    if (!value || typeof value !== 'object') return null;
    const record = value as { code?: string; constraint?: string; cause?: unknown };
    if (record.code === '23505') return record;
    return found(record.cause);
  };
  const hit = found(error);
  return hit !== null && (constraint === undefined || hit.constraint === constraint);
}

// The booking write path's queries that take no list: prepared statements (db/prepared.ts).
const authorizationAndUseQuery = preparedFor((db) =>
  db
    .select({
      authorization: bookingPaymentAuthorizations,
      used: sql<boolean>`exists (select 1 from ${bookingRequests} where ${bookingRequests.paymentIntentId} = ${sql.placeholder('intentId')} or ${bookingRequests.setupIntentId} = ${sql.placeholder('intentId')})`,
    })
    .from(bookingPaymentAuthorizations)
    .where(eq(bookingPaymentAuthorizations.intentId, sql.placeholder('intentId')))
    .prepare('booking_authorization_and_use'),
);

/** Every column of an authorization, so one prepared insert fits every row. */
export type AuthorizationInsert = Required<NewAuthorizationRow>;
const insertAuthorizationQuery = preparedFor((db) =>
  db
    .insert(bookingPaymentAuthorizations)
    .values(placeholderRow(bookingPaymentAuthorizations))
    .onConflictDoNothing()
    .prepare('booking_authorization_insert'),
);

/** The booking engine's queries, on the database or inside a transaction. */
function bookingQueries(db: Db) {
  const listed = {
    request: bookingRequests,
    djName: djProfiles.stageName,
  };
  const toListed = (rows: { request: RequestRow; djName: string | null }[]): ListedRow[] =>
    rows.map(({ request, djName }) => ({ ...request, djName }));

  return {
    ...offerQueries(db),
    ...bookingRowQueries(db),

    async insertAuthorization(row: AuthorizationInsert): Promise<void> {
      await insertAuthorizationQuery(db).execute(row);
    },

    async authorization(intentId: string): Promise<AuthorizationRow | null> {
      const [row] = await db
        .select()
        .from(bookingPaymentAuthorizations)
        .where(eq(bookingPaymentAuthorizations.intentId, intentId));
      return row ?? null;
    },

    async request(id: number, options: { lock?: boolean } = {}): Promise<RequestRow | null> {
      const query = db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async listedRequest(id: number): Promise<ListedRow | null> {
      const rows = await db
        .select(listed)
        .from(bookingRequests)
        .leftJoin(djProfiles, eq(djProfiles.userId, bookingRequests.djUserId))
        .where(eq(bookingRequests.id, id));
      return toListed(rows)[0] ?? null;
    },

    async requestByIdempotencyKey(customerUserId: number, key: string): Promise<RequestRow | null> {
      const [row] = await db
        .select()
        .from(bookingRequests)
        .where(
          and(eq(bookingRequests.customerUserId, customerUserId), eq(bookingRequests.idempotencyKey, key)),
        );
      return row ?? null;
    },

    /**
     * The authorization an intent was made under, with whether a request already uses the intent (as its first card or
     * as the saved card's later authorization): what a submit checks first, in one round trip.
     */
    async authorizationAndUse(intentId: string): Promise<(AuthorizationRow & { used: boolean }) | null> {
      const [row] = await authorizationAndUseQuery(db).execute({ intentId });
      return row ? { ...row.authorization, used: row.used } : null;
    },

    /** The request an intent serves (as its first card or as the saved card's later authorization). */
    async requestByIntent(intentId: string): Promise<RequestRow | null> {
      const [row] = await db
        .select()
        .from(bookingRequests)
        .where(
          or(eq(bookingRequests.paymentIntentId, intentId), eq(bookingRequests.setupIntentId, intentId)),
        );
      return row ?? null;
    },

    async insertRequest(row: NewRequestRow): Promise<RequestRow> {
      const [inserted] = await db.insert(bookingRequests).values(row).returning();
      if (!inserted) throw new Error('booking request insert returned no row');
      return inserted;
    },

    async updateRequest(id: number, change: RequestChange): Promise<RequestRow> {
      const [row] = await db
        .update(bookingRequests)
        .set(change)
        .where(eq(bookingRequests.id, id))
        .returning();
      if (!row) throw new Error(`booking request ${id} vanished`);
      return row;
    },

    /** The customer's requests, newest first. */
    async customerRequests(customerUserId: number): Promise<ListedRow[]> {
      const rows = await db
        .select(listed)
        .from(bookingRequests)
        .leftJoin(djProfiles, eq(djProfiles.userId, bookingRequests.djUserId))
        .where(eq(bookingRequests.customerUserId, customerUserId))
        .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id));
      return toListed(rows);
    },

    async recipients(requestId: number): Promise<RecipientRow[]> {
      const rows = await db
        .select({
          djUserId: bookingRequestRecipients.djUserId,
          djName: sql<string>`coalesce(${djProfiles.stageName}, ${users.displayName})`,
          reason: bookingRequestRecipients.reason,
          reachedAt: bookingRequestRecipients.reachedAt,
        })
        .from(bookingRequestRecipients)
        .innerJoin(users, eq(users.id, bookingRequestRecipients.djUserId))
        .leftJoin(djProfiles, eq(djProfiles.userId, bookingRequestRecipients.djUserId))
        .where(eq(bookingRequestRecipients.requestId, requestId))
        .orderBy(asc(bookingRequestRecipients.reachedAt), asc(bookingRequestRecipients.djUserId));
      return rows.map((row) => ({ ...row, reason: row.reason as TRecipientReason }));
    },

    /** Whether the request reached this DJ and is still in the DJ's inbox. */
    async reached(requestId: number, djUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ requestId: bookingRequestRecipients.requestId })
        .from(bookingRequestRecipients)
        .where(
          and(
            eq(bookingRequestRecipients.requestId, requestId),
            eq(bookingRequestRecipients.djUserId, djUserId),
            isNull(bookingRequestRecipients.hiddenAt),
          ),
        );
      return row !== undefined;
    },

    /** Whether the request ever reached this DJ (still in its inbox or not). */
    async everReached(requestId: number, djUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ requestId: bookingRequestRecipients.requestId })
        .from(bookingRequestRecipients)
        .where(
          and(
            eq(bookingRequestRecipients.requestId, requestId),
            eq(bookingRequestRecipients.djUserId, djUserId),
          ),
        );
      return row !== undefined;
    },

    /** Adds DJs a request reached; a DJ it reached before keeps its first reason and time. */
    async addRecipients(
      requestId: number,
      djUserIds: readonly number[],
      reason: TRecipientReason,
      now: Date,
    ): Promise<void> {
      if (djUserIds.length === 0) return;
      await db
        .insert(bookingRequestRecipients)
        .values(djUserIds.map((djUserId) => ({ requestId, djUserId, reason, reachedAt: now })))
        .onConflictDoNothing();
    },

    async hideFrom(requestId: number, djUserId: number, now: Date): Promise<void> {
      await db
        .update(bookingRequestRecipients)
        .set({ hiddenAt: now })
        .where(
          and(
            eq(bookingRequestRecipients.requestId, requestId),
            eq(bookingRequestRecipients.djUserId, djUserId),
          ),
        );
    },

    async hideFromAllBut(requestId: number, djUserId: number, now: Date): Promise<void> {
      await db
        .update(bookingRequestRecipients)
        .set({ hiddenAt: now })
        .where(
          and(
            eq(bookingRequestRecipients.requestId, requestId),
            ne(bookingRequestRecipients.djUserId, djUserId),
            isNull(bookingRequestRecipients.hiddenAt),
          ),
        );
    },

    /** What reached the DJ and is still in its inbox, soonest event first. */
    async djInbox(djUserId: number): Promise<InboxRow[]> {
      const rows = await db
        .select({
          request: bookingRequests,
          customerName: users.displayName,
          reason: bookingRequestRecipients.reason,
          reachedAt: bookingRequestRecipients.reachedAt,
        })
        .from(bookingRequestRecipients)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookingRequestRecipients.requestId))
        .innerJoin(users, eq(users.id, bookingRequests.customerUserId))
        .where(
          and(eq(bookingRequestRecipients.djUserId, djUserId), isNull(bookingRequestRecipients.hiddenAt)),
        )
        .orderBy(asc(bookingRequests.eventAt), asc(bookingRequests.id));
      return rows.map(({ request, customerName, reason, reachedAt }) => ({
        ...request,
        customerName,
        reason: reason as TRecipientReason,
        reachedAt,
      }));
    },

    /** One outbox row, through live updates' append (ordered ids, a notification at commit). */
    async insertEvent(requestId: number, type: string, payload: Record<string, unknown>, now: Date) {
      await appendBookingEvent(db, { requestId, type, payload, createdAt: now });
    },

    /** The booking's payouts per its terms (settlement's rules, in this transaction). */
    schedulePayouts: (input: SchedulePayoutsInput) => schedulePayouts(db, input),
    /** A late cancellation: the DJ's whole payout is due now. */
    payoutsDueNow: (bookingId: number, now: Date) => payoutsDueNow(db, bookingId, now),
    /** The booking ended without a charge: its unpaid payouts are cancelled. */
    cancelPayouts: (bookingId: number, now: Date) => cancelPayouts(db, bookingId, now),

    /** How many booking requests the customer made. */
    async customerRequestCount(customerUserId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(bookingRequests)
        .where(eq(bookingRequests.customerUserId, customerUserId));
      return Number(row?.count ?? 0);
    },

    /** A DJ's stage name as requests list it; null when the account is not a DJ. */
    async djName(userId: number): Promise<{ stageName: string | null } | null> {
      const [row] = await db
        .select({ stageName: djProfiles.stageName })
        .from(djProfiles)
        // A suspended DJ cannot be booked (decision record 034).
        .where(and(eq(djProfiles.userId, userId), notSuspended(djProfiles.userId)));
      return row ?? null;
    },

    async djGenres(userId: number): Promise<string[]> {
      const [row] = await db
        .select({ genres: djProfiles.genres })
        .from(djProfiles)
        .where(eq(djProfiles.userId, userId));
      return row?.genres ?? [];
    },

    /**
     * DJs who could take a request: every DJ but the excluded ones, with their place and the travel periods that
     * cover the event's date. The routing function (routing.ts) decides who fits.
     */
    async djCandidates(filter: CandidateFilter): Promise<DjCandidate[]> {
      const { exclude, eventDate, genres } = filter;
      const rows = await db
        .select({
          userId: djProfiles.userId,
          genres: djProfiles.genres,
          hourlyRateMinMinor: djProfiles.hourlyRateMinMinor,
          currency: djProfiles.currency,
          acceptsInPerson: djProfiles.acceptsInPerson,
          acceptsRemoteVenues: djProfiles.acceptsRemoteVenues,
          acceptsRemotePrivate: djProfiles.acceptsRemotePrivate,
          city: sql<string | null>`coalesce(${djProfiles.currentCity}, ${users.city})`,
          country: sql<string | null>`coalesce(${djProfiles.currentCountry}, ${users.country})`,
        })
        .from(djProfiles)
        .innerJoin(users, eq(users.id, djProfiles.userId))
        .where(
          and(
            eq(users.isDemo, false),
            notSuspended(users.id),
            exclude.length > 0 ? notInArray(djProfiles.userId, [...exclude]) : undefined,
            lte(djProfiles.hourlyRateMinMinor, filter.maxRateMinor),
            filter.remote === 'venue' ? eq(djProfiles.acceptsRemoteVenues, true) : undefined,
            filter.remote === 'private' ? eq(djProfiles.acceptsRemotePrivate, true) : undefined,
            filter.remote === null ? eq(djProfiles.acceptsInPerson, true) : undefined,
            genres.length > 0
              ? sql`exists (select 1 from unnest(${djProfiles.genres}) as genre(name) where lower(genre.name) in ${genres})`
              : undefined,
          ),
        )
        .orderBy(asc(djProfiles.userId))
        .limit(CANDIDATE_LIMIT);
      // Remote sets need no travel: only on-site requests look at the periods.
      if (rows.length === 0 || filter.remote !== null) return rows.map((row) => ({ ...row, travels: [] }));
      const periods = await db
        .select({
          djUserId: djAvailabilityPeriods.djUserId,
          country: djAvailabilityPeriods.country,
          city: djAvailabilityPeriods.city,
        })
        .from(djAvailabilityPeriods)
        .where(
          and(
            inArray(
              djAvailabilityPeriods.djUserId,
              rows.map((row) => row.userId),
            ),
            lte(djAvailabilityPeriods.fromDate, eventDate),
            gte(djAvailabilityPeriods.toDate, eventDate),
          ),
        );
      return rows.map((row) => ({
        ...row,
        travels: periods.filter((period) => period.djUserId === row.userId),
      }));
    },

    /** Requests whose timer is due, for the sweep that catches a timer lost between a commit and its send. */
    async dueTimers(now: Date, limit: number) {
      const fallbackBefore = new Date(now.getTime() - SIMILAR_DJS_FALLBACK_MS);
      const savedCardBefore = new Date(now.getTime() + SAVED_CARD_AUTHORIZATION_LEAD_MS);
      const captureBefore = new Date(now.getTime() + CAPTURE_WINDOW_MS);
      const [expire, share, authorize, capture, complete] = await Promise.all([
        db
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              inArray(bookingRequests.status, LIVE),
              lte(bookingRequests.expiresAt, now),
              // A confirmed booking whose card is held does not expire: it is charged.
              sql`not (${bookingRequests.status} = 'confirmed' and ${bookingRequests.paymentStatus} in ('authorized', 'captured'))`,
            ),
          )
          .limit(limit),
        db
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              eq(bookingRequests.status, 'routed_to_dj'),
              lte(bookingRequests.routedAt, fallbackBefore),
              sql`${bookingRequests.expiresAt} > ${now}`,
            ),
          )
          .limit(limit),
        db
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              inArray(bookingRequests.status, LIVE),
              eq(bookingRequests.paymentStatus, 'card_saved'),
              lte(bookingRequests.eventAt, savedCardBefore),
              sql`${bookingRequests.expiresAt} > ${now}`,
            ),
          )
          .limit(limit),
        // A confirmed booking's charge from T−24 h, and its completion once the event ended.
        db
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              eq(bookingRequests.status, 'confirmed'),
              eq(bookingRequests.paymentStatus, 'authorized'),
              lte(bookingRequests.eventAt, captureBefore),
            ),
          )
          .limit(limit),
        db
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              eq(bookingRequests.status, 'confirmed'),
              eq(bookingRequests.paymentStatus, 'captured'),
              lte(bookingRequests.eventEndsAt, now),
            ),
          )
          .limit(limit),
      ]);
      return {
        expire: expire.map((row) => row.id),
        share_with_similar_djs: share.map((row) => row.id),
        authorize_saved_card: authorize.map((row) => row.id),
        capture: capture.map((row) => row.id),
        complete: complete.map((row) => row.id),
      };
    },
  };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;

export type BookingStore = BookingQueries & {
  /** Runs work in one transaction: the new state, what it changes and its outbox row commit together. */
  transaction<T>(work: (tx: BookingQueries) => Promise<T>): Promise<T>;
};

/** The only place the booking engine queries. */
export function createBookingStore(db: Db): BookingStore {
  return {
    ...bookingQueries(db),
    transaction: (work) => db.transaction(async (tx) => work(bookingQueries(tx as unknown as Db))),
  };
}
