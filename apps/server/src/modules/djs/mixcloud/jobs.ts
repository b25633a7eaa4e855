import type { JobDefinition } from '../../../jobs/job.ts';
import { mixcloudCleanupJob } from './cleanup-job.ts';
import { publishJob } from './publish-job.ts';

/** The Mixcloud feature's jobs (jobs/all-jobs.ts). */
export const mixcloudJobs = [publishJob, mixcloudCleanupJob] as JobDefinition<object>[];
