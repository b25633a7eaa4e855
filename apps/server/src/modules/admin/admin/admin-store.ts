import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { DJ_HOLDING_BOOKING_STATUSES } from '@cuepoint/domain/booking/booking-api';
import type { Db } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/accounts.ts';
import { bookingRequestRecipients, bookingRequests } from '../../../db/schema/booking.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import {
  accountSuspensions,
  contentReports,
  disputes,
  messageThreads,
  messages,
  reviews,
} from '../../../db/schema/trust.ts';
import { users } from '../../../db/schema/users.ts';

const nameOf = sql<string>`coalesce(${djProfiles.stageName}, ${users.displayName})`;

/** Accounts as the console shows them: with the DJ's stage name, any suspension and their bookings' count. */
const accountRows = (db: Db) =>
  db
    .select({
      user: users,
      stageName: djProfiles.stageName,
      suspension: accountSuspensions,
      bookings: sql<number>`(select count(*)::int from ${bookings} b where b.customer_user_id = ${users.id} or b.dj_user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(djProfiles, eq(djProfiles.userId, users.id))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id));

/** The operator console's queries. */
export function adminQueries(db: Db) {
  return {
    /** Accounts whose e-mail, name or stage name holds the query (the newest first); all when it is empty. */
    async searchUsers(query: string, limit: number) {
      const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const id = /^\d{1,9}$/.test(query) ? Number(query) : null;
      return accountRows(db)
        .where(
          query
            ? or(
                ilike(users.email, like),
                ilike(users.displayName, like),
                ilike(djProfiles.stageName, like),
                id !== null ? eq(users.id, id) : undefined,
              )
            : undefined,
        )
        .orderBy(desc(users.id))
        .limit(limit);
    },

    async user(id: number) {
      const [row] = await this.usersByIds([id]);
      return row ?? null;
    },

    async usersByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return accountRows(db).where(inArray(users.id, [...ids]));
    },

    async names(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: nameOf })
        .from(users)
        .leftJoin(djProfiles, eq(djProfiles.userId, users.id))
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The currency of each dispute named, by dispute id. */
    async disputeCurrencies(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: disputes.id, currency: disputes.currency })
        .from(disputes)
        .where(inArray(disputes.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.currency]));
    },

    async suspend(userId: number, reason: string, operatorId: number, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(accountSuspensions)
        .values({ userId, reason, suspendedByUserId: operatorId, suspendedAt: now })
        .onConflictDoNothing()
        .returning({ userId: accountSuspensions.userId });
      if (inserted.length === 0) return false;
      // Signed out everywhere at once.
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return true;
    },

    async restore(userId: number): Promise<boolean> {
      const deleted = await db
        .delete(accountSuspensions)
        .where(eq(accountSuspensions.userId, userId))
        .returning({ userId: accountSuspensions.userId });
      return deleted.length > 0;
    },

    /** Open requests that reach the DJ (its inbox) and its bookings not yet charged: what a suspension re-routes. */
    async openWorkOf(djUserId: number) {
      const requests = await db
        .select({ id: bookingRequests.id })
        .from(bookingRequestRecipients)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookingRequestRecipients.requestId))
        .where(
          and(
            eq(bookingRequestRecipients.djUserId, djUserId),
            isNull(bookingRequestRecipients.hiddenAt),
            inArray(bookingRequests.status, ['routed_to_dj', 'shared']),
          ),
        );
      const live = await db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
        .where(
          and(
            eq(bookings.djUserId, djUserId),
            inArray(bookings.status, [...DJ_HOLDING_BOOKING_STATUSES]),
            sql`${bookingRequests.paymentStatus} <> 'captured'`,
          ),
        );
      return { requestIds: requests.map((row) => row.id), bookingIds: live.map((row) => row.id) };
    },

    /**
     * A customer's requests still waiting for a DJ, for the customer's confirmation of a DJ's acceptance, or for the
     * DJ's agreement to the customer's terms.
     */
    async openRequestsOf(customerUserId: number) {
      const rows = await db
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.customerUserId, customerUserId),
            inArray(bookingRequests.status, ['routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement']),
          ),
        )
        .orderBy(bookingRequests.id);
      return rows.map((row) => row.id);
    },

    async counts() {
      const [row] = (
        (await db.execute(sql`
          select
            (select count(*)::int from ${disputes} where status in ('open', 'answered')) as disputes,
            (select count(*)::int from ${contentReports} where status = 'open') as reports,
            (select count(*)::int from ${accountSuspensions}) as suspended,
            (select count(*)::int from ${disputes} where settle_alerted_at is not null) as failed_refunds`)) as unknown as {
          rows: { disputes: number; reports: number; suspended: number; failed_refunds: number }[];
        }
      ).rows;
      return {
        openDisputes: Number(row?.disputes ?? 0),
        openReports: Number(row?.reports ?? 0),
        suspended: Number(row?.suspended ?? 0),
        failedRefunds: Number(row?.failed_refunds ?? 0),
      };
    },

    async reports(status: 'open' | 'all', limit: number) {
      return db
        .select()
        .from(contentReports)
        .where(status === 'open' ? eq(contentReports.status, 'open') : undefined)
        .orderBy(desc(contentReports.id))
        .limit(limit);
    },

    async report(id: number, options: { lock?: boolean } = {}) {
      const query = db.select().from(contentReports).where(eq(contentReports.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async reviewsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ review: reviews, requestId: bookings.requestId })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(inArray(reviews.id, [...ids]));
    },

    async messagesByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ message: messages, thread: messageThreads })
        .from(messages)
        .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
        .where(inArray(messages.id, [...ids]));
    },

    /** Resolves every open report of the target the same way, and removes the content when asked. */
    async resolve(
      report: { targetType: string; targetId: number },
      resolution: 'removed' | 'kept',
      operatorId: number,
      now: Date,
    ): Promise<void> {
      await db
        .update(contentReports)
        .set({ status: 'resolved', resolution, resolvedByUserId: operatorId, resolvedAt: now })
        .where(
          and(
            eq(contentReports.targetType, report.targetType),
            eq(contentReports.targetId, report.targetId),
            eq(contentReports.status, 'open'),
          ),
        );
      if (resolution !== 'removed') return;
      if (report.targetType === 'review')
        await db.update(reviews).set({ removedAt: now }).where(eq(reviews.id, report.targetId));
      else await db.update(messages).set({ removedAt: now }).where(eq(messages.id, report.targetId));
    },
  };
}

export type AdminQueries = ReturnType<typeof adminQueries>;
