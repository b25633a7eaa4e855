import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app.ts';
import type { Database, Db } from '../../../db/client.ts';
import { bookingEvents, bookingRequests } from '../../../db/schema/booking.ts';
import { createVenue } from '../../../db/seed/factories.ts';
import { appendBookingEvent } from '../../notifications/live-updates/outbox.ts';
import { insertRequest } from '../../notifications/live-updates/live-test-kit.ts';
import { createBookingStore } from './requests-store.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

/** Concurrent transactions need connections of their own: PostgreSQL only (PGlite serves one). */
describe.runIf(testDatabaseKind() === 'postgres')('a booking transaction writes its outbox rows last', () => {
  it('so one that changes a row another holds while that one waits for the outbox never deadlocks', async () => {
    const { user } = await createVenue(database.db);
    const mine = await insertRequest(database.db, { customerUserId: user.id });
    const held = await insertRequest(database.db, { customerUserId: user.id });
    const store = createBookingStore(database.db);
    const heldLocked = deferred();
    const eventWritten = deferred();

    // Another transaction holds the second request's row, then writes an outbox row of its own.
    const other = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from booking_requests where id = ${held.id} for update`);
      heldLocked.resolve();
      await eventWritten.promise;
      await appendBookingEvent(tx as unknown as Db, { requestId: held.id, type: 'test.other', payload: {} });
    });
    await heldLocked.promise;
    // The booking transaction writes its event first in its work, then changes the held row.
    const booking = store.transaction(async (tx) => {
      await tx.insertEvent(mine.id, 'test.mine', {}, new Date());
      eventWritten.resolve();
      await tx.updateRequest(held.id, { updatedAt: new Date() });
    });
    await Promise.all([other, booking]);

    const events = await database.db
      .select({ type: bookingEvents.type })
      .from(bookingEvents)
      .where(sql`${bookingEvents.requestId} in (${mine.id}, ${held.id})`)
      .orderBy(bookingEvents.id);
    expect(events.map((event) => event.type)).toEqual(['test.other', 'test.mine']);
    const [row] = await database.db.select().from(bookingRequests).where(eq(bookingRequests.id, held.id));
    expect(row).toBeDefined();
  });

  it('and an outbox row of a transaction that never locked its request waits for it before the outbox', async () => {
    const { user } = await createVenue(database.db);
    const request = await insertRequest(database.db, { customerUserId: user.id });
    const held = deferred();
    const go = deferred();
    // A booking transaction holds the request for update and writes its outbox row last.
    const booking = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from booking_requests where id = ${request.id} for update`);
      held.resolve();
      await go.promise;
      await appendBookingEvent(tx as unknown as Db, {
        requestId: request.id,
        type: 'test.booking',
        payload: {},
      });
    });
    await held.promise;
    // A payout's transaction writes an event of the same request without having locked it.
    const payout = database.db.transaction(async (tx) =>
      appendBookingEvent(tx as unknown as Db, { requestId: request.id, type: 'test.payout', payload: {} }),
    );
    // Once the payout's statement waits, the booking goes on to its own outbox row.
    await expect
      .poll(async () => {
        const waiting = (await database.db.execute(
          sql`select count(*)::int as n from pg_locks where not granted`,
        )) as unknown as { rows: { n: number }[] };
        return waiting.rows[0]!.n;
      })
      .toBeGreaterThan(0);
    go.resolve();
    await Promise.all([booking, payout]);
    const events = await database.db
      .select({ type: bookingEvents.type })
      .from(bookingEvents)
      .where(eq(bookingEvents.requestId, request.id))
      .orderBy(bookingEvents.id);
    expect(events.map((event) => event.type)).toEqual(['test.booking', 'test.payout']);
  });
});
