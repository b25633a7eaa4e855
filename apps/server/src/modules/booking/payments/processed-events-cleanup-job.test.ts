import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database, Db } from '../../../db/client.ts';
import { paymentWebhookEvents } from '../../../db/schema/payments.ts';
import type { Services } from '../../../services.ts';
import { allJobs } from '../../../jobs/all-jobs.ts';
import { PROCESSED_EVENTS_KEPT_MS, processedEventsCleanupJob } from './processed-events-cleanup-job.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, child: () => silentLog } as never;
class Rollback extends Error {}

describe('processed payment events cleanup', () => {
  it('runs daily', () => {
    expect(allJobs).toContain(processedEventsCleanupJob);
    expect(processedEventsCleanupJob.schedule).toBe('40 3 * * *');
  });

  it('forgets only the events received more than 30 days ago', async () => {
    const now = new Date('2026-11-22T03:40:00Z');
    const ids = ['evt_cleanup_old', 'evt_cleanup_edge', 'evt_cleanup_recent'];
    // In a transaction rolled back at the end, so a shared PostgreSQL test database keeps other files' rows.
    await expect(
      database.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await db.insert(paymentWebhookEvents).values([
          {
            id: ids[0]!,
            type: 'payment_intent.succeeded',
            receivedAt: new Date(now.getTime() - PROCESSED_EVENTS_KEPT_MS - 1000),
          },
          {
            id: ids[1]!,
            type: 'payment_intent.succeeded',
            receivedAt: new Date(now.getTime() - PROCESSED_EVENTS_KEPT_MS),
          },
          { id: ids[2]!, type: 'payment_intent.canceled', receivedAt: new Date(now.getTime() - 3600_000) },
        ]);
        const services = {
          database: { ...database, db },
          payments: { mode: 'stripe' },
        } as unknown as Services;
        await processedEventsCleanupJob.handler({ data: {}, services, now, log: silentLog });
        const left = await db
          .select({ id: paymentWebhookEvents.id })
          .from(paymentWebhookEvents)
          .where(inArray(paymentWebhookEvents.id, ids));
        expect(left.map((row) => row.id).sort()).toEqual(['evt_cleanup_edge', 'evt_cleanup_recent']);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});
