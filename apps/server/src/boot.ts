import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { databaseOptionsOf, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { blogImportPending, type ImportReport } from './modules/content/blog/import-posts.ts';
import { importBlogApart } from './modules/content/blog/import-apart.ts';
import { isEmpty } from './db/seed/demo.ts';
import { seedDemoContentApart } from './db/seed/seed-apart.ts';
import { buildApp } from './app.ts';
import { defaultContentDir, webDistDir } from './paths.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { allJobs } from './jobs/all-jobs.ts';
import { createTestClock, type TestClockControl } from './modules/platform/test-clock/test-clock.ts';
import { sharedClockReader } from './modules/platform/test-clock/shared-clock.ts';
import { compactHeapWhenReady } from './heap-compaction.ts';
import { logRedisState, openRedis } from './adapters/redis.ts';
import { mixcloudSetupHints } from './modules/djs/mixcloud/mixcloud-env.ts';
import { paymentsBootNotices } from './adapters/payments/payments-env.ts';

export type Running = {
  app: FastifyInstance;
  database: Database;
  redis: Redis | undefined;
  jobs: JobRunner;
  /** With TEST_CLOCK=on: the movable clock the app and the jobs run on. */
  testClock: TestClockControl | undefined;
};

/**
 * Opens the database (migrating it), seeds demo content on an empty install and imports the blog's changed post files
 * (each in a process of its own), builds the app and starts the job runner; when the app is ready, the memory all
 * that grew goes back to the system.
 */
export async function boot(config: Config): Promise<Running> {
  const databaseOptions = databaseOptionsOf(config);
  let database = await openDatabase(databaseOptions);
  // An empty install gets the demo content first, from a process of its own: nothing it loads stays in the server.
  const seedDemo = config.CUEPOINT_SEED === 'demo' && (await isEmpty(database.db));
  const seedStarted = performance.now();
  if (seedDemo)
    database = await seedDemoContentApart({ database, reopen: () => openDatabase(databaseOptions) });
  const seedMs = Math.round(performance.now() - seedStarted);
  // The blog's post files are imported when they changed, from a process of their own too.
  const blogDir = path.join(config.contentDir ?? defaultContentDir, 'blog');
  let blogReport: ImportReport | undefined;
  if (await blogImportPending(database.db, blogDir)) {
    const imported = await importBlogApart({
      database,
      reopen: () => openDatabase(databaseOptions),
      dir: blogDir,
    });
    database = imported.database;
    blogReport = imported.report;
  }
  // The client is loaded only where Redis is configured.
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : undefined;
  // TEST_CLOCK=on: the app and the job runner share one movable clock, moved on from where it was left.
  const testClock = config.TEST_CLOCK
    ? await createTestClock({ dataDir: config.dataDir, sharedNow: sharedClockReader(database) })
    : undefined;
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
  if (redis) logRedisState(redis, app.log);
  // What is not set up is said to the operator here; DJs read only that it is not available.
  for (const hint of mixcloudSetupHints(config)) app.log.warn(hint);
  for (const notice of paymentsBootNotices(config)) app.log.warn(notice);

  if (blogReport) {
    app.log.info({ ...blogReport }, 'blog posts imported');
    for (const error of blogReport.errors) app.log.warn(error);
    const { created, updated, unpublished } = blogReport;
    // Other processes of a cluster may have cached the blog's answers before this import.
    if (created.length + updated.length + unpublished.length > 0)
      await app.services.publicCache.invalidate('blog');
  }

  if (seedDemo) {
    await app.services.publicCache.invalidate('sets');
    app.log.info({ ms: seedMs }, 'demo content seeded (set CUEPOINT_SEED=none to skip)');
  }
  await jobs.start(app.services, app.log);
  testClock?.start(jobs, app.log);
  return { app, database, redis, jobs, testClock };
}
