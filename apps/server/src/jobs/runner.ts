import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type Clock as BossClock, type ConstructorOptions } from 'pg-boss';
import type { JobConnection } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { JobDefinition, JobQueue, SendOptions } from './job.ts';

export type JobRunner = JobQueue & {
  /** Installs or migrates the job tables, registers every schedule and starts the workers. */
  start(services: Services, log: FastifyBaseLogger): Promise<void>;
  /** Stops polling and waits (up to timeoutMs) for running handlers; the database stays open. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /**
   * The test clock's view of the queues (features/test-clock): jobs due now and not yet taken, jobs running, and when
   * the next job not yet due becomes due, if that is no later than `until`. Read on the job tables' own clock.
   */
  backlog(until: Date): Promise<JobBacklog>;
  /** Makes every worker look for due jobs now instead of at its next poll (after the test clock moved). */
  wake(): void;
  /** Calls `listener` with a job's name each time its handler ends, succeeded or failed; answers the unsubscribe. */
  onFinished(listener: (name: string) => void): () => void;
};

export type JobBacklog = { ready: number; running: number; nextDueAt: Date | null };

export type JobRunnerOptions = {
  connection: JobConnection;
  jobs: readonly JobDefinition<object>[];
  /** pg-boss's own time source; tests pass its TestClock (and make services.clock read it) to move time. */
  bossClock?: BossClock;
  /** Schema of the job tables; tests on a shared PostgreSQL database use one of their own. Default 'pgboss'. */
  schema?: string;
};

const NAME = /^[a-z0-9][a-z0-9.-]*$/;

/** pg-boss's own queue between a cron schedule falling due and its job being sent. */
const CRON_QUEUE = '__pgboss__send-it';

function connectionOptions(connection: JobConnection): ConstructorOptions {
  if (connection.kind === 'pglite') return { db: fromPglite(connection.client), backend: 'pglite' };
  // A few connections suffice: workers poll one at a time, maintenance runs now and then.
  return { connectionString: connection.url, max: 3, application_name: 'cuepoint-jobs' };
}

/**
 * The job runner of DESIGN.md §2 on pg-boss: the same tables and SQL on PostgreSQL and on embedded PGlite, so
 * a timer sent before a restart still fires after it.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const byName = new Map<string, JobDefinition<object>>();
  for (const job of options.jobs) {
    if (!NAME.test(job.name))
      throw new Error(`job name must be lower case, digits, dots and dashes: ${job.name}`);
    if (byName.has(job.name)) throw new Error(`job defined twice: ${job.name}`);
    byName.set(job.name, job);
  }
  let log: FastifyBaseLogger | undefined;
  const schema = options.schema ?? 'pgboss';
  const finished = new Set<(name: string) => void>();
  const boss = new PgBoss({
    ...connectionOptions(options.connection),
    ...(options.bossClock ? { clock: options.bossClock } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
    // Job tables stay small: completed jobs are dropped after a week by the queue defaults.
    monitorIntervalSeconds: 300,
  });
  boss.on('error', (error) => log?.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning) => log?.warn({ warning }, 'job runner warning'));
  let started = false;

  return {
    async start(services, appLog) {
      const runnerLog = appLog.child({ component: 'jobs' });
      log = runnerLog;
      await boss.start();
      for (const job of byName.values()) {
        await boss.createQueue(job.name, { retryLimit: job.retryLimit ?? 2, retryBackoff: true });
        await boss.work<object>(
          job.name,
          { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 10 },
          async (batch) => {
            for (const item of batch) {
              const jobLog = runnerLog.child({ job: job.name, jobId: item.id });
              try {
                await job.handler({
                  data: item.data ?? {},
                  services,
                  now: services.clock.now(),
                  log: jobLog,
                });
              } finally {
                for (const listener of finished) listener(job.name);
              }
            }
          },
        );
        if (job.schedule) await boss.schedule(job.name, job.schedule, null, { tz: 'UTC', missed: 'once' });
      }
      // A schedule whose job was removed from the code would keep sending to a queue no one works.
      for (const schedule of await boss.getSchedules()) {
        const job = byName.get(schedule.name);
        if (!job?.schedule) await boss.unschedule(schedule.name, schedule.key);
      }
      started = true;
      runnerLog.info({ jobs: [...byName.keys()] }, 'job runner started');
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },

    async backlog(until) {
      // Names match NAME (letters, digits, dots, dashes), so they are safe as literals. A schedule's job waits in
      // pg-boss's cron queue first.
      const names = [...byName.keys(), CRON_QUEUE].map((name) => `'${name}'`).join(', ');
      if (!started) return { ready: 0, running: 0, nextDueAt: null };
      const result = await boss.getDb().executeSql(
        `select
           count(*) filter (where state < 'active' and not blocked and start_after <= ${schema}.job_now())::int as ready,
           count(*) filter (where state = 'active')::int as running,
           min(start_after) filter (
             where state < 'active' and not blocked and start_after > ${schema}.job_now() and start_after <= $1::timestamptz
           ) as next_due_at
         from ${schema}.job where name in (${names})`,
        [until.toISOString()],
      );
      const row = result.rows[0] as { ready: number; running: number; next_due_at: Date | string | null };
      return {
        ready: Number(row.ready),
        running: Number(row.running),
        nextDueAt: row.next_due_at === null ? null : new Date(row.next_due_at),
      };
    },

    wake() {
      // pg-boss's own cron worker too, which sends a schedule's job once it fell due.
      for (const worker of boss.getWipData({ includeInternal: true })) boss.notifyWorker(worker.id);
    },

    onFinished(listener) {
      finished.add(listener);
      return () => {
        finished.delete(listener);
      };
    },

    async send(job, data, sendOptions: SendOptions = {}) {
      if (!byName.has(job.name)) throw new Error(`job not registered with the runner: ${job.name}`);
      if (!started) throw new Error(`job runner not started: cannot send ${job.name}`);
      await boss.send(job.name, data, sendOptions.runAt ? { startAfter: sendOptions.runAt } : {});
    },
  };
}
