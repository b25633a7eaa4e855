import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { TestClock } from 'pg-boss';
import { systemClock, type Clock } from '../../adapters/clock.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { readOffset, writeOffset } from './clock-offset-file.ts';

/**
 * The test clock (TEST_CLOCK=on, decision record 028): the app's time is the real time plus an offset that only
 * grows. pg-boss runs on the same clock (its TestClock, which also sets the job tables' idea of now), kept level
 * with real time plus offset by a pump; advancing it steps through every job that falls due on the way, in the
 * order they are due, each run at its own due time, and waits for them to finish.
 */
export type TestClockControl = {
  /** The app's clock (services.clock). */
  clock: Clock;
  /** pg-boss's clock, given to the job runner. */
  bossClock: TestClock;
  offsetMs(): number;
  /** Starts following real time and lets `advance` run the runner's jobs (after the runner started). */
  start(runner: JobRunner, log: FastifyBaseLogger): void;
  /** Moves the app's time forward by `ms`; answers the new time and the jobs that ran, in the order they ended. */
  advance(ms: number): Promise<{ now: Date; ran: string[] }>;
  /** Stops following real time (shutdown) once a move in progress ended. */
  stop(): Promise<void>;
};

export type TestClockOptions = {
  dataDir: string;
  /** The real time the offset is added to; tests pass their own. */
  realClock?: Clock;
  /** How often the clock catches up with real time. */
  pumpIntervalMs?: number;
  /** How long one step waits for its jobs before answering anyway (a stuck handler must not hang the call). */
  settleLimitMs?: number;
};

/** A move steps from one due job to the next; past this many steps the rest run at the target time. */
const MAX_STEPS = 500;
/** A catch-up longer than this (the process slept) jumps instead of firing every timer in between. */
const MAX_REPLAY_MS = 60_000;

export async function createTestClock(options: TestClockOptions): Promise<TestClockControl> {
  const real = options.realClock ?? systemClock;
  let offset = await readOffset(options.dataDir);
  const bossClock = new TestClock(real.now().getTime() + offset);
  let runner: JobRunner | undefined;
  let log: FastifyBaseLogger | undefined;
  let pump: NodeJS.Timeout | undefined;

  // One move at a time: pg-boss's TestClock refuses a tick while another runs.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work);
    chain = run.catch(() => {});
    return run;
  };

  async function catchUp() {
    const want = real.now().getTime() + offset;
    const lag = want - bossClock.now();
    if (lag <= 0) return;
    if (lag > MAX_REPLAY_MS) {
      await bossClock.setTime(want);
      await bossClock.tick(0);
    } else {
      await bossClock.tick(lag);
    }
  }

  /** Runs what is due at the clock's time: fires the timers the move made due, wakes the workers, waits for them. */
  async function settle(jobs: JobRunner) {
    const deadline = real.now().getTime() + (options.settleLimitMs ?? 60_000);
    for (;;) {
      await bossClock.tick(0);
      jobs.wake();
      const backlog = await jobs.backlog(new Date(bossClock.now()));
      if (backlog.ready === 0 && backlog.running === 0) return;
      if (real.now().getTime() > deadline) {
        log?.warn({ backlog }, 'test clock: jobs still due or running; answering without them');
        return;
      }
      await sleep(10);
    }
  }

  return {
    clock: { now: () => new Date(bossClock.now()) },
    bossClock,
    offsetMs: () => offset,

    start(started, appLog) {
      runner = started;
      log = appLog.child({ component: 'test-clock' });
      pump = setInterval(() => {
        serial(catchUp).catch((error: unknown) =>
          log?.error({ err: error }, 'test clock could not catch up'),
        );
      }, options.pumpIntervalMs ?? 1000);
      pump.unref();
      log.warn({ now: new Date(bossClock.now()), offsetHours: offset / 3_600_000 }, 'test clock is on');
    },

    advance(ms) {
      return serial(async () => {
        const jobs = runner;
        if (!jobs) throw new AppError('UNAVAILABLE', 'The job runner is not running: the clock cannot move');
        // Saved first: jobs that do not finish now run after a restart, on the moved clock.
        offset += ms;
        await writeOffset(options.dataDir, offset);
        const target = real.now().getTime() + offset;
        const ran: string[] = [];
        const unsubscribe = jobs.onFinished((name) => ran.push(name));
        try {
          await settle(jobs);
          for (let step = 0; step < MAX_STEPS; step += 1) {
            const { nextDueAt } = await jobs.backlog(new Date(target));
            if (!nextDueAt) break;
            // A millisecond past it: the job tables keep microseconds.
            await bossClock.setTime(Math.max(nextDueAt.getTime() + 1, bossClock.now()));
            await settle(jobs);
          }
          if (target > bossClock.now()) await bossClock.setTime(target);
          await settle(jobs);
        } finally {
          unsubscribe();
        }
        const now = new Date(bossClock.now());
        log?.info({ hours: ms / 3_600_000, now, ran }, 'test clock advanced');
        return { now, ran };
      });
    },

    async stop() {
      if (pump) clearInterval(pump);
      pump = undefined;
      await chain;
    },
  };
}
