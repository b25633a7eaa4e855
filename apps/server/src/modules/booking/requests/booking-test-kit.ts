import type { TestApp } from '../../../test/test-app.ts';
import { startClockedApp } from '../../../test/clocked-app.ts';
import type { JobRunner } from '../../../jobs/runner.ts';
import type { JobDefinition } from '../../../jobs/job.ts';
import { payoutJobs } from '../payouts/payouts-job.ts';
import { disputeRefundRetryJob } from '../disputes/refund-retry-job.ts';
import { bookingPaymentRetryJob, bookingTimerJobs, reachNewDjJob } from '../engine/jobs.ts';
import type { TestClockControl } from '../../platform/test-clock/test-clock.ts';

export const HOUR = 3_600_000;
export const API = '/api/v14';

export type BookingKit = {
  t: TestApp;
  clock: TestClockControl;
  runner: JobRunner;
  now(): Date;
  /** Moves the app's time forward and runs every job that fell due on the way. */
  advanceHours(hours: number): Promise<string[]>;
  bearer(userId: number): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

/**
 * An app on the test gateway with the job runner on the test clock (modules/platform/test-clock), as TEST_CLOCK=on runs it:
 * timers fire when the test moves the clock, with the app's time.
 */
export async function startBookingKit(): Promise<BookingKit> {
  const app = await startClockedApp({
    name: 'booking',
    // The booking timers only: the hourly and ten-minute schedules of other work would add a step per run.
    jobs: [
      ...Object.values(bookingTimerJobs),
      bookingPaymentRetryJob,
      reachNewDjJob,
      ...payoutJobs,
      disputeRefundRetryJob,
    ] as JobDefinition<object>[],
  });
  return {
    ...app,
    async advanceHours(hours) {
      return (await app.clock.advance(hours * HOUR)).ran;
    },
  };
}
