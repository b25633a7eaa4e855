import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** The channel every outbox insert notifies, with `{ "request_id": …, "id": … }`. */
export const BOOKING_EVENTS_CHANNEL = 'booking_events';

/**
 * The advisory lock every outbox insert takes for the rest of its transaction: the next insert draws its id only
 * after this one committed (or rolled back), so ids become visible in increasing order and a reader that resumes
 * after the last id it saw never skips a row that commits later with a smaller id.
 */
export const BOOKING_EVENTS_LOCK = 7_302_190_412;

export type BookingEventRow = {
  requestId: number;
  type: string;
  payload: Record<string, unknown>;
  /** The transition's time from the injected clock; the database's time when absent. */
  createdAt?: Date;
};

/** What a notification on BOOKING_EVENTS_CHANNEL carries. */
export type BookingEventNotice = { request_id: number; id: number };

/** Reads a notification's payload; null for anything else. */
export function parseBookingEventNotice(payload: string): BookingEventNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<BookingEventNotice> | null;
    if (value && Number.isInteger(value.request_id) && Number.isInteger(value.id))
      return { request_id: value.request_id as number, id: value.id as number };
  } catch {
    // not ours
  }
  return null;
}

/**
 * Writes one outbox row (booking_events) and announces it to live updates: takes the outbox's advisory lock, inserts,
 * then `pg_notify`, all in one statement, so it costs one round trip and keeps the order even when called outside a
 * transaction. Inside a transaction the lock is held and the notification sent at its commit; a rollback sends
 * nothing. Works the same on PostgreSQL and embedded PGlite. Answers the new row's id.
 */
export async function appendBookingEvent(tx: Db, row: BookingEventRow): Promise<number> {
  const createdAt = row.createdAt ? row.createdAt.toISOString() : null;
  // The row's request is locked (key share, as the insert's foreign key check would) before the outbox's lock: taken
  // after it, a transaction holding the request for update and waiting for the outbox would deadlock with this one.
  const result = await tx.execute(sql`
    with parent as (
      select id from booking_requests where id = ${row.requestId}::integer for key share
    ),
    ordered as (select pg_advisory_xact_lock(${BOOKING_EVENTS_LOCK}::bigint) from parent),
    inserted as (
      insert into booking_events (request_id, type, payload, created_at)
      select ${row.requestId}::integer, ${row.type}::text, ${JSON.stringify(row.payload)}::jsonb,
             coalesce(${createdAt}::timestamptz, now())
      from ordered
      returning id, request_id
    )
    select id, pg_notify(${BOOKING_EVENTS_CHANNEL}, json_build_object('request_id', request_id, 'id', id)::text)
    from inserted
  `);
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  if (rows.length === 0) throw new Error(`booking event for request ${row.requestId}: no such request`);
  return Number(rows[0]!.id);
}
