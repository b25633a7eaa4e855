/**
 * Soak drill: DRILL_MINUTES (default 10) of mixed traffic through nginx across 3 processes (soak-traffic.ts) on the
 * test clock, then the consistency audit (audit.ts). Passes with at least 300 requests/s, no errors and a clean audit.
 */
import fs from 'node:fs';
import os from 'node:os';
import { busyShare, startCpuShare } from './cpu-share.ts';
import { createActors } from './actors.ts';
import { audit, printAudit } from './audit.ts';
import { startDrillCluster } from './drill-cluster.ts';
import { runWorkers, sleep, Tally } from './http-load.ts';
import {
  bookingFlow,
  CLOCK_MOVE_EVERY_MS,
  moveClock,
  newLedger,
  profileWrite,
  publicReads,
  signIn,
  type SoakContext,
} from './soak-traffic.ts';

export const SOAK_MIN_RPS = 300;
const READERS = Number(process.env['DRILL_READERS'] ?? 24);
const BOOKERS = Number(process.env['DRILL_BOOKERS'] ?? 6);
const WRITERS = Number(process.env['DRILL_WRITERS'] ?? 4);

export async function soakDrill(): Promise<boolean> {
  const minutes = Number(process.env['DRILL_MINUTES'] ?? 10);
  const cluster = await startDrillCluster('soak', { TEST_CLOCK: 'on' });
  try {
    const clock = (await (await fetch(`${cluster.origin}/api/v14/test-clock`)).json()) as {
      data: { now: string };
    };
    const now = new Date(clock.data.now);
    const actors = await createActors(cluster.databaseUrl, { venues: BOOKERS, djs: BOOKERS + WRITERS }, now);
    const sets = (await (await fetch(`${cluster.origin}/api/v14/public-dj-sets.php?limit=12`)).json()) as {
      data: { dj_slug: string }[];
    };
    const tally = new Tally();
    const clockTally = new Tally();
    const ledger = newLedger();
    const context: SoakContext = {
      origin: cluster.origin,
      tally,
      actors,
      ledger,
      djSlugs: [...new Set(sets.data.map((set) => set.dj_slug))],
      testClock: true,
    };
    const endAt = Date.now() + minutes * 60_000;
    const over = () => Date.now() >= endAt;
    const loadBefore = os.loadavg()[0] ?? 0;
    console.log(
      `soak: ${minutes} min, ${READERS} readers, ${BOOKERS} booking flows, ${WRITERS} profile writers, a ${CLOCK_MOVE_EVERY_MS / 1000} s clock move; load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores before`,
    );
    const rounds = new Map<string, number>();
    const next = (key: string) => {
      const round = (rounds.get(key) ?? 0) + 1;
      rounds.set(key, round);
      return round;
    };
    const cpu = startCpuShare({
      apps: cluster.processes.map((app) => app.child.pid ?? 0).filter(Boolean),
      nginx: cluster.nginx.process.pid,
    });
    const machineBefore = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const progress = setInterval(() => tally.print('soak so far'), 60_000);
    const loads: number[] = [];
    const sampler = setInterval(() => loads.push(os.loadavg()[0] ?? 0), 10_000);
    try {
      await Promise.all([
        runWorkers(READERS, over, (worker) => publicReads(context, worker, next(`r${worker}`))),
        runWorkers(BOOKERS, over, async (worker) => {
          const round = next(`b${worker}`);
          const venue = actors.venues[worker]!;
          const dj = actors.djs[worker]!;
          await bookingFlow(context, venue, dj, round % 10 < 7);
          if (round % 10 === 0) await signIn(context, venue);
        }),
        runWorkers(WRITERS, over, async (worker) => {
          await profileWrite(context, actors.djs[BOOKERS + worker]!, next(`w${worker}`));
        }),
        runWorkers(1, over, async () => {
          await sleep(CLOCK_MOVE_EVERY_MS);
          if (!over()) await moveClock(context, clockTally);
        }),
      ]);
    } finally {
      clearInterval(progress);
      clearInterval(sampler);
    }
    // Requests per second over the load's own minutes (the last answers may come a moment after).
    const summary = tally.summary(minutes * 60);
    const share = cpu.report();
    tally.print('soak', minutes * 60);
    if (share)
      console.log(
        `soak: CPU seconds over ${share.seconds} s: server processes ${share.apps}, PostgreSQL ${share.postgres}, nginx ${share.nginx}, the load generator ${share.drill}; the machine's 2 cores were ${Math.round(100 * busyShare(machineBefore, share.machineLine))}% busy (everyone's work)`,
      );
    const meanLoad = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : 0;
    console.log(
      `soak: machine load average ${meanLoad.toFixed(1)} (mean of 10 s samples) on ${os.cpus().length} cores`,
    );
    // Timers still due run before the audit: the clock moves once more and the jobs settle.
    await moveClock(context, clockTally);
    clockTally.print('test-clock moves (each runs the jobs that fell due)');
    console.log(`timers run by the moves: ${ledger.timersRun}`);
    const result = await audit(cluster.databaseUrl, ledger);
    printAudit(result);
    const moves = clockTally.summary();
    const errors =
      summary.error + summary.hung + summary.unavailable + moves.error + moves.hung + moves.unavailable;
    const pass = summary.rps >= SOAK_MIN_RPS && errors === 0 && result.problems.length === 0;
    if (summary.rps < SOAK_MIN_RPS) console.log(`soak: ${summary.rps} req/s is below ${SOAK_MIN_RPS}`);
    return pass;
  } finally {
    await cluster.close();
  }
}
