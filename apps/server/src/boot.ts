import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { importBlogPosts } from './features/blog/import-posts.ts';
import { isEmpty, seedDemoContent } from './db/seed/demo.ts';
import { buildApp } from './app.ts';
import { defaultContentDir, webDistDir } from './paths.ts';

export type Running = { app: FastifyInstance; database: Database; redis: Redis | undefined };

/** Opens the database (migrating it), imports the blog, seeds demo content on an empty install, builds the app. */
export async function boot(config: Config): Promise<Running> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({ config, database, redis, webDistDir: config.WEB_DIST_DIR ?? webDistDir });

  const contentDir = config.contentDir ?? defaultContentDir;
  const report = await importBlogPosts(database.db, path.join(contentDir, 'blog'));
  app.log.info({ ...report }, 'blog posts imported');
  for (const error of report.errors) app.log.warn(error);

  if (config.CUEPOINT_SEED === 'demo' && (await isEmpty(database.db))) {
    const seeded = await seedDemoContent(database.db);
    app.log.info(seeded, 'demo content seeded (set CUEPOINT_SEED=none to skip)');
  }
  return { app, database, redis };
}
