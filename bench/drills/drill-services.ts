/**
 * The drills' own PostgreSQL and Redis, apart from the machine's shared ones (5432, 6379) so stopping them in an outage
 * drill disturbs no one: a PostgreSQL cluster `15/drill` on port 5433 (trust authentication on 127.0.0.1, created and
 * started when missing, with Debian's pg_createcluster) and a redis-server on port 6380 started by the drill.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const DRILL_PG_PORT = 5433;
export const DRILL_REDIS_PORT = 6380;
const PG_VERSION = process.env['DRILL_PG_VERSION'] ?? '15';
const PG_CLUSTER = 'drill';

export const drillAdminUrl = `postgres://postgres@127.0.0.1:${DRILL_PG_PORT}/postgres`;
export const drillRedisUrl = `redis://127.0.0.1:${DRILL_REDIS_PORT}`;

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function clusterStatus(): 'missing' | 'online' | 'down' {
  const listed = run('pg_lsclusters', ['--no-header']);
  const line = listed.output
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find((fields) => fields[0] === PG_VERSION && fields[1] === PG_CLUSTER);
  if (!line) return 'missing';
  return line[3]?.startsWith('online') ? 'online' : 'down';
}

export async function canConnect(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPostgres(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: drillAdminUrl, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`the drill PostgreSQL on ${DRILL_PG_PORT} did not answer within ${timeoutMs / 1000} s`);
}

/** The drill cluster, created (trust authentication, port 5433) and started when needed. */
export async function ensureDrillPostgres(): Promise<void> {
  const status = clusterStatus();
  if (status === 'missing') {
    console.log(
      `creating the drill PostgreSQL cluster ${PG_VERSION}/${PG_CLUSTER} on port ${DRILL_PG_PORT}…`,
    );
    const created = run('pg_createcluster', [
      PG_VERSION,
      PG_CLUSTER,
      '--port',
      String(DRILL_PG_PORT),
      '--start',
      '--',
      '--auth=trust',
    ]);
    if (!created.ok) throw new Error(`pg_createcluster failed:\n${created.output}`);
  } else if (status === 'down') {
    startDrillPostgres();
  }
  await waitForPostgres();
}

/** `pg_ctlcluster 15 drill stop` (fast: open connections are ended, as in a crash of the server's host). */
export function stopDrillPostgres(): void {
  const stopped = run('pg_ctlcluster', [PG_VERSION, PG_CLUSTER, 'stop', '-m', 'fast']);
  if (!stopped.ok) throw new Error(`pg_ctlcluster stop failed:\n${stopped.output}`);
}

export function startDrillPostgres(): void {
  const started = run('pg_ctlcluster', [PG_VERSION, PG_CLUSTER, 'start']);
  if (!started.ok) throw new Error(`pg_ctlcluster start failed:\n${started.output}`);
}

/** A fresh database on the drill cluster for one drill; answers its URL. */
export async function freshDrillDatabase(name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusual database name: ${name}`);
  const client = new pg.Client({ connectionString: drillAdminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return drillAdminUrl.replace(/\/postgres$/, `/${name}`);
}

export type DrillRedis = { stop(): Promise<void>; start(): Promise<void> };

/** redis-server on 6380 without persistence, as a child of the drill; stop() and start() make an outage. */
export async function startDrillRedis(): Promise<DrillRedis> {
  if (await canConnect(DRILL_REDIS_PORT))
    throw new Error(`port ${DRILL_REDIS_PORT} is taken: is another drill's Redis still running?`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuepoint-drill-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(DRILL_REDIS_PORT),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await canConnect(DRILL_REDIS_PORT))) {
      if (Date.now() > deadline) throw new Error('the drill Redis did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { start, stop };
}
