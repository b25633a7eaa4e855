import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildApp, type AppDeps } from '../app.ts';

/**
 * Integration tests run on embedded PGlite by default and on PostgreSQL when CUEPOINT_TEST_DB=postgres and
 * DATABASE_URL are set (CI runs the server suite both ways). Rows are unique per test, so files share a database.
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env['CUEPOINT_TEST_DB'] === 'postgres' && process.env['DATABASE_URL']
    ? 'postgres'
    : 'pglite';
}

export async function openTestDatabase(): Promise<Database> {
  return testDatabaseKind() === 'postgres'
    ? openDatabase({ databaseUrl: process.env['DATABASE_URL'], poolSize: 4 })
    : openDatabase({});
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'config'>> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = deps.database ?? (await openTestDatabase());
  const app = await buildApp({ ...deps, config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      if (!deps.database) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty DATA_DIR for apps opened with openTestAppOnDataDir; the test removes it when done. */
export function createTestDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-data-'));
}

/**
 * An app on `dataDir` as boot opens it: the embedded database on disk under DATA_DIR/pglite (PostgreSQL when the
 * suite runs there) and uploads under DATA_DIR/uploads. close() closes the app and the database but keeps the
 * directory, so an app opened again on it starts from what the last one kept, as after a restart.
 */
export async function openTestAppOnDataDir(
  dataDir: string,
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database =
    testDatabaseKind() === 'postgres'
      ? await openTestDatabase()
      : await openDatabase({ pgliteDir: config.pgliteDir });
  const app = await buildApp({ ...deps, config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
