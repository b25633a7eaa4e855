import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** An outbox row as live updates read it. */
export type LiveEventRow = {
  id: number;
  requestId: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
};

/** An outbox row as raw SQL answers it (ids and times as the driver gives them, the payload maybe as text). */
export type RawEventRow = {
  id: number | string;
  request_id: number | string;
  type: string;
  payload: Record<string, unknown> | string;
  created_at: Date | string;
};

/** The rows of a raw SQL answer. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A payload id (offer_id or offerId) as an integer, null when absent or not a number. */
const payloadId = (snake: string, camel: string) =>
  sql.raw(
    `(case when coalesce(e.payload->>'${snake}', e.payload->>'${camel}') ~ '^[0-9]{1,9}$' ` +
      `then coalesce(e.payload->>'${snake}', e.payload->>'${camel}')::integer end)`,
  );

/**
 * The queries of live updates. Who sees an event (the parties; nobody else):
 * - the request's customer: every event of the request except the DJ's payouts;
 * - an offer's event (`offer.*`): the DJ whose offer it is;
 * - a booking's event (`booking.*`): the booking's DJ;
 * - a conversation's, review's or dispute's event (`message.*`, `review.*`, `dispute.*`): the DJ party it names;
 * - a request's event (`booking_request.*`): each DJ it reached, from the moment it reached them until it left
 *   their inbox (the event that hid it included), and the DJ of a booking of the request until that booking was
 *   cancelled.
 */
export function createLiveStore(db: Db) {
  return {
    /** The newest event id; a stream without Last-Event-ID starts after it. */
    async latestEventId(): Promise<number> {
      const [row] = rowsOf<{ id: number | string | null }>(
        await db.execute(sql`select max(id) as id from booking_events`),
      );
      return Number(row?.id ?? 0);
    },

    /** The user's events after `afterId`, oldest first, at most `limit`. */
    async eventsFor(userId: number, afterId: number, limit: number): Promise<LiveEventRow[]> {
      const offerId = payloadId('offer_id', 'offerId');
      const bookingId = payloadId('booking_id', 'bookingId');
      const result = await db.execute(sql`
        select e.id, e.request_id, e.type, e.payload, e.created_at
        from booking_events e
        join booking_requests r on r.id = e.request_id
        where e.id > ${afterId}
          and e.request_id in (
            select id from booking_requests where customer_user_id = ${userId}
            union select request_id from booking_request_recipients where dj_user_id = ${userId}
            union select request_id from booking_offers where dj_user_id = ${userId}
            union select request_id from bookings where dj_user_id = ${userId}
          )
          and (
            (r.customer_user_id = ${userId} and not starts_with(e.type, 'booking.payout'))
            or (starts_with(e.type, 'offer.') and exists (
              select 1 from booking_offers o where o.id = ${offerId} and o.dj_user_id = ${userId}))
            or (starts_with(e.type, 'booking.') and exists (
              select 1 from bookings b where b.id = ${bookingId} and b.dj_user_id = ${userId}))
            or ((starts_with(e.type, 'message.') or starts_with(e.type, 'review.') or starts_with(e.type, 'dispute.'))
              and e.payload->>'dj_id' = ${String(userId)})
            or (starts_with(e.type, 'booking_request.') and (
              exists (
                select 1 from booking_request_recipients rr
                where rr.request_id = e.request_id and rr.dj_user_id = ${userId}
                  and rr.reached_at <= e.created_at and (rr.hidden_at is null or e.created_at <= rr.hidden_at))
              or exists (
                select 1 from bookings b
                where b.request_id = e.request_id and b.dj_user_id = ${userId}
                  and (b.cancelled_at is null or e.created_at <= b.cancelled_at))))
          )
        order by e.id
        limit ${limit}
      `);
      return rowsOf<RawEventRow>(result).map((row) => ({
        id: Number(row.id),
        requestId: Number(row.request_id),
        type: row.type,
        payload:
          typeof row.payload === 'string'
            ? (JSON.parse(row.payload) as Record<string, unknown>)
            : row.payload,
        createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
      }));
    },

    /** Everyone who may see some event of the request: the streams to wake when one is written. */
    async partiesOf(requestId: number): Promise<number[]> {
      const result = await db.execute(sql`
        select customer_user_id as user_id from booking_requests where id = ${requestId}
        union select dj_user_id from booking_request_recipients where request_id = ${requestId}
        union select dj_user_id from booking_offers where request_id = ${requestId}
        union select dj_user_id from bookings where request_id = ${requestId}
      `);
      return rowsOf<{ user_id: number | string }>(result).map((row) => Number(row.user_id));
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;
