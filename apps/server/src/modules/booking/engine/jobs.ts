import type { FastifyBaseLogger } from 'fastify';
import { BOOKING_JOBS, type TBookingJob } from '@cuepoint/domain/booking/effects';
import { defineJob, type JobDefinition } from '../../../jobs/job.ts';
import type { Services } from '../../../services.ts';
import { payDueJob } from '../payouts/payouts-job.ts';
import { createBookingEngine, performPaymentCall, type BookingEngine, type PaymentRetry } from './engine.ts';
import { createBookingStore } from '../requests/requests-store.ts';

type TimerData = { requestId: number };

/**
 * The booking request's timers (decision record 026): one job per timer of the lifecycle, sent for its due time when
 * a transition asks for it. Each fires its transition with `now` from the injected clock; the guards refuse a request
 * that moved on, so a timer may run twice, late, or after the sweep already did its work.
 */
function timerJob(job: TBookingJob) {
  return defineJob<TimerData>({
    name: `booking-requests.${job.replaceAll('_', '-')}`,
    pollingIntervalSeconds: 5,
    retryLimit: 5,
    // Many bookings' timers fall due together (the captures a day before a busy Saturday); each locks its own request.
    concurrency: 4,
    async handler({ data, services, now, log }) {
      await bookingEngineFor(services, log).runTimer(job, data.requestId, now);
    },
  });
}

export const bookingTimerJobs = Object.fromEntries(BOOKING_JOBS.map((job) => [job, timerJob(job)])) as Record<
  TBookingJob,
  JobDefinition<TimerData>
>;

/** A release, capture or saved card's detach the gateway failed to take after the new state was committed, repeated until it does. */
export const bookingPaymentRetryJob = defineJob<PaymentRetry>({
  name: 'booking-requests.payment-retry',
  pollingIntervalSeconds: 30,
  retryLimit: 10,
  async handler({ data, services }) {
    // A failure throws: the runner repeats the job with its retries.
    await performPaymentCall(services.payments, data);
  },
});

/**
 * A DJ who may have become a match for open requests (verified the address, changed the profile or a travel period):
 * the open requests with room reach the DJ when their share would choose them (decision record 045). Sent by those
 * changes with `sendReachNewDj`; a DJ who matches nothing costs one query.
 */
export const reachNewDjJob = defineJob<{ djUserId: number }>({
  name: 'booking-requests.reach-new-dj',
  pollingIntervalSeconds: 5,
  retryLimit: 3,
  async handler({ data, services, now, log }) {
    const reached = await bookingEngineFor(services, log).reachNewDj(data.djUserId, now);
    if (reached.length > 0)
      log.info({ djUserId: data.djUserId, requests: reached }, 'open requests reached a DJ');
  },
});

/**
 * Asks for a look at the open requests a DJ may now match, once the change that may have made them one committed.
 * The change stands whatever happens here: a send that fails is logged, not thrown at the DJ.
 */
export async function sendReachNewDj(services: Services, log: FastifyBaseLogger, djUserId: number) {
  try {
    await services.jobs.send(reachNewDjJob, { djUserId });
  } catch (error) {
    log.warn({ err: error, djUserId }, 'could not ask open requests to reach a DJ');
  }
}

/** How many due requests one sweep handles per timer. */
const SWEEP_BATCH = 100;

/**
 * Every hour, on the hour with the other hourly work (so a moved test clock takes no extra steps), the timers that are
 * due but did not run (a send lost between a commit and a crash) run now; for a request whose timer already ran, the
 * guards refuse and nothing happens.
 */
export const bookingSweepJob = defineJob({
  name: 'booking-requests.sweep',
  schedule: '0 * * * *',
  pollingIntervalSeconds: 60,
  async handler({ services, now, log }) {
    const engine = bookingEngineFor(services, log);
    const due = await createBookingStore(services.database.db).dueTimers(now, SWEEP_BATCH);
    for (const [job, ids] of Object.entries(due) as [TBookingJob, number[]][])
      for (const id of ids) await engine.runTimer(job, id, now);
  },
});

export const bookingJobs: readonly JobDefinition<object>[] = [
  ...Object.values(bookingTimerJobs),
  bookingPaymentRetryJob,
  bookingSweepJob,
  reachNewDjJob,
] as readonly JobDefinition<object>[];

/** The booking engine on the shared services (routes, jobs and the gateway's events use the same one). */
export function bookingEngineFor(services: Services, log: FastifyBaseLogger): BookingEngine {
  return createBookingEngine({
    store: createBookingStore(services.database.db),
    gateway: services.payments,
    clock: services.clock,
    log,
    sendTimer: (job, requestId, at) =>
      services.jobs.send(bookingTimerJobs[job], { requestId }, { runAt: at }),
    retryPayment: (retry) =>
      services.jobs.send(bookingPaymentRetryJob, retry, {
        runAt: new Date(services.clock.now().getTime() + 60_000),
      }),
    sendPayoutRun: (at) => services.jobs.send(payDueJob, {}, { runAt: at }),
  });
}
