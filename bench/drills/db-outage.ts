/**
 * Database outage drill: PostgreSQL (the drill cluster 15/drill on 5433) stopped for 20 s under load. Passes when every
 * process's readiness turns 503 within 5 s, requests meanwhile fail fast with 503 (none slower than 5 s, no other 5xx),
 * readiness is back within 5 s of the database's return, traffic after it has no errors, and the audit finds every
 * acknowledged booking and no money moved twice.
 */
import { createActors } from './actors.ts';
import { audit, printAudit } from './audit.ts';
import { DRILL_APP_PORTS, startDrillCluster } from './drill-cluster.ts';
import { startDrillPostgres, stopDrillPostgres } from './drill-services.ts';
import { sleep } from './http-load.ts';
import { startBackgroundLoad } from './background-load.ts';

const OUTAGE_MS = Number(process.env['DRILL_OUTAGE_SECONDS'] ?? 20) * 1000;
const LIMIT_MS = 5000;

async function readiness(port: number): Promise<number> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v14/health/ready`, {
      signal: AbortSignal.timeout(LIMIT_MS),
    });
    return answer.status;
  } catch {
    return 0;
  }
}

/** Polls every process's readiness until each answered `status`; answers the ms it took, or null past `limitMs`. */
async function untilAll(status: number, limitMs: number): Promise<number | null> {
  const started = Date.now();
  const reached = new Set<number>();
  while (Date.now() - started < limitMs * 3) {
    const answers = await Promise.all(DRILL_APP_PORTS.map(readiness));
    answers.forEach((answer, i) => {
      if (answer === status) reached.add(i);
    });
    if (reached.size === DRILL_APP_PORTS.length) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

export async function dbOutageDrill(): Promise<boolean> {
  const cluster = await startDrillCluster('db-outage');
  let restarted = false;
  try {
    const actors = await createActors(cluster.databaseUrl, { venues: 4, djs: 6 }, new Date());
    const load = startBackgroundLoad(cluster.origin, actors);
    const before = load.phase();
    await sleep(10_000);
    const during = load.phase({ unavailableExpected: true });
    const stoppedAt = Date.now();
    stopDrillPostgres();
    const downMs = await untilAll(503, LIMIT_MS);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
    startDrillPostgres();
    restarted = true;
    const recovery = load.phase({ unavailableExpected: true });
    const upMs = await untilAll(200, LIMIT_MS);
    await sleep(2000);
    const after = load.phase();
    await sleep(10_000);
    await load.stop();

    before.print('before the outage');
    during.print('during the outage');
    recovery.print('while coming back');
    after.print('after the outage');
    console.log(
      `readiness: 503 on every process ${downMs === null ? 'NOT within the limit' : `${downMs} ms`} after the stop, 200 again ${upMs === null ? 'NOT within the limit' : `${upMs} ms`} after the start`,
    );
    const result = await audit(cluster.databaseUrl, load.context.ledger);
    printAudit(result);
    const d = during.summary();
    const checks: [string, boolean][] = [
      [
        'no errors before the outage',
        before.summary().error + before.summary().hung + before.summary().unavailable === 0,
      ],
      ['readiness 503 within 5 s', downMs !== null && downMs <= LIMIT_MS],
      [
        'requests fail fast with 503 (no hang, no other 5xx)',
        d.hung === 0 && during.serverErrors === 0 && d.maxMs < LIMIT_MS,
      ],
      ['readiness back within 5 s', upMs !== null && upMs <= LIMIT_MS],
      [
        'no 5xx other than 503 while coming back',
        recovery.serverErrors === 0 && recovery.summary().hung === 0,
      ],
      [
        'no errors after the outage',
        after.summary().error + after.summary().hung + after.summary().unavailable === 0,
      ],
      ['clean audit', result.problems.length === 0],
    ];
    for (const [check, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${check}`);
    return checks.every(([, ok]) => ok);
  } finally {
    if (!restarted) startDrillPostgres();
    await cluster.close();
  }
}
