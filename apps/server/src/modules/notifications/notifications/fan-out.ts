import { eq, inArray, sql } from 'drizzle-orm';
import {
  bookingNotifications,
  type TBookingEventFacts,
} from '@cuepoint/domain/notifications/booking-notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { bookingRequestRecipients, bookingRequests } from '../../../db/schema/booking.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import { insertNotifications } from './notifications-store.ts';
import { rowsOf, type RawEventRow } from '../live-updates/live-store.ts';

/** Outbox rows read per transaction. */
const BATCH = 100;
/** Rows older than this when first read (written before notifications existed) are passed without notifying. */
const STALE_MS = 7 * 24 * 3_600_000;

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[0-9]{1,9}$/.test(value)
      ? Number(value)
      : null;

export const bookingEventSourceKey = (eventId: number) => `booking_event:${eventId}`;

/** What the domain needs to word one outbox row. */
type RequestFacts = TBookingEventFacts['request'];

/**
 * What one pass reads for all its rows at once, a statement a kind whatever the batch's size: their requests, the DJs
 * each submitted or shared request reached, the bookings the rows name, and the stage names of every DJ named.
 */
type PassFacts = {
  requests: Map<number, RequestFacts>;
  reached: Map<number, Array<{ djUserId: number; reachedAt: Date }>>;
  bookings: Map<number, { id: number; djUserId: number; requestId: number }>;
  djNames: Map<number, string>;
};

/** A row read from the outbox, its payload parsed. */
type ReadRow = { row: RawEventRow; payload: Record<string, unknown>; createdAt: Date; requestId: number };

const reachesDjs = (type: string) =>
  type === 'booking_request.submitted' ||
  type === 'booking_request.shared' ||
  type === 'booking_request.reached_new_djs';
const bookingIdOf = (payload: Record<string, unknown>) => idOf(payload['booking_id'] ?? payload['bookingId']);

async function readPass(db: Db, rows: readonly ReadRow[]): Promise<PassFacts> {
  const requestIds = [...new Set(rows.map((r) => r.requestId))];
  const reachingIds = [...new Set(rows.filter((r) => reachesDjs(r.row.type)).map((r) => r.requestId))];
  const bookingIds = [...new Set(rows.flatMap((r) => bookingIdOf(r.payload) ?? []))];
  const requests = new Map<number, RequestFacts>();
  for (const row of await db
    .select({
      id: bookingRequests.id,
      customerUserId: bookingRequests.customerUserId,
      customerRole: bookingRequests.customerRole,
      description: bookingRequests.description,
      eventAt: bookingRequests.eventAt,
      eventTimezone: bookingRequests.eventTimezone,
      currency: bookingRequests.currency,
      targetDjId: bookingRequests.djUserId,
      customerName: users.displayName,
    })
    .from(bookingRequests)
    .leftJoin(users, eq(users.id, bookingRequests.customerUserId))
    .where(inArray(bookingRequests.id, requestIds)))
    requests.set(row.id, { ...row, customerRole: row.customerRole === 'venue' ? 'venue' : 'enthusiast' });

  const reached = new Map<number, Array<{ djUserId: number; reachedAt: Date }>>();
  if (reachingIds.length > 0)
    for (const recipient of await db
      .select({
        requestId: bookingRequestRecipients.requestId,
        djUserId: bookingRequestRecipients.djUserId,
        reachedAt: bookingRequestRecipients.reachedAt,
      })
      .from(bookingRequestRecipients)
      .where(inArray(bookingRequestRecipients.requestId, reachingIds))
      .orderBy(bookingRequestRecipients.djUserId)) {
      const list = reached.get(recipient.requestId) ?? [];
      list.push({ djUserId: recipient.djUserId, reachedAt: recipient.reachedAt });
      reached.set(recipient.requestId, list);
    }

  const bookingRows = new Map<number, { id: number; djUserId: number; requestId: number }>();
  if (bookingIds.length > 0)
    for (const booking of await db
      .select({ id: bookings.id, djUserId: bookings.djUserId, requestId: bookings.requestId })
      .from(bookings)
      .where(inArray(bookings.id, bookingIds)))
      bookingRows.set(booking.id, booking);

  const facts: PassFacts = { requests, reached, bookings: bookingRows, djNames: new Map() };
  const named = [...new Set(rows.flatMap((r) => [...namedDjs(r, facts)]))];
  if (named.length > 0)
    for (const dj of await db
      .select({ userId: djProfiles.userId, stageName: djProfiles.stageName })
      .from(djProfiles)
      .where(inArray(djProfiles.userId, named)))
      facts.djNames.set(dj.userId, dj.stageName);
  return facts;
}

/** The booking a row names, when it is one of the row's own request. */
function bookingOf(read: ReadRow, pass: PassFacts) {
  const bookingId = bookingIdOf(read.payload);
  const booking = bookingId === null ? undefined : pass.bookings.get(bookingId);
  return booking && booking.requestId === read.requestId
    ? { id: booking.id, djUserId: booking.djUserId }
    : null;
}

/** The DJs a submit or a share reached at the transition's instant, which is the outbox row's time. */
function reachedBy(read: ReadRow, pass: PassFacts): number[] {
  if (!reachesDjs(read.row.type)) return [];
  const to = read.createdAt.getTime();
  return (pass.reached.get(read.requestId) ?? [])
    .filter((r) => r.reachedAt.getTime() >= to - 1000 && r.reachedAt.getTime() <= to)
    .map((r) => r.djUserId);
}

/** Every DJ a row's words may name: those reached, the payload's DJ, the booking's and the request's target. */
function namedDjs(read: ReadRow, pass: PassFacts): Set<number> {
  const named = new Set<number>(reachedBy(read, pass));
  const request = pass.requests.get(read.requestId);
  for (const id of [
    idOf(read.payload['dj_id']),
    bookingOf(read, pass)?.djUserId ?? null,
    request?.targetDjId ?? null,
  ])
    if (id !== null && id !== undefined) named.add(id);
  return named;
}

/** The facts of one row from what its pass read; null when its request is gone. */
function factsOf(read: ReadRow, pass: PassFacts): TBookingEventFacts | null {
  const request = pass.requests.get(read.requestId);
  if (!request) return null;
  const djNames = new Map<number, string>();
  for (const id of namedDjs(read, pass)) {
    const name = pass.djNames.get(id);
    if (name !== undefined) djNames.set(id, name);
  }
  return {
    eventId: Number(read.row.id),
    type: read.row.type,
    payload: read.payload,
    request,
    djNames,
    reachedDjIds: reachedBy(read, pass),
    booking: bookingOf(read, pass),
  };
}

/** A row as read, its payload parsed; null (logged) when the payload is not JSON. */
function parseRow(row: RawEventRow, log: FastifyBaseLogger): ReadRow | null {
  try {
    const payload =
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
    const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
    return { row, payload, createdAt, requestId: Number(row.request_id) };
  } catch (error) {
    log.error({ err: error, eventId: row.id }, 'notifications: could not read a booking event');
    return null;
  }
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
    const rows = rowsOf<RawEventRow>(
      await txDb.execute(sql`
        select id, request_id, type, payload, created_at from booking_events
        where delivered_at is null
        order by id
        limit ${BATCH}
        for update skip locked
      `),
    );
    const handled: number[] = [];
    const fresh: ReadRow[] = [];
    for (const row of rows) {
      const read = parseRow(row, log);
      if (!read) continue;
      // Rows written before notifications existed are passed without notifying.
      if (now.getTime() - read.createdAt.getTime() > STALE_MS) handled.push(Number(row.id));
      else fresh.push(read);
    }
    const pass = fresh.length > 0 ? await readPass(txDb, fresh) : null;
    for (const read of fresh) {
      try {
        const facts = factsOf(read, pass!);
        const drafts = facts ? bookingNotifications(facts) : [];
        // A savepoint per row that notifies: one row whose notifications cannot be stored is read again next run
        // and holds back no other.
        if (drafts.length > 0)
          await tx.transaction(async (savepoint) => {
            await insertNotifications(
              savepoint as unknown as Db,
              bookingEventSourceKey(facts!.eventId),
              drafts,
              now,
            );
          });
        handled.push(Number(read.row.id));
      } catch (error) {
        log.error({ err: error, eventId: read.row.id }, 'notifications: could not notify a booking event');
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
