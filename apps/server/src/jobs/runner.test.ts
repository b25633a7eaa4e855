import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { createTestApp, openTestDatabase, testDatabaseKind, type TestApp } from '../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { createUser } from '../db/seed/factories.ts';
import { sessions } from '../db/schema/accounts.ts';
import { insertSession } from '../modules/accounts/accounts/session-store.ts';
import { hashToken, newToken } from '../modules/accounts/accounts/tokens.ts';
import { createJobRunner, type JobRunner } from './runner.ts';
import { allJobs } from './all-jobs.ts';
import { defineJob } from './job.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

/** A promise the test awaits until a handler resolves it: nothing sleeps, the clock moves. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let reminderRan = deferred<{ data: { bookingId: number }; now: Date }>();
const reminder = defineJob<{ bookingId: number }>({
  name: 'test.reminder',
  async handler({ data, now }) {
    reminderRan.resolve({ data, now });
  },
});
let hourlyRan = deferred<Date>();
const hourly = defineJob({
  name: 'test.hourly',
  schedule: '30 * * * *',
  async handler({ now }) {
    hourlyRan.resolve(now);
  },
});

// The pg-boss clock drives the runner's polls and the database's idea of now; the app's clock reads it.
const bossClock = new TestClock('2026-11-22T12:00:00Z');
const clock = { now: () => new Date(bossClock.now()) };
const schema = `jobs_test_${crypto.randomBytes(4).toString('hex')}`;
// On a shared PostgreSQL database, a schema of its own; on PGlite (a database per file) the real cleanup runs too.
let cleanupRan = deferred<void>();
const cleanup = allJobs.find((job) => job.name === 'accounts.cleanup')!;
const observedCleanup = defineJob({
  ...cleanup,
  async handler(context) {
    await cleanup.handler(context);
    cleanupRan.resolve();
  },
});
// A job still running when the runner stops: it waits for the test, then sends a follow-up job.
const drainingStarted = deferred<void>();
const drainingGoOn = deferred<void>();
const drainingSent = deferred<unknown>();
const draining = defineJob({
  name: 'test.draining',
  async handler({ services }) {
    drainingStarted.resolve();
    await drainingGoOn.promise;
    try {
      await services.jobs.send(
        reminder,
        { bookingId: 9 },
        { runAt: new Date(clock.now().getTime() + HOUR_MS) },
      );
      drainingSent.resolve(null);
    } catch (error) {
      drainingSent.resolve(error);
    }
  },
});
const wakeRuns: Date[] = [];
const wake = defineJob({
  name: 'test.wake',
  policy: 'waiting-once',
  async handler({ now }) {
    wakeRuns.push(now);
  },
});
// Two of its jobs must be running at the same time for either to end.
let together = 0;
const bothRunning = deferred<void>();
const parallel = defineJob({
  name: 'test.parallel',
  concurrency: 2,
  async handler() {
    together += 1;
    if (together === 2) bothRunning.resolve();
    await bothRunning.promise;
  },
});
const jobs =
  testDatabaseKind() === 'pglite'
    ? [observedCleanup, reminder, hourly, draining, wake, parallel]
    : [reminder, hourly, draining, wake, parallel];

let database: Database;
let t: TestApp;
let runner: JobRunner;

beforeAll(async () => {
  database = await openTestDatabase();
  runner = createJobRunner({ connection: database.jobConnection, jobs, bossClock, schema });
  t = await createTestApp({}, { clock, jobs: runner, database });
  await runner.start(t.app.services, t.app.log);
});
afterAll(async () => {
  await runner.stop();
  await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await t.close();
  await database.close();
});

describe('job runner', () => {
  it('runs a job sent for later only once the clock reaches it, with the time from the injected clock', async () => {
    reminderRan = deferred();
    const runAt = new Date(clock.now().getTime() + 48 * HOUR_MS);
    await t.app.services.jobs.send(reminder, { bookingId: 7 }, { runAt });

    let ran = false;
    void reminderRan.promise.then(() => (ran = true));
    await bossClock.tick(20_000);
    expect(ran).toBe(false);

    await bossClock.setTime(runAt.getTime() - 1000);
    await bossClock.tick(15_000);
    const { data, now } = await reminderRan.promise;
    expect(data).toEqual({ bookingId: 7 });
    expect(now.getTime()).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('runs a scheduled job at its time', async () => {
    hourlyRan = deferred();
    const next = new Date(clock.now());
    next.setUTCMinutes(30, 0, 0);
    if (next <= clock.now()) next.setUTCHours(next.getUTCHours() + 1);
    await bossClock.setTime(next.getTime() - 1000);
    await bossClock.tick(45_000);
    const now = await hourlyRan.promise;
    expect(now.getTime()).toBeGreaterThanOrEqual(next.getTime());
  });

  it.runIf(testDatabaseKind() === 'pglite')('deletes expired sessions on the hour', async () => {
    cleanupRan = deferred();
    const { db } = t.database;
    const user = await createUser(db);
    const expiresAt = new Date(clock.now().getTime() + HOUR_MS);
    await insertSession(db, {
      tokenHash: hashToken(newToken()),
      userId: user.id,
      now: clock.now(),
      expiresAt,
    });
    const next = new Date(expiresAt);
    next.setUTCMinutes(0, 0, 0);
    next.setUTCHours(next.getUTCHours() + 1);
    await bossClock.setTime(next.getTime() - 1000);
    // The cron pass sends the job, the cleanup's worker polls once a minute.
    await bossClock.tick(95_000);
    await cleanupRan.promise;
    expect(await db.select().from(sessions)).toEqual([]);
  });

  it('refuses to send a job it does not run', async () => {
    const stray = defineJob({ name: 'test.stray', handler: async () => {} });
    await expect(runner.send(stray, {})).rejects.toThrow('job not registered with the runner: test.stray');
  });

  it('keeps one job of a waiting-once queue waiting however often it is sent, and runs it once', async () => {
    for (let i = 0; i < 5; i += 1) await runner.send(wake, {});
    const waiting = (await database.db.execute(
      sql.raw(`select count(*)::int as n from ${schema}.job where name = 'test.wake' and state = 'created'`),
    )) as unknown as { rows: Array<{ n: number }> };
    expect(waiting.rows[0]!.n).toBe(1);
    await bossClock.tick(15_000);
    await expect.poll(() => wakeRuns.length).toBe(1);
    // Once it ran, the next send waits again.
    await runner.send(wake, {});
    await bossClock.tick(15_000);
    await expect.poll(() => wakeRuns.length).toBe(2);
  });

  it('runs as many of a queue’s jobs at once as its concurrency says', async () => {
    await runner.send(parallel, {});
    await runner.send(parallel, {});
    await bossClock.tick(15_000);
    runner.wake();
    await bothRunning.promise;
    expect(together).toBe(2);
  });

  // Last: it stops the runner.
  it('lets a running job finish when it stops, and keeps what the job sends meanwhile', async () => {
    await runner.send(draining, {});
    await bossClock.tick(15_000);
    runner.wake();
    await drainingStarted.promise;
    const stopping = runner.stop();
    drainingGoOn.resolve();
    expect(await drainingSent.promise).toBeNull();
    await stopping;
    const sent = (await database.db.execute(
      sql.raw(
        `select data from ${schema}.job where name = 'test.reminder' and (data->>'bookingId')::int = 9`,
      ),
    )) as unknown as { rows: Array<{ data: unknown }> };
    expect(sent.rows.map((row) => row.data)).toEqual([{ bookingId: 9 }]);
    await expect(runner.send(reminder, { bookingId: 10 })).rejects.toThrow('job runner not started');
  });
});
