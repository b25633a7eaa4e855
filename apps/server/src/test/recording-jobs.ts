import type { JobQueue } from '../jobs/job.ts';

export type SentJob = { name: string; data: object; runAt: Date | undefined };

/**
 * A job queue for integration tests that start no runner: it keeps what the app sent (job, data, due time) for the
 * test to read. Tests that need the job to run start a real runner instead (jobs/runner.test.ts).
 */
export function recordingJobQueue(): JobQueue & { sent: SentJob[] } {
  const sent: SentJob[] = [];
  return {
    sent,
    async send(job, data, options = {}) {
      sent.push({ name: job.name, data, runAt: options.runAt });
    },
  };
}
