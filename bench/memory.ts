/**
 * Idle memory of the production server (`npm run build` first), on embedded PGlite and, when it answers, on
 * PostgreSQL: boots `apps/server/src/main.ts` as the start script does (NODE_ENV=production, its V8 flags, its
 * compile cache warmed as `npm run build` warms it), waits for it to settle, prints RSS and heap, sends a few hundred
 * requests of public pages and reads, settles again, prints again, stops it. RSS is read from /proc (what the
 * operating system charges), heap through an IPC probe. Target: at most 150 MB RSS idle on PostgreSQL.
 * BENCH_MEMORY_PLAIN=1 measures plain `node apps/server/src/main.ts` instead, for comparison.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const SETTLE_MS = Number(process.env['BENCH_SETTLE_MS'] ?? 5000);
const REQUESTS = Number(process.env['BENCH_MEMORY_REQUESTS'] ?? 400);
const MB = 1024 * 1024;
/** The started server's resident memory, idle after boot on PostgreSQL, must stay at or under this. */
const TARGET_IDLE_RSS_MB = 150;

type Usage = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  typeStripper: boolean;
};
type StartEnv = { NODE_OPTIONS: string; NODE_COMPILE_CACHE?: string; MALLOC_ARENA_MAX?: string };

/** What the server's start script (apps/server/package.json) adds to `node src/main.ts`. */
function startScriptEnv(): StartEnv {
  if (process.env['BENCH_MEMORY_PLAIN'] === '1') return { NODE_OPTIONS: '' };
  const serverDir = path.join(root, 'apps/server');
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
    config?: { node_options?: string; malloc_arena_max?: string };
  };
  const start = pkg.scripts.start;
  const arenas = start.includes('$npm_package_config_malloc_arena_max')
    ? pkg.config?.malloc_arena_max
    : undefined;
  const nodeOptions = start.includes('$npm_package_config_node_options')
    ? (pkg.config?.node_options ?? '')
    : '';
  const cache = /NODE_COMPILE_CACHE=\$\{NODE_COMPILE_CACHE:-([^}]+)\}/.exec(start)?.[1];
  return {
    NODE_OPTIONS: nodeOptions,
    ...(cache ? { NODE_COMPILE_CACHE: path.resolve(serverDir, cache) } : {}),
    ...(arenas ? { MALLOC_ARENA_MAX: arenas } : {}),
  };
}

/**
 * The server part of `npm run build`: fills the compile cache the start script reads. V8 keys the cache by its
 * flags, so it is warmed with the very flags the measured server gets (the bench adds --expose-gc).
 */
function warmCompileCache(cacheDir: string, nodeOptions: string) {
  const result = spawnSync(process.execPath, ['apps/server/src/compile-cache/warm.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_COMPILE_CACHE: cacheDir, NODE_OPTIONS: nodeOptions },
  });
  if (result.status !== 0) throw new Error('warming the compile cache failed');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function probe(child: ChildProcess): Promise<Usage> {
  return new Promise((resolve) => {
    child.once('message', (usage) => resolve(usage as Usage));
    child.send('memory');
  });
}

function serverNodeOptions(startEnv: StartEnv): string {
  const probeFile = path.join(import.meta.dirname, 'memory-probe.js');
  return [startEnv.NODE_OPTIONS, '--expose-gc', `--import=${probeFile}`].filter(Boolean).join(' ');
}

async function startServer(port: number, startEnv: StartEnv, env: Record<string, string>) {
  // Right before each start, so a source edited since (in a working tree) does not miss the cache.
  if (startEnv.NODE_COMPILE_CACHE) warmCompileCache(startEnv.NODE_COMPILE_CACHE, serverNodeOptions(startEnv));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuepoint-memory-'));
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: serverNodeOptions(startEnv),
      ...(startEnv.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: startEnv.NODE_COMPILE_CACHE } : {}),
      ...(startEnv.MALLOC_ARENA_MAX && !process.env['MALLOC_ARENA_MAX']
        ? { MALLOC_ARENA_MAX: startEnv.MALLOC_ARENA_MAX }
        : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/api/v14/health/ready`);
  return { child, dataDir };
}

async function stop(child: ChildProcess, dataDir: string) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A fresh database per run, so the server boots as a new install does (migrations, blog import, demo seed). */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env['BENCH_POSTGRES_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `cuepoint_memory_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`drop database if exists ${name}`);
    await run(`create database ${name}`);
  } catch {
    return undefined;
  }
  return {
    url: admin.replace(/\/[^/]*$/, `/${name}`),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

const PATHS = [
  '/',
  '/blog',
  '/about',
  '/dj-tools',
  '/api/v14/health',
  '/api/v14/blog-posts.php?limit=3',
  '/api/v14/public-dj-sets.php?limit=12',
  '/api/v14/suggestions.php?q=da',
];

async function traffic(port: number) {
  for (let i = 0; i < REQUESTS; i += PATHS.length) {
    await Promise.all(
      PATHS.map(async (p) => {
        const response = await fetch(`http://127.0.0.1:${port}${p}`, {
          headers: { 'accept-encoding': 'gzip, br' },
        });
        await response.arrayBuffer();
      }),
    );
  }
}

type Row = {
  database: string;
  moment: string;
  rss: number;
  gcRss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  typeStripper: boolean;
};

async function measure(database: string, port: number, startEnv: StartEnv, env: Record<string, string>) {
  const { child, dataDir } = await startServer(port, startEnv, env);
  const rows: Row[] = [];
  const read = async (moment: string) => {
    await sleep(SETTLE_MS);
    const rss = rssOf(child.pid!);
    const usage = await probe(child);
    const { heapUsed, heapTotal, external, typeStripper } = usage;
    rows.push({
      database,
      moment,
      rss,
      gcRss: rssOf(child.pid!),
      heapUsed,
      heapTotal,
      external,
      typeStripper,
    });
  };
  try {
    await read('idle after boot');
    await traffic(port);
    await read(`idle after ${REQUESTS} requests`);
  } finally {
    await stop(child, dataDir);
  }
  return rows;
}

export async function benchMemory(startEnv = startScriptEnv()): Promise<Row[]> {
  const rows = await measure('PGlite', 3460, startEnv, {});
  const postgres = await freshPostgres();
  if (!postgres) {
    console.log('PostgreSQL not reachable: only the embedded database is measured.');
    return rows;
  }
  try {
    rows.push(...(await measure('PostgreSQL', 3461, startEnv, { DATABASE_URL: postgres.url })));
  } finally {
    await postgres.drop();
  }
  return rows;
}

if (import.meta.main) {
  const startEnv = startScriptEnv();
  console.log(
    `server NODE_OPTIONS: ${startEnv.NODE_OPTIONS || '(none)'}; MALLOC_ARENA_MAX: ${process.env['MALLOC_ARENA_MAX'] || startEnv.MALLOC_ARENA_MAX || '(glibc default)'}; compile cache: ${startEnv.NODE_COMPILE_CACHE ? 'warmed' : 'none'}; settle ${SETTLE_MS} ms before each reading`,
  );
  const rows = await benchMemory(startEnv);
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  console.log(
    '\ndatabase     moment                      RSS MB  after GC  heap used  heap total  external  TS stripper',
  );
  for (const r of rows) {
    console.log(
      `${r.database.padEnd(12)} ${r.moment.padEnd(26)} ${mb(r.rss).padStart(7)} ${mb(r.gcRss).padStart(9)} ${mb(r.heapUsed).padStart(10)} ${mb(r.heapTotal).padStart(11)} ${mb(r.external).padStart(9)}  ${r.typeStripper ? 'loaded' : 'no'}`,
    );
  }
  const postgresIdle = rows.find((r) => r.database === 'PostgreSQL' && r.moment === 'idle after boot');
  if (postgresIdle) {
    const meets = postgresIdle.rss <= TARGET_IDLE_RSS_MB * MB;
    console.log(
      `\nPostgreSQL idle RSS ${mb(postgresIdle.rss)} MB (${meets ? 'meets' : 'MISSES'} the ≤ ${TARGET_IDLE_RSS_MB} MB target)`,
    );
  }
}
