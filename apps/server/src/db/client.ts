import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';

export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; used by pg-boss style adapters and readiness checks. */
  ping(): Promise<void>;
  /** How the job runner reaches the same database: the embedded instance itself, or the server's URL. */
  jobConnection: JobConnection;
  close(): Promise<void>;
};

/** PGlite serves one connection in process, so the runner shares it; on PostgreSQL it opens a small pool of its own. */
export type JobConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A stopped or unreachable PostgreSQL must turn into a quick 503, never a request that hangs (decision record 040):
 * a connection is given up after 2 s, a statement after 15 s (also on the server, so it stops working on it), and a
 * transaction left idle for 30 s is ended by the server.
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 2_000,
  statement_timeout: 15_000,
  query_timeout: 16_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

/** Readiness waits this long for `select 1`. */
const PING_TIMEOUT_MS = 2_000;

async function withinMs(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

type DatabaseOptions = {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** Embedded only: start from this data directory (a PGlite tar dump) instead of an empty one; tests use it. */
  pgliteDataDir?: Blob | undefined;
  poolSize?: number;
};

/** PostgreSQL through a node-postgres pool when a URL is given, otherwise embedded PGlite (on disk, or in memory when no dir). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir, options.pgliteDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...POSTGRES_TIMEOUTS });
  // A connection that drops while idle must not crash the process; the pool replaces it. One that drops while a
  // request holds it (a transaction between two statements, when PostgreSQL stops) emits its error on the client,
  // which would crash the process without a listener: the statement in flight or the next one fails instead, the
  // request answers 503, and the pool drops the client when it comes back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    jobConnection: { kind: 'postgres', url },
    ping: () => withinMs(PING_TIMEOUT_MS, db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's defaults size its buffers for a server of its own; embedded in our process they are resident memory
 * of the app (128 MB of shared buffers alone). An embedded install holds little data, so small buffers cost no
 * speed that matters and save about 100 MB.
 */
const PGLITE_MEMORY_SETTINGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=8MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'wal_buffers=1MB',
];

async function openPglite(dir: string | undefined, dataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(dataDir ? { loadDataDir: dataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
  });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    jobConnection: { kind: 'pglite', client },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
