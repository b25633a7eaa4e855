import { and, asc, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { placeholderRow, placeholdersFor, preparedFor, preparedPerShape } from '../../../db/prepared.ts';
import {
  bookingPaymentAuthorizations,
  bookingRequestRecipients,
  bookingRequests,
} from '../../../db/schema/booking.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import type { TRecipientReason } from '@cuepoint/domain/booking/request-api';
import { REQUEST_EXPIRY_LEAD_MS } from '@cuepoint/domain/booking/constants';
import { offerQueries } from '../offers/offers-store.ts';
import { bookingRowQueries, djBusyDuring } from '../bookings/bookings-store.ts';
import { appendBookingEvent, type BookingEventRow } from '../../notifications/index.ts';
import {
  cancelPayouts,
  payoutsDueNow,
  schedulePayouts,
  type SchedulePayoutsInput,
} from '../payouts/payout-schedule-store.ts';
import { candidateQueries } from '../engine/candidate-queries.ts';
import { duplicateQueries } from './duplicate-queries.ts';
import { timerQueries } from '../engine/timer-queries.ts';

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
  /** The DJ holds a booking of another request at this one's time (decision record 042). */
  bookedThen: boolean;
};

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

/** A new request's insert, prepared for the columns the submit writes (every submit writes the same ones). */
const insertRequestQuery = preparedPerShape('booking_request_insert', (db, placeholders, name) =>
  db.insert(bookingRequests).values(placeholdersFor<NewRequestRow>(placeholders)).returning().prepare(name),
);

/**
 * The booking engine's queries, on the database or inside a transaction. In a transaction, `outbox` keeps the
 * outbox rows until the work is done: they are written last (see `createBookingStore`).
 */
function bookingQueries(db: Db, outbox?: BookingEventRow[]) {
  const listed = {
    request: bookingRequests,
    djName: djProfiles.stageName,
  };
  const toListed = (rows: { request: RequestRow; djName: string | null }[]): ListedRow[] =>
    rows.map(({ request, djName }) => ({ ...request, djName }));

  /** Hides the request from the recipients `which` picks. */
  async function hideWhere(requestId: number, which: SQL | undefined, now: Date) {
    await db
      .update(bookingRequestRecipients)
      .set({ hiddenAt: now })
      .where(and(eq(bookingRequestRecipients.requestId, requestId), which));
  }

  /** Whether the request reached the DJ: still in the DJ's inbox, or at all. */
  async function reachedDj(requestId: number, djUserId: number, options: { inInbox: boolean }) {
    const [row] = await db
      .select({ requestId: bookingRequestRecipients.requestId })
      .from(bookingRequestRecipients)
      .where(
        and(
          eq(bookingRequestRecipients.requestId, requestId),
          eq(bookingRequestRecipients.djUserId, djUserId),
          options.inInbox ? isNull(bookingRequestRecipients.hiddenAt) : undefined,
        ),
      );
    return row !== undefined;
  }

  return {
    ...offerQueries(db),
    ...bookingRowQueries(db),
    ...duplicateQueries(db),
    ...candidateQueries(db),
    ...timerQueries(db),

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
      const [inserted] = await insertRequestQuery(db, row).execute(row);
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

    /**
     * Open requests another DJ could still join (decision record 045): shared, still answerable, reached by fewer
     * than `room` DJs besides their target, never by this DJ, and not the DJ's own; soonest event first.
     */
    async openRequestsWithRoom(djUserId: number, now: Date, room: number, limit: number): Promise<number[]> {
      const reachedBefore = sql`exists (select 1 from ${bookingRequestRecipients} r where r.request_id = ${bookingRequests.id} and r.dj_user_id = ${djUserId})`;
      const shared = sql`(select count(*) from ${bookingRequestRecipients} r where r.request_id = ${bookingRequests.id} and r.reason <> 'targeted')`;
      const rows = await db
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.status, 'shared'),
            // Still answerable: the event is more than the expiry's lead away (schedule.ts, 23 h).
            gt(bookingRequests.eventAt, new Date(now.getTime() + REQUEST_EXPIRY_LEAD_MS)),
            ne(bookingRequests.customerUserId, djUserId),
            sql`not ${reachedBefore}`,
            sql`${shared} < ${room}`,
          ),
        )
        .orderBy(asc(bookingRequests.eventAt), asc(bookingRequests.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Whether the request reached this DJ and is still in the DJ's inbox. */
    reached: (requestId: number, djUserId: number) => reachedDj(requestId, djUserId, { inInbox: true }),

    /** Whether the request ever reached this DJ (still in its inbox or not). */
    everReached: (requestId: number, djUserId: number) => reachedDj(requestId, djUserId, { inInbox: false }),

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

    /** Takes the request out of this DJ's inbox. */
    async hideFrom(requestId: number, djUserId: number, now: Date): Promise<void> {
      await hideWhere(requestId, eq(bookingRequestRecipients.djUserId, djUserId), now);
    },

    /** Takes the request out of every other DJ's inbox it is still in. */
    async hideFromAllBut(requestId: number, djUserId: number, now: Date): Promise<void> {
      const others = and(
        ne(bookingRequestRecipients.djUserId, djUserId),
        isNull(bookingRequestRecipients.hiddenAt),
      );
      await hideWhere(requestId, others, now);
    },

    /** The customers the DJ has had a confirmed booking with (they read each other's contact details). */
    async confirmedCustomersOf(djUserId: number): Promise<Set<number>> {
      const result = await db.execute(
        sql`select distinct customer_user_id from bookings where dj_user_id = ${djUserId} and confirmed_at is not null`,
      );
      return new Set(
        (result as unknown as { rows: { customer_user_id: number | string }[] }).rows.map((row) =>
          Number(row.customer_user_id),
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
          bookedThen: sql<boolean>`${djBusyDuring(sql`${djUserId}::integer`, {
            start: bookingRequests.eventAt,
            end: bookingRequests.eventEndsAt,
            requestId: bookingRequests.id,
          })}`,
        })
        .from(bookingRequestRecipients)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookingRequestRecipients.requestId))
        .innerJoin(users, eq(users.id, bookingRequests.customerUserId))
        .where(
          and(eq(bookingRequestRecipients.djUserId, djUserId), isNull(bookingRequestRecipients.hiddenAt)),
        )
        .orderBy(asc(bookingRequests.eventAt), asc(bookingRequests.id));
      return rows.map(({ request, customerName, reason, reachedAt, bookedThen }) => ({
        ...request,
        customerName,
        reason: reason as TRecipientReason,
        reachedAt,
        bookedThen,
      }));
    },

    /** One outbox row, through live updates' append (ordered ids, a notification at commit). */
    async insertEvent(requestId: number, type: string, payload: Record<string, unknown>, now: Date) {
      const row = { requestId, type, payload, createdAt: now };
      if (outbox) outbox.push(row);
      else await appendBookingEvent(db, row);
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
  };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;

export type BookingStore = BookingQueries & {
  /** Runs work in one transaction: the new state, what it changes and its outbox row commit together. */
  transaction<T>(work: (tx: BookingQueries) => Promise<T>): Promise<T>;
};

/**
 * The only place the booking engine queries. A transaction writes its outbox rows, in order, after everything else
 * it does: the outbox's lock is held from the first row to the commit (decision record 032), and a transaction that
 * touched a row after taking it could deadlock with one that holds that row and waits for the lock.
 */
export function createBookingStore(db: Db): BookingStore {
  return {
    ...bookingQueries(db),
    transaction: (work) =>
      db.transaction(async (tx) => {
        const outbox: BookingEventRow[] = [];
        const result = await work(bookingQueries(tx as unknown as Db, outbox));
        for (const row of outbox) await appendBookingEvent(tx as unknown as Db, row);
        return result;
      }),
  };
}
