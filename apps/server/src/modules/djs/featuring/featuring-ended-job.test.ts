import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { createTestApp, openOwnTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import type { Database } from '../../../db/client.ts';
import { createDj, createDjSet } from '../../../db/seed/factories.ts';
import { createJobRunner, type JobRunner } from '../../../jobs/runner.ts';
import { defineJob } from '../../../jobs/job.ts';
import { featuringEndedJob, type FeaturingEndedData } from './featuring-ended-job.ts';
import { MINUTE_MS } from '@cuepoint/domain/time/durations';

/** A promise the test awaits until a handler resolves it: nothing sleeps, the clock moves. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// The pg-boss clock drives the runner's polls and the job tables' idea of now; the app's clock reads it.
const bossClock = new TestClock('2031-03-14T20:00:00Z');
const clock = { now: () => new Date(bossClock.now()) };
const schema = `featuring_test_${crypto.randomBytes(4).toString('hex')}`;
let ended = deferred();
const observed = defineJob<FeaturingEndedData>({
  ...featuringEndedJob,
  async handler(context) {
    await featuringEndedJob.handler(context);
    ended.resolve();
  },
});

let database: Database;
let t: TestApp;
let runner: JobRunner;

beforeAll(async () => {
  // The home player lists every DJ's sets: on PostgreSQL a database of its own, so other test files' sets stay out.
  database = await openOwnTestDatabase();
  runner = createJobRunner({ connection: database.jobConnection, jobs: [observed], bossClock, schema });
  // Cached answers live an hour: only the job can make the order change on time.
  t = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '3600' }, { clock, jobs: runner, database });
  await runner.start(t.app.services, t.app.log);
});
afterAll(async () => {
  await runner.stop();
  await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await t.close();
  await database.close();
});

describe('the end of a featuring window', () => {
  it("drops the cached order at featured_until, so the featured DJ's sets stop coming first on time", async () => {
    const featured = await createDj(t.database.db);
    const newest = await createDj(t.database.db);
    const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * MINUTE_MS);
    const older = await createDjSet(t.database.db, featured.user.id, { createdAt: at(60) });
    const newer = await createDjSet(t.database.db, newest.user.id, { createdAt: at(1) });
    const { stats } = t.app.services.publicCache;
    const order = async () => {
      const sets = (await t.app.inject({ url: '/api/v14/public-dj-sets.php?limit=50' })).json()
        .data as Array<{
        id: number;
      }>;
      return sets.map((set) => set.id).filter((id) => id === older.id || id === newer.id);
    };

    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/request-feature',
      headers: await bearerFor(t.database, featured.user.id, clock.now()),
    });
    const featuredUntil = new Date(granted.json().data.featured_until);
    expect(featuredUntil.getTime() - clock.now().getTime()).toBe(30 * MINUTE_MS);
    expect(await order()).toEqual([older.id, newer.id]);

    // A second before the end nothing has run: the cached answer (featured first) is still served.
    let ran = false;
    void ended.promise.then(() => (ran = true));
    await bossClock.setTime(featuredUntil.getTime() - 1000);
    await bossClock.tick(500);
    expect(ran).toBe(false);
    const hits = stats.hits;
    expect(await order()).toEqual([older.id, newer.id]);
    expect(stats.hits).toBe(hits + 1);

    // At the end the job runs on the queue's next poll and the next answer is made afresh, newest first.
    await bossClock.tick(15_000);
    await ended.promise;
    const misses = stats.misses;
    expect(await order()).toEqual([newer.id, older.id]);
    expect(stats.misses).toBe(misses + 1);
  });

  it('run early by the queue, it waits for the end by the app’s clock instead of refreshing too soon', async () => {
    ended = deferred();
    const { stats } = t.app.services.publicCache;
    const url = '/api/v14/public-dj-sets.php?limit=3';
    await t.app.inject({ url });
    const featuredUntil = new Date(clock.now().getTime() + 10 * MINUTE_MS);
    const early = { djUserId: 1, featuredUntil: featuredUntil.toISOString() };
    const before = { hits: stats.hits, misses: stats.misses };
    await observed.handler({ data: early, services: t.app.services, now: clock.now(), log: t.app.log });
    await t.app.inject({ url });
    expect(stats).toEqual({ hits: before.hits + 1, misses: before.misses });

    // It came back for the end: once there, it runs and the cache is refreshed.
    ended = deferred();
    await bossClock.setTime(featuredUntil.getTime());
    await bossClock.tick(15_000);
    await ended.promise;
    await t.app.inject({ url });
    expect(stats.misses).toBe(before.misses + 1);
  });
});
