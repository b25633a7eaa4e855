import type { FastifyBaseLogger } from 'fastify';
import { defineJob } from '../../../jobs/job.ts';
import type { Services } from '../../../services.ts';
import { createDisputesService, type DisputesService } from './disputes-service.ts';

type RetryData = { disputeId: number };

/**
 * A decided dispute's refund (or transfer reversals) the gateway failed to take, tried again when due (decision
 * record 034): each failure sends the next attempt after the backoff's delay, on the injected clock; after the last,
 * the operators are alerted instead. The keys make a repeat one gateway call, so a job run twice refunds once.
 */
export const disputeRefundRetryJob = defineJob<RetryData>({
  name: 'disputes.refund-retry',
  pollingIntervalSeconds: 30,
  retryLimit: 2,
  async handler({ data, services, log }) {
    await disputesServiceFor(services, log).retrySettle(data.disputeId);
  },
});

/** The disputes service on the shared services (the routes and the retry job use the same one). */
export function disputesServiceFor(services: Services, log: FastifyBaseLogger): DisputesService {
  return createDisputesService({
    db: services.database.db,
    clock: services.clock,
    gateway: services.payments,
    log,
    retrySettle: (disputeId, at) => services.jobs.send(disputeRefundRetryJob, { disputeId }, { runAt: at }),
  });
}
