import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { pgliteTemplate } from './pglite-template.ts';
import {
  adminStatement,
  createDatabase,
  createScratchPostgres,
  databaseUrlNamed,
  postgresTemplateName,
} from './scratch-postgres.ts';

/**
 * Integration tests run on embedded PGlite by default and on PostgreSQL when CUEPOINT_TEST_DB=postgres and
 * DATABASE_URL are set (CI runs the server suite both ways). Every test file gets a database of its own: a fresh
 * in-memory PGlite per open, or on PostgreSQL one database per test file, copied from the suite's migrated template
 * when the file first opens it (files never see each other's rows, nor what an earlier file left). Rows are unique per test,
 * so the tests of a file share it; a test that reads what the whole site shows (the home player, the demo seed) opens
 * one of its own (`ownDatabase`).
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env['CUEPOINT_TEST_DB'] === 'postgres' && process.env['DATABASE_URL']
    ? 'postgres'
    : 'pglite';
}

export async function openTestDatabase(): Promise<Database> {
  return testDatabaseKind() === 'postgres'
    ? openDatabase({ databaseUrl: await fileDatabaseUrl(), poolSize: 4 })
    : openMigratedPglite();
}

let fileDatabase: Promise<string> | undefined;

/**
 * The next test file starts on a fresh copy of the template (the server project's setup file calls this before each
 * file: a worker runs its files one after another in one module registry). No-op on PGlite, where every open is new.
 */
export function useNewFileDatabase(): void {
  fileDatabase = undefined;
}

/**
 * The PostgreSQL database of the running test file: within the suite (a vitest worker, whose id names it) a fresh
 * copy of the migrated template, made when the file first opens it; outside the suite, DATABASE_URL's own.
 */
function fileDatabaseUrl(): Promise<string> {
  const base = process.env['DATABASE_URL']!;
  const worker = process.env['VITEST_POOL_ID'];
  if (!worker || !postgresTemplateName()) return Promise.resolve(base);
  fileDatabase ??= (async () => {
    const name = `${postgresTemplateName()}_w${worker}`;
    await adminStatement(base, `drop database if exists ${name} with (force)`);
    await createDatabase(base, name);
    return databaseUrlNamed(base, name);
  })();
  return fileDatabase;
}

/** A fresh in-memory PGlite, already migrated (a copy of the suite's migrated data directory). */
export async function openMigratedPglite(): Promise<Database> {
  return openDatabase({ pgliteDataDir: await pgliteTemplate() });
}

/**
 * A database of the test file's own: in-memory PGlite (as every file gets), or on PostgreSQL a scratch database next
 * to DATABASE_URL's, dropped on close. For tests that read what the whole site shows, such as the home player.
 */
export async function openOwnTestDatabase(): Promise<Database> {
  const base = process.env['DATABASE_URL'];
  if (testDatabaseKind() !== 'postgres' || !base) return openMigratedPglite();
  const scratch = await createScratchPostgres(base);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
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
  options: { ownDatabase?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database =
    deps.database ?? (options.ownDatabase ? await openOwnTestDatabase() : await openTestDatabase());
  return readyTestApp(deps, config, database, dataDir, async () => {
    if (!deps.database) await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
}

/** Builds the app on its config and database and waits until it is ready; close() closes it, then runs `after`. */
async function readyTestApp(
  deps: Partial<Omit<AppDeps, 'config'>>,
  config: Config,
  database: Database,
  dataDir: string,
  after: () => Promise<void>,
): Promise<TestApp> {
  const app = await buildApp({ ...deps, config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await after();
    },
  };
}

/**
 * A fresh, empty DATA_DIR for apps opened with openTestAppOnDataDir, and on PostgreSQL a scratch database that plays
 * the part of its DATABASE_URL; remove() deletes both.
 */
export type TestDataDir = { path: string; databaseUrl: string | undefined; remove(): Promise<void> };

export async function createTestDataDir(): Promise<TestDataDir> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-data-'));
  const base = process.env['DATABASE_URL'];
  const scratch = testDatabaseKind() === 'postgres' && base ? await createScratchPostgres(base) : undefined;
  return {
    path: dir,
    databaseUrl: scratch?.url,
    async remove() {
      await scratch?.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An app on `dataDir` as boot opens it: the embedded database on disk under DATA_DIR/pglite (PostgreSQL at its
 * DATABASE_URL when the suite runs there) and uploads under DATA_DIR/uploads. close() closes the app and the database
 * but keeps both, so an app opened again on them starts from what the last one kept, as after a restart.
 */
export async function openTestAppOnDataDir(
  dataDir: TestDataDir,
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir.path,
    ...(dataDir.databaseUrl ? { DATABASE_URL: dataDir.databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    poolSize: 4,
  });
  return readyTestApp(deps, config, database, dataDir.path, () => database.close());
}
