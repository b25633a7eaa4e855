import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { createDj, createVenue } from '../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearerFor } from '../test/bearer-session.ts';
import { createScratchPostgres, type ScratchPostgres } from '../test/scratch-postgres.ts';
import { openRedis } from '../adapters/redis.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { defineJob } from '../jobs/job.ts';
import { recordingJobQueue } from '../test/recording-jobs.ts';
import { openSse, type SseClient } from '../modules/notifications/live-updates/sse-client.ts';
import { createTestClock } from '../modules/platform/test-clock/test-clock.ts';
import { sharedClockReader } from '../modules/platform/test-clock/shared-clock.ts';

/**
 * Two server instances on one PostgreSQL database and one Redis, each with connections of its own, as two processes
 * behind the balancer (decision record 040): what one does, the other sees.
 */
const databaseUrl = process.env['DATABASE_URL'];
const redisUrl = process.env['REDIS_URL'];

type Instance = { t: TestApp; database: Database; redis: Redis; origin: string };

describe.skipIf(!databaseUrl || !redisUrl)('two server instances on one PostgreSQL and Redis', () => {
  let scratch: ScratchPostgres;
  const instances: Instance[] = [];
  const streams: SseClient[] = [];

  /**
   * The two instances' Redis keys (rate-limit and attempt counts, the public cache) live under a prefix named for
   * their database: other test files, runs and processes on the same Redis count requests from 127.0.0.1 too, and
   * four reads of theirs within a minute would spend this cluster's limit (RATE_LIMIT_MAX=4) before its stream opens.
   */
  let keyPrefix: string;

  async function instance(env: Record<string, string> = {}): Promise<Instance> {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    const redis = await openRedis(redisUrl!, { keyPrefix });
    // Timers the booking engine sends are kept, not run: the last test runs a queue of its own on both.
    const t = await createTestApp(
      { RATE_LIMIT_MAX: '4', ...env },
      { database, redis, jobs: recordingJobQueue() },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const made = { t, database, redis, origin };
    instances.push(made);
    return made;
  }

  beforeAll(async () => {
    scratch = await createScratchPostgres(databaseUrl!);
    keyPrefix = `${new URL(scratch.url).pathname.slice(1)}:`;
    // One after the other: the first migrates the new database.
    await instance();
    await instance();
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    const shared = instances[0]?.redis;
    // KEYS matches whole names; DEL adds the client's prefix itself.
    const keys = (await shared?.keys(`${keyPrefix}*`)) ?? [];
    if (keys.length > 0) await shared?.del(...keys.map((key) => key.slice(keyPrefix.length)));
    for (const { t, database, redis } of instances) {
      await t.close();
      await database.close();
      redis.disconnect();
    }
    await scratch.drop();
  });

  it('brings a booking request sent through one instance to the DJ’s live stream on the other', async () => {
    const [one, two] = [instances[0]!, instances[1]!];
    const db = one.database.db;
    const { user: venue } = await createVenue(db);
    const { user: dj } = await createDj(db, {
      profile: { hourlyRateMinMinor: 5000, acceptsRemoteVenues: true, acceptsRemotePrivate: true },
    });
    const venueAuth = await bearerFor(one.database, venue.id);
    const djAuth = await bearerFor(one.database, dj.id);
    const stream = await openSse(`${two.origin}/api/v14/updates`, djAuth);
    streams.push(stream);
    await stream.nextOf('ready');

    const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
      const response = await one.t.app.inject({ method: 'POST', url: `/api/v14${url}`, headers, payload });
      return { status: response.statusCode, body: response.json() };
    };
    const eventAt = new Date(Date.now() + 72 * 3_600_000).toISOString();
    const authorized = await post(
      '/payment-authorize.php',
      {
        event_date: eventAt,
        hourly_rate: 150,
        duration: 2,
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        dj_id: dj.id,
      },
      venueAuth,
    );
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
    const intent = authorized.body.payment_intent as { id: string; client_secret: string };
    const confirmed = await post('/test-payments/confirm', {
      client_secret: intent.client_secret,
      payment_method: 'pm_card_visa',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const submitted = await post(
      '/venue-booking-request.php',
      {
        date: eventAt,
        duration: 2,
        performance_type: 'remote',
        description: 'Terrace night for two instances',
        hourly_budget: 150,
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        payment_intent_id: intent.id,
        dj_id: dj.id,
      },
      venueAuth,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);

    const event = JSON.parse((await stream.nextOf('booking')).data) as { request_id: number; type: string };
    expect(event).toMatchObject({ request_id: submitted.body.data.id, type: 'booking_request.submitted' });
  });

  it('counts a visitor’s requests against one limit whichever instance answers', async () => {
    // An address of this test's own: the counters live in the shared Redis.
    const remoteAddress = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { t } = instances[i % 2]!;
      const response = await t.app.inject({ method: 'GET', url: '/api/v14/genres', remoteAddress });
      statuses.push(response.statusCode);
    }
    // RATE_LIMIT_MAX=4 for the two together, not four each.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('runs each timer once while both instances work the queue', async () => {
    const schema = `cluster_jobs_${crypto.randomBytes(4).toString('hex')}`;
    const runs = new Map<number, number>();
    const job = defineJob<{ n: number }>({
      name: 'cluster-test.tick',
      pollingIntervalSeconds: 0.5,
      async handler({ data }) {
        runs.set(data.n, (runs.get(data.n) ?? 0) + 1);
      },
    });
    const runners: JobRunner[] = instances.map(({ database }) =>
      createJobRunner({ connection: database.jobConnection, jobs: [job], schema }),
    );
    try {
      for (const [i, runner] of runners.entries())
        await runner.start(instances[i]!.t.app.services, instances[i]!.t.app.log);
      const total = 40;
      const finished = new Promise<void>((resolve) => {
        let count = 0;
        for (const runner of runners)
          runner.onFinished(() => {
            count += 1;
            if (count >= total) resolve();
          });
      });
      for (let n = 0; n < total; n += 1) await runners[n % 2]!.send(job, { n });
      for (const runner of runners) runner.wake();
      await finished;
      // A graceful stop waits for the jobs still being marked done; then every one is completed, none twice.
      for (const runner of runners) await runner.stop({ timeoutMs: 5000 });
      const states = await instances[0]!.database.db.execute(
        sql.raw(
          `select state, count(*)::int as n from ${schema}.job where name = '${job.name}' group by state`,
        ),
      );
      expect((states as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'completed', n: total }]);
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n));
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      for (const runner of runners) await runner.stop({ timeoutMs: 2000 });
      await instances[0]!.database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    }
  }, 60_000);

  it('shares the test clock of the jobs: never set back by a late instance, kept for the other when one stops, taken up by a restarted one', async () => {
    const schema = `cluster_clock_${crypto.randomBytes(4).toString('hex')}`;
    const HOUR = 3_600_000;
    const noop = defineJob({ name: 'cluster-test.noop', handler: async () => {} });
    const start = async (i: number) => {
      const { t, database } = instances[i]!;
      const clock = await createTestClock({
        dataDir: t.dataDir,
        pumpIntervalMs: 60_000,
        sharedNow: sharedClockReader(database, schema),
      });
      const runner = createJobRunner({
        connection: database.jobConnection,
        jobs: [noop],
        schema,
        bossClock: clock.bossClock,
      });
      await runner.start(t.app.services, t.app.log);
      clock.start(runner, t.app.log);
      return { clock, runner };
    };
    const stop = async ({ clock, runner }: Awaited<ReturnType<typeof start>>) => {
      await clock.stop();
      await runner.stop({ timeoutMs: 2000 });
    };
    const sharedNow = sharedClockReader(instances[1]!.database, schema);
    const first = await start(0);
    const second = await start(1);
    try {
      const { now } = await first.clock.advance(10 * HOUR);
      // The other instance's clock has not followed yet (its pump is a minute): what it writes meanwhile never sets
      // the jobs' clock back.
      expect(second.clock.clock.now().getTime()).toBeLessThan(now.getTime());
      await second.clock.bossClock.tick(1000);
      expect(await sharedNow()).toBeGreaterThanOrEqual(now.getTime());
      await stop(first);
      // The other instance's jobs still read the moved time, and it moves it on.
      expect(await sharedNow()).toBeGreaterThanOrEqual(now.getTime());
      const moved = await second.clock.advance(HOUR);
      expect(await sharedNow()).toBe(moved.now.getTime());
      // The first starts again, on the shared time rather than its own.
      const again = await start(0);
      try {
        expect(again.clock.clock.now().getTime()).toBeGreaterThanOrEqual(moved.now.getTime());
        expect(await sharedNow()).toBeGreaterThanOrEqual(moved.now.getTime());
      } finally {
        await stop(again);
      }
    } finally {
      await stop(second);
      await stop(first).catch(() => {});
      await instances[0]!.database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    }
  }, 60_000);
});
