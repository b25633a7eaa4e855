/** What the test clock (modules/platform/test-clock) reads and moves of the job runner (runner.ts). */
export type QueueWatch = {
  /**
   * The test clock's view of the queues (modules/platform/test-clock): jobs due now and not yet taken, jobs running, when the
   * next job not yet due becomes due, if that is no later than `until`, and where the batch that starts with it ends.
   * Read on the job tables' own clock.
   */
  backlog(until: Date, scope?: BacklogScope): Promise<JobBacklog>;
  /** Where the list of the handlers' follow-up jobs stands: pass it as `followUpsSince` to count later ones. */
  followUpMark(): number;
  /** Makes every worker look for due jobs now instead of at its next poll (after the test clock moved). */
  wake(): void;
  /** Calls `listener` with a job's name each time its handler ends, succeeded or failed; answers the unsubscribe. */
  onFinished(listener: (name: string) => void): () => void;
};

export type JobBacklog = {
  ready: number;
  running: number;
  /** The queues of the jobs counted as ready or running (at most 10), for a move's report of what it waited for. */
  queues: string[];
  nextDueAt: Date | null;
  /**
   * The due time of the last job of the batch that starts at `nextDueAt` (no later than `until`): the jobs due from
   * then on, up to the first one whose subject (its `requestId`, its `bookingId`; a job naming neither counts as one
   * subject with every other such job) already has an earlier job in the batch. So one subject's timers run one after
   * the other in due order, and unrelated ones together. Null when `nextDueAt` is.
   */
  batchEndAt: Date | null;
};

export type BacklogScope = { dueAfter: Date; dueBefore: Date; followUpsSince: number };
