import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  bookingNotifications,
  type TBookingEventFacts,
} from '@cuepoint/domain/notifications/booking-notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookingRequestRecipients, bookingRequests } from '../../db/schema/booking.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { djProfiles } from '../../db/schema/profiles.ts';
import { insertNotifications } from './notifications-store.ts';

/** Outbox rows read per transaction. */
const BATCH = 100;
/** Rows older than this when first read (written before notifications existed) are passed without notifying. */
const STALE_MS = 7 * 24 * 3_600_000;

type OutboxRow = {
  id: number | string;
  request_id: number | string;
  type: string;
  payload: Record<string, unknown> | string;
  created_at: Date | string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[0-9]{1,9}$/.test(value)
      ? Number(value)
      : null;

export const bookingEventSourceKey = (eventId: number) => `booking_event:${eventId}`;

/** What the domain needs to word one outbox row; null when its request is gone. */
type RequestFacts = TBookingEventFacts['request'];

/** What one pass read already: a burst of events of one request reads it once. */
type PassCache = { requests: Map<number, RequestFacts | null>; djNames: Map<number, string> };

async function requestOf(db: Db, id: number, cache: PassCache): Promise<RequestFacts | null> {
  if (cache.requests.has(id)) return cache.requests.get(id)!;
  const [row] = await db
    .select({
      id: bookingRequests.id,
      customerUserId: bookingRequests.customerUserId,
      customerRole: bookingRequests.customerRole,
      description: bookingRequests.description,
      eventAt: bookingRequests.eventAt,
      eventTimezone: bookingRequests.eventTimezone,
      currency: bookingRequests.currency,
      targetDjId: bookingRequests.djUserId,
    })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, id));
  const facts: RequestFacts | null = row
    ? { ...row, customerRole: row.customerRole === 'venue' ? 'venue' : 'enthusiast' }
    : null;
  cache.requests.set(id, facts);
  return facts;
}

async function factsOf(db: Db, row: OutboxRow, cache: PassCache): Promise<TBookingEventFacts | null> {
  const payload =
    typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  const request = await requestOf(db, Number(row.request_id), cache);
  if (!request) return null;

  const bookingId = idOf(payload['booking_id'] ?? payload['bookingId']);
  const [booking] = bookingId
    ? await db
        .select({ id: bookings.id, djUserId: bookings.djUserId })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.requestId, request.id)))
    : [];

  // A submit or a share reached DJs at the transition's instant, which is the outbox row's time.
  const reachedDjIds =
    row.type === 'booking_request.submitted' || row.type === 'booking_request.shared'
      ? (
          await db
            .select({ djUserId: bookingRequestRecipients.djUserId })
            .from(bookingRequestRecipients)
            .where(
              and(
                eq(bookingRequestRecipients.requestId, request.id),
                sql`${bookingRequestRecipients.reachedAt} between ${new Date(createdAt.getTime() - 1000).toISOString()}::timestamptz and ${createdAt.toISOString()}::timestamptz`,
              ),
            )
            .orderBy(bookingRequestRecipients.djUserId)
        ).map((recipient) => recipient.djUserId)
      : [];

  const named = new Set<number>(reachedDjIds);
  for (const id of [idOf(payload['dj_id']), booking?.djUserId ?? null, request.targetDjId])
    if (id !== null) named.add(id);
  const unknown = [...named].filter((id) => !cache.djNames.has(id));
  if (unknown.length > 0)
    for (const dj of await db
      .select({ userId: djProfiles.userId, stageName: djProfiles.stageName })
      .from(djProfiles)
      .where(inArray(djProfiles.userId, unknown)))
      cache.djNames.set(dj.userId, dj.stageName);
  const djNames = new Map(
    [...named].flatMap((id) => (cache.djNames.has(id) ? [[id, cache.djNames.get(id)!] as const] : [])),
  );

  return {
    eventId: Number(row.id),
    type: row.type,
    payload,
    request,
    djNames,
    reachedDjIds,
    booking: booking ?? null,
  };
}

/**
 * Turns new booking outbox rows into notifications (decision record 031): in one transaction it takes the rows not yet
 * delivered (skipping those another sender holds), writes each party's notification with its push and e-mail
 * deliveries, and marks the rows delivered. A crash before the commit leaves the rows for the next run; the unique
 * (account, source) key makes a row read twice notify once. Answers how many rows it handled.
 */
export async function fanOutBookingEvents(db: Db, now: Date, log: FastifyBaseLogger): Promise<number> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const rows = rowsOf<OutboxRow>(
      await txDb.execute(sql`
        select id, request_id, type, payload, created_at from booking_events
        where delivered_at is null
        order by id
        limit ${BATCH}
        for update skip locked
      `),
    );
    const handled: number[] = [];
    const cache: PassCache = { requests: new Map(), djNames: new Map() };
    for (const row of rows) {
      const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
      try {
        // A savepoint per row: one row that cannot be worded is read again next run and holds back no other.
        await tx.transaction(async (savepoint) => {
          const db = savepoint as unknown as Db;
          if (now.getTime() - createdAt.getTime() > STALE_MS) return;
          const facts = await factsOf(db, row, cache);
          if (facts)
            await insertNotifications(
              db,
              bookingEventSourceKey(facts.eventId),
              bookingNotifications(facts),
              now,
            );
        });
        handled.push(Number(row.id));
      } catch (error) {
        log.error({ err: error, eventId: row.id }, 'notifications: could not notify a booking event');
      }
    }
    if (handled.length > 0)
      await txDb.execute(
        sql`update booking_events set delivered_at = ${now.toISOString()}::timestamptz where id in (${sql.join(
          handled.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    return handled.length;
  });
}
