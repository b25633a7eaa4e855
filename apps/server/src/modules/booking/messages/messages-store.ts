import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingRequestRecipients, bookingRequests } from '../../../db/schema/booking.ts';
import { bookingOffers, bookings } from '../../../db/schema/bookings.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { contentReports, messageThreads, messages } from '../../../db/schema/trust.ts';
import { users } from '../../../db/schema/users.ts';

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The queries of conversations between a request's customer and the DJs it reached. */
export function messageQueries(db: Db) {
  return {
    async request(requestId: number) {
      const [row] = await db
        .select({
          id: bookingRequests.id,
          customerUserId: bookingRequests.customerUserId,
          status: bookingRequests.status,
        })
        .from(bookingRequests)
        .where(eq(bookingRequests.id, requestId));
      return row ?? null;
    },

    /** Whether the request reached the DJ: a recipient, an offer or a booking of theirs. */
    async reached(requestId: number, djUserId: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from ${bookingRequestRecipients}
          where ${bookingRequestRecipients.requestId} = ${requestId} and ${bookingRequestRecipients.djUserId} = ${djUserId}
        union all select 1 from ${bookingOffers}
          where ${bookingOffers.requestId} = ${requestId} and ${bookingOffers.djUserId} = ${djUserId}
        union all select 1 from ${bookings}
          where ${bookings.requestId} = ${requestId} and ${bookings.djUserId} = ${djUserId}
        limit 1`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    async booking(bookingId: number) {
      const [row] = await db
        .select({
          id: bookings.id,
          requestId: bookings.requestId,
          customerUserId: bookings.customerUserId,
          djUserId: bookings.djUserId,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row ?? null;
    },

    /** The latest booking between the request's customer and this DJ on this request. */
    async bookingOf(requestId: number, djUserId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.requestId, requestId), eq(bookings.djUserId, djUserId)))
        .orderBy(desc(bookings.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** The booking's status now (a conversation's notice is worded by it). */
    async bookingStatus(bookingId: number): Promise<string | null> {
      const [row] = await db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row?.status ?? null;
    },

    /** Whether a booking between the two was ever confirmed (contact details are shown from then on). */
    async confirmedBetween(customerUserId: number, djUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.customerUserId, customerUserId),
            eq(bookings.djUserId, djUserId),
            isNotNull(bookings.confirmedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async names(customerUserId: number, djUserId: number) {
      const rows = await db
        .select({
          id: users.id,
          name: sql<string>`coalesce(${djProfiles.stageName}, ${users.displayName})`,
        })
        .from(users)
        .leftJoin(djProfiles, eq(djProfiles.userId, users.id))
        .where(inArray(users.id, [customerUserId, djUserId]));
      const byId = new Map(rows.map((row) => [row.id, row.name]));
      return { customer: byId.get(customerUserId) ?? 'Customer', dj: byId.get(djUserId) ?? 'DJ' };
    },

    async thread(requestId: number, djUserId: number): Promise<ThreadRow | null> {
      const [row] = await db
        .select()
        .from(messageThreads)
        .where(and(eq(messageThreads.requestId, requestId), eq(messageThreads.djUserId, djUserId)));
      return row ?? null;
    },

    /** The conversation of the request and DJ, made on its first message. */
    async ensureThread(requestId: number, customerUserId: number, djUserId: number): Promise<ThreadRow> {
      await db.insert(messageThreads).values({ requestId, customerUserId, djUserId }).onConflictDoNothing();
      return (await this.thread(requestId, djUserId))!;
    },

    async messagesOf(threadId: number, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.threadId, threadId))
        .orderBy(desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },

    async insertMessage(
      threadId: number,
      senderUserId: number,
      body: string,
      now: Date,
    ): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ threadId, senderUserId, body, createdAt: now })
        .returning();
      await db.update(messageThreads).set({ lastMessageAt: now }).where(eq(messageThreads.id, threadId));
      return row!;
    },

    /** A message with its conversation, locked for an edit when asked. */
    async message(id: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({ message: messages, thread: messageThreads })
        .from(messages)
        .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
        .where(eq(messages.id, id));
      const [row] = options.lock ? await query.for('update', { of: messages }) : await query;
      return row ?? null;
    },

    async editMessage(row: MessageRow, body: string, now: Date): Promise<MessageRow> {
      const [updated] = await db
        .update(messages)
        .set({ body, previousBodies: [...row.previousBodies, row.body], editedAt: now })
        .where(eq(messages.id, row.id))
        .returning();
      return updated!;
    },

    /** Files a report once per reporter; answers false when this reporter had reported it already. */
    async report(
      targetType: 'review' | 'message',
      targetId: number,
      reporterUserId: number,
      reason: string,
      now: Date,
    ): Promise<boolean> {
      const inserted = await db
        .insert(contentReports)
        .values({ targetType, targetId, reporterUserId, reason, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: contentReports.id });
      return inserted.length > 0;
    },

    /** The account's conversations, the latest first (for an inbox). */
    /** The party has read the conversation up to `at` (never moved back). */
    async markRead(threadId: number, side: 'customer' | 'dj', at: Date): Promise<void> {
      const column = side === 'customer' ? messageThreads.customerReadAt : messageThreads.djReadAt;
      await db
        .update(messageThreads)
        .set(side === 'customer' ? { customerReadAt: at } : { djReadAt: at })
        .where(
          and(
            eq(messageThreads.id, threadId),
            sql`(${column} is null or ${column} < ${at.toISOString()}::timestamptz)`,
          ),
        );
    },

    /**
     * The account's conversations with messages from the other party it has not read (removed ones left out), as
     * the customer or as the DJ: each with its request, DJ and count.
     */
    async unreadOf(userId: number) {
      const result = await db.execute(sql`
        select t.request_id, t.dj_user_id, count(m.id)::int as unread
        from message_threads t
        join messages m on m.thread_id = t.id and m.sender_user_id <> ${userId} and m.removed_at is null
        where (t.customer_user_id = ${userId}
                and (t.customer_read_at is null or m.created_at > t.customer_read_at))
           or (t.dj_user_id = ${userId}
                and (t.dj_read_at is null or m.created_at > t.dj_read_at))
        group by t.request_id, t.dj_user_id
        order by t.request_id, t.dj_user_id`);
      return (
        result as unknown as {
          rows: { request_id: number | string; dj_user_id: number | string; unread: number }[];
        }
      ).rows.map((row) => ({
        requestId: Number(row.request_id),
        djUserId: Number(row.dj_user_id),
        unread: Number(row.unread),
      }));
    },

    async threadsOf(userId: number) {
      return db
        .select()
        .from(messageThreads)
        .where(or(eq(messageThreads.customerUserId, userId), eq(messageThreads.djUserId, userId)))
        .orderBy(desc(messageThreads.lastMessageAt), asc(messageThreads.id));
    },
  };
}

export type MessageQueries = ReturnType<typeof messageQueries>;
