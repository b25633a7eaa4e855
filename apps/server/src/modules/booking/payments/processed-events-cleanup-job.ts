import { defineJob } from '../../../jobs/job.ts';
import { createPaymentsStore } from '../../../adapters/payments/payments-store.ts';

/** Stripe redelivers an event for up to three days; its id is kept well past that to refuse a late replay. */
export const PROCESSED_EVENTS_KEPT_MS = 30 * 24 * 3600_000;

/** Daily: forgets the ids of gateway events processed more than 30 days ago, so the table stays small. */
export const processedEventsCleanupJob = defineJob({
  name: 'payments.processed-events-cleanup',
  schedule: '40 3 * * *',
  pollingIntervalSeconds: 60,
  async handler({ services, now, log }) {
    const store = createPaymentsStore(services.database.db, services.payments.mode);
    const forgotten = await store.forgetEventsReceivedBefore(
      new Date(now.getTime() - PROCESSED_EVENTS_KEPT_MS),
    );
    log.info({ forgotten }, 'old processed payment events forgotten');
  },
});
