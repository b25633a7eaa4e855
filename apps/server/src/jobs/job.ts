import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';

/** What a handler gets: its data, the shared services, and the time it runs at (from the injected clock). */
export type JobContext<Data> = {
  data: Data;
  services: Services;
  /** Read from services.clock when the job starts; every time-based decision of the handler uses it. */
  now: Date;
  log: FastifyBaseLogger;
};

/**
 * One kind of background work, defined by a feature next to the rules it applies. A job with `schedule` runs on
 * that cron expression (UTC); any job can also be sent with a time to run at (`services.jobs.send`).
 */
export type JobDefinition<Data extends object = Record<string, never>> = {
  /** Queue name, `<feature>.<what>`: lower case, digits, dots and dashes. */
  name: string;
  /** Cron expression in UTC, e.g. '0 * * * *' for hourly. A run missed while the server was down is caught up once. */
  schedule?: string;
  /** How often an idle worker looks for due jobs; a due job starts at most this late. Default 10. */
  pollingIntervalSeconds?: number;
  /** Attempts after a failure before the job is marked failed. Default 2. */
  retryLimit?: number;
  /** How many of the queue's jobs one process runs at once. Default 1. */
  concurrency?: number;
  /**
   * `waiting-once`: at most one job of the queue waits to start (pg-boss's `short` policy); a send while one waits
   * adds nothing. For a job whose one run does the work of every send before it (a wake-up). Set when the queue is
   * first created: a queue's policy cannot change afterwards, so a new policy needs a new queue name.
   */
  policy?: 'waiting-once';
  handler(context: JobContext<Data>): Promise<void>;
};

/** Identity with the types filled in: `defineJob<{ bookingId: number }>({ name, handler })`. */
export function defineJob<Data extends object = Record<string, never>>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  return definition;
}

export { jobsNotRunning, type JobQueue, type SendOptions } from './job-queue.ts';
