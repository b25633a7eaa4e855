import type { JobDefinition } from './job.ts';
import { accountsCleanupJob } from '../features/accounts/cleanup-job.ts';
import { abandonedUploadsJob } from '../features/dj-sets/abandoned-uploads-job.ts';
import { featuringEndedJob } from '../features/dj-featuring/featuring-ended-job.ts';
import { bookingJobs } from '../features/booking-requests/jobs.ts';
import { processedEventsCleanupJob } from '../features/payments/processed-events-cleanup-job.ts';
import { payoutJobs } from '../features/payouts/payouts-job.ts';
import { notificationJobs } from '../features/notifications/jobs.ts';
import { mixcloudJobs } from '../features/mixcloud/jobs.ts';
import { disputeRefundRetryJob } from '../features/disputes/refund-retry-job.ts';
import { reviewWindowsClosedJob } from '../features/reviews/window-closed-job.ts';
import { abandonedTrackUploadsJob } from '../features/producer/abandoned-uploads-job.ts';

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
