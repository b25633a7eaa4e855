import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { importBlogPosts } from './features/blog/import-posts.ts';
import { isEmpty, seedDemoContent } from './db/seed/demo.ts';
import { buildApp } from './app.ts';
import { defaultContentDir, webDistDir } from './paths.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { allJobs } from './jobs/all-jobs.ts';
import { createTestClock, type TestClockControl } from './features/test-clock/test-clock.ts';
import { compactHeapWhenReady } from './heap-compaction.ts';

export type Running = {
  app: FastifyInstance;
  database: Database;
  redis: Redis | undefined;
  jobs: JobRunner;
  /** With TEST_CLOCK=on: the movable clock the app and the jobs run on. */
  testClock: TestClockControl | undefined;
};

/**
 * Opens the database (migrating it), builds the app, imports the blog, seeds demo content on an empty install and
 * starts the job runner; when the app is ready, the memory all that grew goes back to the system.
 */
export async function boot(config: Config): Promise<Running> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  // The client is loaded only where Redis is configured.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // TEST_CLOCK=on: the app and the job runner share one movable clock, moved on from where it was left.
  const testClock = config.TEST_CLOCK ? await createTestClock({ dataDir: config.dataDir }) : undefined;
  // Not started until the app exists: handlers run with the app's services.
  const jobs = createJobRunner({
    connection: database.jobConnection,
    jobs: allJobs,
    ...(testClock ? { bossClock: testClock.bossClock } : {}),
  });
  const app = await buildApp({
    config,
    database,
    redis,
    jobs,
    webDistDir: config.WEB_DIST_DIR ?? webDistDir,
    ...(testClock ? { clock: testClock.clock, testClock } : {}),
  });
  compactHeapWhenReady(app, globalThis.gc);

  const contentDir = config.contentDir ?? defaultContentDir;
  const report = await importBlogPosts(database.db, path.join(contentDir, 'blog'), app.services.publicCache);
  app.log.info({ ...report }, 'blog posts imported');
  for (const error of report.errors) app.log.warn(error);

  if (config.CUEPOINT_SEED === 'demo' && (await isEmpty(database.db))) {
    const started = performance.now();
    const seeded = await seedDemoContent(app.services, app.log);
    await app.services.publicCache.invalidate('sets');
    app.log.info(
      { ...seeded, ms: Math.round(performance.now() - started) },
      'demo content seeded (set CUEPOINT_SEED=none to skip)',
    );
  }
  await jobs.start(app.services, app.log);
  testClock?.start(jobs, app.log);
  return { app, database, redis, jobs, testClock };
}
