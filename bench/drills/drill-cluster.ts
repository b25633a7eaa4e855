/**
 * A drill's cluster: 3 server processes (ports 3350–3352) behind nginx on 3360, on a fresh database of the drill
 * PostgreSQL (5433) and the drill Redis (6380), with a temporary DATA_DIR; everything is stopped at the end, also on
 * Ctrl-C (bench/production-server.ts's cleanups).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../deploy/cluster/cluster.ts';
import { cleanups } from '../production-server.ts';
import {
  drillRedisUrl,
  ensureDrillPostgres,
  freshDrillDatabase,
  startDrillRedis,
  type DrillRedis,
} from './drill-services.ts';

export const DRILL_NGINX_PORT = 3360;
export const DRILL_APP_PORTS = [3350, 3351, 3352];

export type DrillCluster = Cluster & { databaseUrl: string; redis: DrillRedis; close(): Promise<void> };

export async function startDrillCluster(
  name: string,
  env: Record<string, string> = {},
): Promise<DrillCluster> {
  await ensureDrillPostgres();
  const databaseUrl = await freshDrillDatabase(`cuepoint_drill_${name.replaceAll('-', '_')}`);
  const redis = await startDrillRedis();
  cleanups.push(() => redis.stop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cuepoint-drill-${name}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cluster = await startCluster({
    port: DRILL_NGINX_PORT,
    appPorts: DRILL_APP_PORTS,
    databaseUrl,
    redisUrl: drillRedisUrl,
    dataDir,
    runDir: path.join(dataDir, 'nginx'),
    // DRILL_ECHO=1 prints the processes' warnings and errors (LOG_LEVEL=warn unless set), each with its name.
    echo: process.env['DRILL_ECHO'] === '1',
    env: {
      ...(process.env['DRILL_ECHO'] === '1' ? { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn' } : {}),
      SERVE_WEB: 'false',
      CUEPOINT_SEED: 'demo',
      // All traffic comes from this one address: the drills measure the cluster, not the per-address limits.
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_WRITE_MAX: '100000000',
      AUTH_RATE_LIMIT_MULTIPLIER: '10000',
      // The soak's test clock moves days ahead in minutes; its sessions live as long (actors.ts).
      SESSION_IDLE_TIMEOUT_MINUTES: String(60 * 24 * 90),
      SESSION_MAX_AGE_HOURS: String(24 * 365),
      ...env,
    },
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await cluster.stop();
    await redis.stop();
  };
  cleanups.push(close);
  return Object.assign(cluster, { databaseUrl, redis, close });
}
