/**
 * A job as the queue sends it: its name and the data its handler reads (a JobDefinition of job.ts). Kept apart from
 * job.ts so services.ts, which the handlers' context names, need not import the definitions.
 */
export type QueuedJob<Data extends object> = {
  name: string;
  handler(context: { data: Data }): Promise<void>;
};

export type SendOptions = {
  /** When the job becomes due; now when absent. Compute it from services.clock so tests move it. */
  runAt?: Date;
};

/** How features enqueue work; the runner implements it. */
export type JobQueue = {
  send<Data extends object>(job: QueuedJob<Data>, data: Data, options?: SendOptions): Promise<void>;
};

/** Stands in where no runner was started (most tests): sending is a programming error there, said plainly. */
export const jobsNotRunning: JobQueue = {
  send: async (job) => {
    throw new Error(`job runner not started: cannot send ${job.name}`);
  },
};
