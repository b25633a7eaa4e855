import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app.ts';
import type { Database, Db } from '../../../db/client.ts';
import { bookingEvents } from '../../../db/schema/booking.ts';
import { createVenue } from '../../../db/seed/factories.ts';
import { appendBookingEvent, BOOKING_EVENTS_CHANNEL, parseBookingEventNotice } from './outbox.ts';
import { insertRequest } from './live-test-kit.ts';
import { openNotificationListener, type NotificationListener } from './listener.ts';

let database: Database;
let listener: NotificationListener;
const notices: { request_id: number; id: number }[] = [];
let waiters: (() => void)[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  listener = await openNotificationListener(database, BOOKING_EVENTS_CHANNEL, {
    onNotification(payload) {
      const notice = parseBookingEventNotice(payload);
      if (notice) notices.push(notice);
      for (const wake of waiters) wake();
      waiters = [];
    },
  });
}, 60_000);
afterAll(async () => {
  await listener.close();
  await database.close();
});

const noticeFor = async (id: number) => {
  while (!notices.some((notice) => notice.id === id)) await new Promise<void>((r) => waiters.push(r));
  return notices.find((notice) => notice.id === id);
};

describe('appendBookingEvent', () => {
  it('inserts the row and announces it once the transaction commits', async () => {
    const { user } = await createVenue(database.db);
    const request = await insertRequest(database.db, { customerUserId: user.id });
    const at = new Date('2027-01-02T03:04:05Z');
    const id = await database.db.transaction(async (tx) =>
      appendBookingEvent(tx as unknown as Db, {
        requestId: request.id,
        type: 'booking_request.submitted',
        payload: { note: 'it works' },
        createdAt: at,
      }),
    );
    expect(id).toBeGreaterThan(0);
    const [row] = await database.db.select().from(bookingEvents).where(eq(bookingEvents.id, id));
    expect(row).toMatchObject({
      requestId: request.id,
      type: 'booking_request.submitted',
      payload: { note: 'it works' },
    });
    expect(row?.createdAt.toISOString()).toBe(at.toISOString());
    expect(await noticeFor(id)).toEqual({ request_id: request.id, id });
  });

  it('announces nothing and keeps nothing when the transaction rolls back', async () => {
    const { user } = await createVenue(database.db);
    const request = await insertRequest(database.db, { customerUserId: user.id });
    let rolledBack = 0;
    await database.db
      .transaction(async (tx) => {
        rolledBack = await appendBookingEvent(tx as unknown as Db, {
          requestId: request.id,
          type: 'booking_request.cancelled',
          payload: {},
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // A later event is announced; the rolled-back one never is.
    const next = await appendBookingEvent(database.db, {
      requestId: request.id,
      type: 'booking_request.shared',
      payload: {},
    });
    await noticeFor(next);
    expect(notices.some((notice) => notice.id === rolledBack)).toBe(false);
    const rows = await database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.requestId, request.id));
    expect(rows.map((row) => row.id)).toEqual([next]);
  });

  it('ignores notifications that are not outbox rows', () => {
    expect(parseBookingEventNotice('nope')).toBeNull();
    expect(parseBookingEventNotice('{"id":"1"}')).toBeNull();
    expect(parseBookingEventNotice('{"id":3,"request_id":2}')).toEqual({ id: 3, request_id: 2 });
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('on PostgreSQL, two transactions at once', () => {
  it('draw their ids in commit order: the second waits for the first to commit', async () => {
    const { user } = await createVenue(database.db);
    const request = await insertRequest(database.db, { customerUserId: user.id });
    let releaseFirst: () => void = () => {};
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstId = 0;
    let firstWrote: () => void = () => {};
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = database.db.transaction(async (tx) => {
      firstId = await appendBookingEvent(tx as unknown as Db, {
        requestId: request.id,
        type: 'a',
        payload: {},
      });
      firstWrote();
      await firstHolds;
    });
    await wrote;
    let secondId = 0;
    const second = database.db.transaction(async (tx) => {
      secondId = await appendBookingEvent(tx as unknown as Db, {
        requestId: request.id,
        type: 'b',
        payload: {},
      });
    });
    // The second waits on the outbox lock until the first commits.
    for (;;) {
      const result = await database.db.execute(
        sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
      );
      if ((result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting === 1) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(secondId).toBe(0);
    releaseFirst();
    await Promise.all([first, second]);
    expect(secondId).toBeGreaterThan(firstId);
  });
});
