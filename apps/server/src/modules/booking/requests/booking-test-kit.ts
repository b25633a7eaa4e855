import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createJobRunner, type JobRunner } from '../../../jobs/runner.ts';
import type { JobDefinition } from '../../../jobs/job.ts';
import { payoutJobs } from '../payouts/payouts-job.ts';
import { disputeRefundRetryJob } from '../disputes/refund-retry-job.ts';
import { bookingPaymentRetryJob, bookingTimerJobs, reachNewDjJob } from '../engine/jobs.ts';
import { createTestClock, type TestClockControl } from '../../platform/test-clock/test-clock.ts';
import type { Database } from '../../../db/client.ts';

export const HOUR = 3_600_000;
export const API = '/api/v14';

export type BookingKit = {
  t: TestApp;
  clock: TestClockControl;
  runner: JobRunner;
  now(): Date;
  /** Moves the app's time forward and runs every job that fell due on the way. */
  advanceHours(hours: number): Promise<string[]>;
  bearer(userId: number): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

/**
 * An app on the test gateway with the job runner on the test clock (modules/platform/test-clock), as TEST_CLOCK=on runs it:
 * timers fire when the test moves the clock, with the app's time.
 */
export async function startBookingKit(): Promise<BookingKit> {
  const database: Database = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-booking-'));
  const clock = await createTestClock({ dataDir, pumpIntervalMs: 200 });
  const schema = `booking_jobs_${crypto.randomBytes(4).toString('hex')}`;
  const runner = createJobRunner({
    connection: database.jobConnection,
    // The booking timers only: the hourly and ten-minute schedules of other work would add a step per run.
    jobs: [
      ...Object.values(bookingTimerJobs),
      bookingPaymentRetryJob,
      reachNewDjJob,
      ...payoutJobs,
      disputeRefundRetryJob,
    ] as JobDefinition<object>[],
    bossClock: clock.bossClock,
    schema,
  });
  const t = await createTestApp(process.env['KIT_LOG'] ? { LOG_LEVEL: process.env['KIT_LOG'] } : {}, {
    clock: clock.clock,
    jobs: runner,
    database,
    testClock: clock,
  });
  await runner.start(t.app.services, t.app.log);
  clock.start(runner, t.app.log);
  return {
    t,
    clock,
    runner,
    now: () => clock.clock.now(),
    async advanceHours(hours) {
      return (await clock.advance(hours * HOUR)).ran;
    },
    bearer: (userId) => bearerFor(database, userId, clock.clock.now()),
    async close() {
      await clock.stop();
      await runner.stop({ timeoutMs: 2000 });
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await t.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
