import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type Clock as BossClock, type ConstructorOptions } from 'pg-boss';
import type { JobConnection } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { JobDefinition, JobQueue, SendOptions } from './job.ts';
import type { QueueWatch } from './queue-watch.ts';

export type { BacklogScope, JobBacklog, QueueWatch } from './queue-watch.ts';

export type JobRunner = JobQueue &
  QueueWatch & {
    /** Installs or migrates the job tables, registers every schedule and starts the workers. */
    start(services: Services, log: FastifyBaseLogger): Promise<void>;
    /** Stops polling and waits (up to timeoutMs) for running handlers; the database stays open. */
    stop(options?: { timeoutMs?: number }): Promise<void>;
  };

/**
 * Which jobs `ready` and `running` count. Without it, every job. With it (the test clock settling one step): the jobs
 * the step made due (due after `dueAfter` and before `dueBefore`), older jobs of queues without a schedule (timers and
 * retries not run yet), the jobs the schedules sent (pg-boss's cron queue and each schedule's last job), and jobs the
 * handlers of this process sent since `followUpsSince`; not the jobs requests keep sending to scheduled queues (the
 * notifications' dispatch that every booking event wakes, on every process), which a busy cluster never runs out of
 * (decision record 040). Those run all the same, only the move does not wait for them.
 */

export type JobRunnerOptions = {
  connection: JobConnection;
  jobs: readonly JobDefinition<object>[];
  /**
   * pg-boss's own time source; the test clock (TEST_CLOCK=on) and tests pass its TestClock (and make services.clock
   * read it) to move time. With it, a handler's now is its job's due time: a move runs a batch of due jobs at once
   * (modules/platform/test-clock), and each still sees its own time.
   */
  bossClock?: BossClock;
  /** Schema of the job tables; tests on a shared PostgreSQL database use one of their own. Default 'pgboss'. */
  schema?: string;
};

const NAME = /^[a-z0-9][a-z0-9.-]*$/;

/**
 * A job runs when the database's clock reached its due time; its handler's now is never earlier than that, even when
 * this process's clock is a moment behind the database's (a test clock moved through another process of a cluster,
 * decision record 040), so a guard never refuses a timer that is due.
 */
function notBefore(now: Date, dueAt: Date | undefined): Date {
  return dueAt && dueAt.getTime() > now.getTime() ? new Date(dueAt.getTime()) : now;
}

/** On a test clock: the job's due time, as if each job of a move's batch ran the moment it fell due. */
function atDueTime(now: Date, dueAt: Date | undefined): Date {
  return dueAt ? new Date(dueAt.getTime()) : now;
}

/** pg-boss's own queue between a cron schedule falling due and its job being sent. */
const CRON_QUEUE = '__pgboss__send-it';

function connectionOptions(connection: JobConnection): ConstructorOptions {
  if (connection.kind === 'pglite') return { db: fromPglite(connection.client), backend: 'pglite' };
  // A few connections suffice: workers poll one at a time, maintenance runs now and then.
  return { connectionString: connection.url, max: 3, application_name: 'cuepoint-jobs' };
}

/**
 * The job runner (ARCHITECTURE.md) on pg-boss: the same tables and SQL on PostgreSQL and on embedded PGlite, so
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
  /** Set while a handler runs, so a job it sends is known as its follow-up. */
  const inHandler = new AsyncLocalStorage<true>();
  /** Ids of the jobs handlers sent, with a sequence number, kept for the test clock's settle (bounded). */
  const followUps: { seq: number; id: string }[] = [];
  let followUpSeq = 0;
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
  let stopping: Promise<void> | undefined;
  const handlerNow = options.bossClock ? atDueTime : notBefore;

  return {
    async start(services, appLog) {
      const runnerLog = appLog.child({ component: 'jobs' });
      log = runnerLog;
      await boss.start();
      for (const job of byName.values()) {
        await boss.createQueue(job.name, {
          retryLimit: job.retryLimit ?? 2,
          retryBackoff: true,
          ...(job.policy === 'waiting-once' ? { policy: 'short' as const } : {}),
        });
        await boss.work<object>(
          job.name,
          {
            pollingIntervalSeconds: job.pollingIntervalSeconds ?? 10,
            localConcurrency: job.concurrency ?? 1,
            includeMetadata: true,
          },
          async (batch) => {
            for (const item of batch) {
              const jobLog = runnerLog.child({ job: job.name, jobId: item.id });
              try {
                await inHandler.run(true, () =>
                  job.handler({
                    data: item.data ?? {},
                    services,
                    now: handlerNow(services.clock.now(), (item as { startAfter?: Date }).startAfter),
                    log: jobLog,
                  }),
                );
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
      stopping = undefined;
      runnerLog.info({ jobs: [...byName.keys()] }, 'job runner started');
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      if (!started) return;
      // Jobs still running finish first, and what they send meanwhile (a booking's next timer) is kept: sending
      // stops only once they are done.
      stopping ??= boss.stop({ graceful: true, timeout: timeoutMs, close: true }).finally(() => {
        started = false;
      });
      await stopping;
    },

    async backlog(until, scope) {
      if (!started) return { ready: 0, running: 0, queues: [], nextDueAt: null, batchEndAt: null };
      // Names match NAME (letters, digits, dots, dashes), so they are safe as literals. A schedule's job waits in
      // pg-boss's cron queue first.
      const names = [...byName.keys(), CRON_QUEUE].map((name) => `'${name}'`).join(', ');
      const scheduled = [...byName.values()].filter((job) => job.schedule).map((job) => job.name);
      const counted = scope
        ? `and ((start_after > $3::timestamptz and start_after < $2::timestamptz)
             or (start_after <= $3::timestamptz and name <> all($4::text[]))
             or name = '${CRON_QUEUE}' or id = any($5::uuid[])
             or id in (select last_job_id from ${schema}.schedule where last_job_id is not null))`
        : '';
      const parameters: unknown[] = [until.toISOString()];
      if (scope)
        parameters.push(
          scope.dueBefore.toISOString(),
          scope.dueAfter.toISOString(),
          scheduled,
          followUps.filter((entry) => entry.seq >= scope.followUpsSince).map((entry) => entry.id),
        );
      const result = await boss.getDb().executeSql(
        `with coming as (
           select start_after,
                  row_number() over (
                    partition by coalesce('r' || (data->>'requestId'), 'b' || (data->>'bookingId'), '')
                    order by start_after
                  ) as nth
           from ${schema}.job
           where name in (${names}) and state < 'active' and not blocked
             and start_after > ${schema}.job_now() and start_after <= $1::timestamptz
         ),
         batch as (
           select min(start_after) as next_due_at,
                  coalesce(
                    max(start_after) filter (
                      where start_after < coalesce((select min(start_after) from coming where nth > 1), 'infinity')
                    ),
                    min(start_after)
                  ) as batch_end_at
           from coming
         )
         select
           count(*) filter (where state < 'active' and not blocked and start_after <= ${schema}.job_now() ${counted})::int as ready,
           count(*) filter (where state = 'active' ${counted})::int as running,
           (array_agg(distinct name::text || ':' || state::text) filter (
              where ((state < 'active' and not blocked and start_after <= ${schema}.job_now()) or state = 'active') ${counted}
           ))[1:10] as queues,
           (select next_due_at from batch) as next_due_at,
           (select batch_end_at from batch) as batch_end_at
         from ${schema}.job where name in (${names})`,
        parameters,
      );
      const row = result.rows[0] as {
        ready: number;
        running: number;
        queues: string[] | null;
        next_due_at: Date | string | null;
        batch_end_at: Date | string | null;
      };
      const date = (value: Date | string | null) => (value === null ? null : new Date(value));
      return {
        ready: Number(row.ready),
        running: Number(row.running),
        queues: row.queues ?? [],
        nextDueAt: date(row.next_due_at),
        batchEndAt: date(row.batch_end_at),
      };
    },

    followUpMark() {
      return followUpSeq;
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
      const id = await boss.send(job.name, data, sendOptions.runAt ? { startAfter: sendOptions.runAt } : {});
      if (id && inHandler.getStore()) {
        followUps.push({ seq: followUpSeq++, id });
        if (followUps.length > 10_000) followUps.splice(0, followUps.length - 10_000);
      }
    },
  };
}
