import type { JobDefinition } from './job.ts';
import { accountsCleanupJob } from '../modules/accounts/accounts/cleanup-job.ts';
import { abandonedUploadsJob } from '../modules/djs/sets/abandoned-uploads-job.ts';
import { featuringEndedJob } from '../modules/djs/featuring/featuring-ended-job.ts';
import { bookingJobs } from '../modules/booking/engine/jobs.ts';
import { processedEventsCleanupJob } from '../modules/booking/payments/processed-events-cleanup-job.ts';
import { payoutJobs } from '../modules/booking/payouts/payouts-job.ts';
import { notificationJobs } from '../modules/notifications/notifications/jobs.ts';
import { mixcloudJobs } from '../modules/djs/mixcloud/jobs.ts';
import { disputeRefundRetryJob } from '../modules/booking/disputes/refund-retry-job.ts';
import { reviewWindowsClosedJob } from '../modules/booking/reviews/window-closed-job.ts';
import { abandonedTrackUploadsJob } from '../modules/music/producer/abandoned-uploads-job.ts';

/** Every job the runner works; a feature adds its definitions here. */
export const allJobs: readonly JobDefinition<object>[] = [
  accountsCleanupJob,
  abandonedUploadsJob,
  featuringEndedJob,
  ...bookingJobs,
  processedEventsCleanupJob,
  ...payoutJobs,
  ...notificationJobs,
  ...mixcloudJobs,
  disputeRefundRetryJob,
  reviewWindowsClosedJob,
  abandonedTrackUploadsJob,
];
