import type { FastifyBaseLogger } from 'fastify';
import { defineJob, jobsNotRunning, type JobContext } from '../../../jobs/job.ts';
import type { Services } from '../../../services.ts';
import { openNotificationListener, type NotificationListener } from '../live-updates/listener.ts';
import { BOOKING_EVENTS_CHANNEL } from '../live-updates/outbox.ts';
import { deliverDue, type DeliveryReport } from './deliver.ts';
import { fanOutBookingEvents } from './fan-out.ts';
import { announceDjsAvailable, remindUpcomingEvents } from './sources.ts';

/** Outbox rows turned into notifications per run at most (the next run takes the rest). */
const MAX_FAN_OUT_ROUNDS = 20;

/**
 * One pass of delivery: new booking outbox rows become notifications, then everything due is sent. Safe to run at
 * any time, twice at once, or after a crash (decision record 031).
 */
export async function dispatchNotifications(
  services: Services,
  log: FastifyBaseLogger,
  now: () => Date = () => services.clock.now(),
): Promise<{ events: number; report: DeliveryReport }> {
  let events = 0;
  for (let round = 0; round < MAX_FAN_OUT_ROUNDS; round += 1) {
    const handled = await fanOutBookingEvents(services.database.db, now(), log);
    events += handled;
    if (handled === 0) break;
  }
  const report = await deliverDue(services, log, { now });
  return { events, report };
}

async function dispatchJob({ services, log }: JobContext<object>) {
  const { events, report } = await dispatchNotifications(services, log);
  if (events > 0 || report.sent + report.retrying + report.failed > 0)
    log.info({ events, ...report }, 'notifications dispatched');
}

/** Every minute: retries fall due on it, and it catches what a lost wake left. */
export const notificationsDispatchJob = defineJob({
  name: 'notifications.dispatch',
  schedule: '* * * * *',
  pollingIntervalSeconds: 2,
  retryLimit: 2,
  handler: dispatchJob,
});

/**
 * The same pass at once when a booking event commits (the wake below). One run reads every row committed before it
 * starts, so a wake sent while another waits to start adds nothing: at most one waits (a busy cluster's wakes no
 * longer pile up behind slower dispatches). One may wait while others run, for the rows committed after their read.
 */
export const notificationsWakeJob = defineJob({
  name: 'notifications.wake',
  policy: 'waiting-once',
  pollingIntervalSeconds: 2,
  retryLimit: 2,
  handler: dispatchJob,
});

/** Event reminders and DJs available in a city, every five minutes; what they write is sent in the same run. */
export const notificationsScanJob = defineJob({
  name: 'notifications.scan',
  schedule: '*/5 * * * *',
  retryLimit: 1,
  async handler({ services, log, now }) {
    const reminders = await remindUpcomingEvents(services.database.db, now);
    const available = await announceDjsAvailable(services.database.db, now);
    const report = await deliverDue(services, log);
    if (reminders + available > 0) log.info({ reminders, available, ...report }, 'notifications scanned');
  },
});

export const notificationJobs = [notificationsDispatchJob, notificationsWakeJob, notificationsScanJob];

/** A short pause that gathers the rows of one burst of transitions into one dispatch. */
const WAKE_DEBOUNCE_MS = 200;

/**
 * Sends the dispatch job when a booking outbox row commits (the outbox's NOTIFY), so a DJ hears of a request within
 * seconds rather than at the next minute. Only where a job runner works the queue; any failure leaves the minute's
 * schedule to do it.
 */
export function startDispatchWake(services: Services, log: FastifyBaseLogger): { close(): Promise<void> } {
  if (services.jobs === jobsNotRunning) return { close: async () => undefined };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const send = () => {
    timer = undefined;
    services.jobs.send(notificationsWakeJob, {}).catch((error: unknown) => {
      // A runner without this job (tests of other features) never will have it.
      if (String(error).includes('not registered')) stopped = true;
      else log.warn({ err: error }, 'notifications: could not wake the dispatch job');
    });
  };
  const listening: Promise<NotificationListener | null> = openNotificationListener(
    services.database,
    BOOKING_EVENTS_CHANNEL,
    {
      onNotification: () => {
        if (stopped || timer) return;
        timer = setTimeout(send, WAKE_DEBOUNCE_MS);
        timer.unref();
      },
      onReconnect: () => {
        if (!stopped && !timer) send();
      },
      onError: (error) => log.warn({ err: error }, 'notifications: wake listener connection lost'),
    },
  ).catch((error: unknown) => {
    log.warn({ err: error }, 'notifications: no wake listener; the minute schedule delivers');
    return null;
  });
  return {
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await (await listening)?.close();
    },
  };
}
