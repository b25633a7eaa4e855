import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { JobDefinition } from '../jobs/job.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { createTestClock, type TestClockControl } from '../modules/platform/test-clock/test-clock.ts';
import { bearerFor } from './bearer-session.ts';
import { createTestApp, openTestDatabase, type TestApp } from './test-app.ts';

export type ClockedApp = {
  t: TestApp;
  database: Database;
  clock: TestClockControl;
  runner: JobRunner;
  now(): Date;
  bearer(userId: number): Promise<{ authorization: string }>;
  /** Stops the clock and the runner, drops the runner's schema, closes the app and the database. */
  close(): Promise<void>;
};

/**
 * An app whose job runner runs `jobs` on the test clock (modules/platform/test-clock), as TEST_CLOCK=on runs it:
 * timers fire when the test moves the clock, with the app's time. `name` names its data directory and job schema
 * (each run gets its own); KIT_LOG=<level> shows the app's log.
 */
export async function startClockedApp(options: {
  name: string;
  jobs: JobDefinition<object>[];
  env?: Record<string, string>;
}): Promise<ClockedApp> {
  const database = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cuepoint-${options.name}-`));
  const clock = await createTestClock({ dataDir, pumpIntervalMs: 200 });
  const schema = `${options.name}_jobs_${crypto.randomBytes(4).toString('hex')}`;
  const runner = createJobRunner({
    connection: database.jobConnection,
    jobs: options.jobs,
    bossClock: clock.bossClock,
    schema,
  });
  const log: Record<string, string> = process.env['KIT_LOG'] ? { LOG_LEVEL: process.env['KIT_LOG'] } : {};
  const t = await createTestApp(
    { ...log, ...options.env },
    { clock: clock.clock, jobs: runner, database, testClock: clock },
  );
  await runner.start(t.app.services, t.app.log);
  clock.start(runner, t.app.log);
  return {
    t,
    database,
    clock,
    runner,
    now: () => clock.clock.now(),
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
