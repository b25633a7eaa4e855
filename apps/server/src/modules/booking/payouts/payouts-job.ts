import type { FastifyBaseLogger } from 'fastify';
import { defineJob, type JobDefinition, type JobQueue } from '../../../jobs/job.ts';
import type { Services } from '../../../services.ts';
import { createPayoutsService, type PayoutsService } from './payouts-service.ts';
import type { PayoutRow } from './payouts-store.ts';

export type PayDueData = {
  /** Only this booking's payouts (sent for their due time); every due payout when absent (the hourly run). */
  bookingId?: number;
  /** Only this DJ's payouts (after the DJ connected an account). */
  djUserId?: number;
  /** Also the DJ's payouts that failed for another reason than a missing account. */
  retryFailed?: boolean;
};

/** The payouts service on the shared services (routes, the job and the gateway's events use the same). */
export function payoutsServiceFor(services: Services, log: FastifyBaseLogger): PayoutsService {
  return createPayoutsService({
    db: services.database.db,
    gateway: services.payments,
    clock: services.clock,
    log,
  });
}

/**
 * Pays due payouts: every hour on the hour with the booking sweep (so a moved test clock runs it with the other
 * hourly work), and at each payout's due time when the booking engine sends it. Running twice transfers once.
 */
export const payDueJob = defineJob<PayDueData>({
  name: 'payouts.pay-due',
  schedule: '0 * * * *',
  pollingIntervalSeconds: 30,
  retryLimit: 3,
  async handler({ data, services, now, log }) {
    const result = await payoutsServiceFor(services, log).payDue(now, {
      bookingId: data.bookingId,
      djUserId: data.djUserId,
      retryFailed: data.retryFailed === true,
    });
    if (result.paid + result.failed + result.waiting > 0) log.info(result, 'payouts run');
  },
});

export const payoutJobs: readonly JobDefinition<object>[] = [payDueJob] as readonly JobDefinition<object>[];

/**
 * After the transaction that scheduled payouts committed (the capture, a late cancellation): sends the pay-due job
 * of the booking for each due time of its scheduled payouts, so each is paid when it falls due rather than at the
 * next hourly run.
 */
export async function sendPayoutJobs(
  jobs: JobQueue,
  payouts: readonly Pick<PayoutRow, 'bookingId' | 'dueAt' | 'status'>[],
): Promise<void> {
  const sent = new Set<string>();
  for (const payout of payouts) {
    if (payout.status !== 'scheduled') continue;
    const key = `${payout.bookingId}|${payout.dueAt.getTime()}`;
    if (sent.has(key)) continue;
    sent.add(key);
    await jobs.send(payDueJob, { bookingId: payout.bookingId }, { runAt: payout.dueAt });
  }
}
