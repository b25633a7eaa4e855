/**
 * A cluster on one machine: N Cuepoint server processes on one PostgreSQL database and one Redis, behind nginx.
 * Used by `npm run cluster` (scripts/cluster.ts) and the drills (bench/drills). The first process starts alone (it
 * migrates the database and seeds an empty one), the others after it is ready. A process that exits on its own is
 * started again, unless the cluster is stopping or the caller stopped it on purpose.
 */
import pg from 'pg';
import { spawnAppProcess, stopAppProcess, waitUntilReady, type AppProcess } from './app-process.ts';
import { startNginx, type Nginx } from './nginx.ts';

export type ClusterOptions = {
  /** nginx's port. */
  port: number;
  /** One per server process. */
  appPorts: number[];
  databaseUrl: string;
  redisUrl: string;
  /** Shared by every process: generated secrets and, without S3, uploaded files. */
  dataDir: string;
  /** nginx's configuration, pid, logs and temporary files. */
  runDir: string;
  /** More settings for every process (TEST_CLOCK, limits, …). */
  env?: Record<string, string>;
  /** Print every process's log lines, prefixed with its name. */
  echo?: boolean;
};

export type Cluster = {
  origin: string;
  processes: AppProcess[];
  nginx: Nginx;
  /** SIGTERM one process and wait for its exit (its graceful shutdown); answers the exit code. */
  stopProcess(index: number): Promise<number | null>;
  /** Starts process `index` again and waits until it is ready. */
  startProcess(index: number): Promise<void>;
  stop(): Promise<void>;
};

/** Creates the database named in `url` on its server when missing (connecting to the `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await ensureDatabase(options.databaseUrl);
  const origin = `http://127.0.0.1:${options.port}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    PUBLIC_URL: `http://localhost:${options.port}`,
    // nginx on this machine is the one proxy in front: the client's address is the one it forwards.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const processes: AppProcess[] = [];
  const held = new Set<number>();
  let stopping = false;

  const launch = (index: number): AppProcess => {
    const port = options.appPorts[index];
    if (port === undefined) throw new Error(`no process ${index}`);
    const app = spawnAppProcess({ name: `app-${index + 1}`, port, env, echo: options.echo ?? false });
    processes[index] = app;
    void app.exited.then((code) => {
      if (stopping || held.has(index) || processes[index] !== app) return;
      console.error(`app-${index + 1} exited with code ${code}; starting it again`);
      const again = launch(index);
      waitUntilReady(again).catch((error: unknown) => console.error(String(error)));
    });
    return app;
  };

  const stopAll = async () => {
    stopping = true;
    await Promise.all(processes.map((app) => stopAppProcess(app)));
  };

  try {
    await waitUntilReady(launch(0));
    const rest = options.appPorts.slice(1).map((_port, i) => launch(i + 1));
    await Promise.all(rest.map((app) => waitUntilReady(app)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  let nginx: Nginx;
  try {
    nginx = await startNginx({ port: options.port, appPorts: options.appPorts, runDir: options.runDir });
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    origin,
    processes,
    nginx,
    async stopProcess(index) {
      const app = processes[index];
      if (!app) throw new Error(`no process ${index}`);
      held.add(index);
      return stopAppProcess(app);
    },
    async startProcess(index) {
      held.delete(index);
      const app = processes[index];
      if (app && app.child.exitCode === null && app.child.signalCode === null) return;
      await waitUntilReady(launch(index));
    },
    async stop() {
      await nginx.stop();
      await stopAll();
    },
  };
}
