import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { TestClock } from 'pg-boss';
import { systemClock, type Clock } from '../../../adapters/clock.ts';
import { AppError } from '../../../http/app-error.ts';
import type { QueueWatch } from '../../../jobs/queue-watch.ts';
import { readOffset, writeOffset } from './clock-offset-file.ts';

/**
 * The test clock (TEST_CLOCK=on, decision record 028): the app's time is the real time plus an offset that only
 * grows. pg-boss runs on the same clock (its TestClock, which also sets the job tables' idea of now), kept level
 * with real time plus offset by a pump; advancing it steps through the jobs that fall due on the way in batches (all
 * jobs due up to the first one whose subject, a booking request or a booking, already has a job in the batch: one
 * subject's timers run one after the other in due order), each job run at its own due time (the runner's handler
 * now), and waits for them and what they send to finish.
 */
export type TestClockControl = {
  /** The app's clock (services.clock). */
  clock: Clock;
  /** pg-boss's clock, given to the job runner. */
  bossClock: TestClock;
  offsetMs(): number;
  /** Starts following real time and lets `advance` run the runner's jobs (after the runner started). */
  start(runner: QueueWatch, log: FastifyBaseLogger): void;
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
  /**
   * Several server processes on one PostgreSQL (decision record 040): the jobs' clock in the database as the other
   * processes moved it (epoch ms), or null when there is none yet. Read at start and at every catch-up, so a move made
   * through one process reaches the clocks of all within a second and a restarted process never goes back in time.
   */
  sharedNow?: () => Promise<number | null>;
};

/** A move steps from one batch of due jobs to the next; past this many steps the rest run at the target time. */
const MAX_STEPS = 500;
/** A catch-up longer than this (the process slept) jumps instead of firing every timer in between. */
const MAX_REPLAY_MS = 60_000;

/**
 * pg-boss's TestClock as the processes of a cluster share it (decision record 040). Each process's clock writes its
 * time to the one clock table the job tables read; here those writes only ever move it forward, so a process that
 * follows a move a moment late never sets the jobs' clock back under the process making the move (whose step would
 * then wait for jobs the database no longer counts as due). And when this process's job runner stops, pg-boss would
 * put the plain clock back and drop the table while the other processes still run on it: this one leaves both to
 * them; a process that starts again takes the table over at the shared time (see `follow`).
 */
function sharedBetweenProcesses(clock: TestClock): TestClock {
  type Target = Parameters<TestClock['attach']>[0];
  const forwardOnly = (target: Target): Target => {
    const table = `${target.schema}.__pgboss_test_clock`;
    const push = `UPDATE ${table} SET now = to_timestamp($1)`;
    const db = target.db;
    return {
      ...target,
      db: new Proxy(db, {
        get(inner, property) {
          if (property === 'executeSql')
            return (text: string, values?: unknown[]) =>
              db.executeSql(
                text.trim() === push ? `UPDATE ${table} SET now = greatest(now, to_timestamp($1))` : text,
                values,
              );
          const value: unknown = Reflect.get(inner, property, inner);
          return typeof value === 'function' ? value.bind(inner) : value;
        },
      }),
    };
  };
  return new Proxy(clock, {
    get(target, property) {
      if (property === 'attach') {
        return async (attachTo: Target) => {
          await target.attach(forwardOnly(attachTo));
          return { [Symbol.asyncDispose]: async () => {} };
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      // The class keeps its state in private fields: its methods run on the clock itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function createTestClock(options: TestClockOptions): Promise<TestClockControl> {
  const real = options.realClock ?? systemClock;
  let offset = await readOffset(options.dataDir);
  /** Takes over a later time another process moved the shared clock to; the offset only grows. */
  const follow = async () => {
    const shared = await options.sharedNow?.().catch(() => null);
    if (shared !== null && shared !== undefined) offset = Math.max(offset, shared - real.now().getTime());
  };
  await follow();
  const ownClock = new TestClock(real.now().getTime() + offset);
  const bossClock = options.sharedNow ? sharedBetweenProcesses(ownClock) : ownClock;
  let runner: QueueWatch | undefined;
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
    await follow();
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
  async function settle(jobs: QueueWatch, stepFrom: number) {
    const deadline = real.now().getTime() + (options.settleLimitMs ?? 60_000);
    // The step's timers and what their handlers send; not the jobs requests keep sending meanwhile.
    const scope = {
      dueAfter: new Date(stepFrom),
      dueBefore: new Date(bossClock.now()),
      followUpsSince: jobs.followUpMark(),
    };
    for (;;) {
      await bossClock.tick(0);
      jobs.wake();
      const backlog = await jobs.backlog(new Date(bossClock.now()), scope);
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
        // From the shared time when another process moved it since this one last looked.
        await follow();
        // Saved first: jobs that do not finish now run after a restart, on the moved clock.
        offset += ms;
        await writeOffset(options.dataDir, offset);
        const target = real.now().getTime() + offset;
        const ran: string[] = [];
        let steps = 0;
        const unsubscribe = jobs.onFinished((name) => ran.push(name));
        try {
          await settle(jobs, bossClock.now());
          for (; steps < MAX_STEPS; steps += 1) {
            const { batchEndAt } = await jobs.backlog(new Date(target));
            if (!batchEndAt) break;
            const from = bossClock.now();
            // A millisecond past the batch's last job: the job tables keep microseconds.
            await bossClock.setTime(Math.max(batchEndAt.getTime() + 1, from));
            await settle(jobs, from);
          }
          const from = bossClock.now();
          if (target > from) await bossClock.setTime(target);
          await settle(jobs, from);
        } finally {
          unsubscribe();
        }
        const now = new Date(bossClock.now());
        log?.info({ hours: ms / 3_600_000, now, steps, ran }, 'test clock advanced');
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
