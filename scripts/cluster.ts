/**
 * `npm run cluster`: Cuepoint as a cluster on this machine (deploy/README.md): nginx on PORT (default 3000) in front
 * of 3 server processes (ports 3350–3352) on the local PostgreSQL (database `cuepoint_cluster`, created when missing)
 * and Redis. nginx is Debian's package, installed with apt-get when missing and running as root. Ctrl-C stops all.
 * CLUSTER_PROCESSES, CLUSTER_DATABASE_URL and CLUSTER_REDIS_URL change the defaults.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster, type Cluster } from '../deploy/cluster/cluster.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env['PORT'] ?? 3000);
const count = Number(process.env['CLUSTER_PROCESSES'] ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 10) throw new Error('CLUSTER_PROCESSES must be 1 to 10');
const databaseUrl =
  process.env['CLUSTER_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/cuepoint_cluster';
const redisUrl = process.env['CLUSTER_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

// The processes serve the built web app, as `npm start` does.
const built =
  fs.existsSync(path.join(root, 'apps/web/dist/index.html')) &&
  fs.existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'));
if (!built) {
  console.log('The web app is not built yet: npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const dataDir = path.resolve(process.env['DATA_DIR'] ?? path.join(root, 'data/cluster'));
const running: { cluster?: Cluster } = {};
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping nginx and the server processes…`);
  await running.cluster?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const appPorts = Array.from({ length: count }, (_, i) => 3350 + i);
running.cluster = await startCluster({
  port,
  appPorts,
  databaseUrl,
  redisUrl,
  dataDir,
  runDir: path.join(dataDir, 'nginx'),
  env: { SERVE_WEB: 'true', ...(process.env['LOG_LEVEL'] ? { LOG_LEVEL: process.env['LOG_LEVEL'] } : {}) },
  echo: true,
});
console.log(
  `Cuepoint is running at http://localhost:${port}: nginx in front of ${count} processes (ports ${appPorts.join(', ')}) on ${databaseUrl.replace(/\/\/[^@]*@/, '//')} and ${redisUrl}. Ctrl-C stops all.`,
);
