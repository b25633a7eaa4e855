/**
 * Notification delivery under load: 1,000 booking events for one DJ, the push service down for the first 500, then
 * back; every push and e-mail must arrive exactly once. The same scenario runs with 80 events in the server suite
 * (apps/server/src/modules/notifications/notifications/reliability.test.ts). Embedded PGlite by default; BENCH_DATABASE_URL runs
 * it on PostgreSQL. BENCH_NOTIFICATION_EVENTS (default 1000).
 */
import { startNotificationsKit } from '../apps/server/src/modules/notifications/notifications/notifications-test-kit.ts';
import { pushServiceOutage } from '../apps/server/src/modules/notifications/notifications/push-outage-scenario.ts';

const EVENTS = Number(process.env['BENCH_NOTIFICATION_EVENTS'] ?? 1000);
if (process.env['BENCH_DATABASE_URL']) {
  process.env['CUEPOINT_TEST_DB'] = 'postgres';
  process.env['DATABASE_URL'] = process.env['BENCH_DATABASE_URL'];
}

const kit = await startNotificationsKit();
try {
  const outcome = await pushServiceOutage(kit, EVENTS);
  const problems = [
    outcome.receivedWhileDown === 0
      ? ''
      : `${outcome.receivedWhileDown} pushes arrived while the service was down`,
    outcome.retryingWhenBack === Math.floor(EVENTS / 2)
      ? ''
      : `${outcome.retryingWhenBack} pushes waiting for a retry, not ${Math.floor(EVENTS / 2)}`,
    outcome.expected.length === EVENTS ? '' : `${outcome.expected.length} notifications, not ${EVENTS}`,
    outcome.tags.length === EVENTS ? '' : `${outcome.tags.length} pushes, not ${EVENTS}`,
    new Set(outcome.tags).size === outcome.tags.length ? '' : 'a push arrived twice',
    outcome.tags.every((tag) => outcome.expected.includes(tag))
      ? ''
      : 'a push for a notification not written',
    outcome.mails === EVENTS ? '' : `${outcome.mails} e-mails, not ${EVENTS}`,
  ].filter(Boolean);
  console.log(
    `${EVENTS} events, push service down for ${Math.floor(EVENTS / 2)}: delivered in ${Math.round(outcome.ms)} ms ` +
      `(${(outcome.ms / EVENTS).toFixed(1)} ms per event)`,
  );
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await kit.close();
}
