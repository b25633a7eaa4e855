import type { TestApp } from '../../../test/test-app.ts';
import { startClockedApp } from '../../../test/clocked-app.ts';
import type { JobDefinition } from '../../../jobs/job.ts';
import { bookingPaymentRetryJob, bookingTimerJobs } from '../../booking/engine/jobs.ts';
import type { TestClockControl } from '../../platform/test-clock/test-clock.ts';
import { readOutbox } from '../../../adapters/mail/create-mailer.ts';
import type { SentMail } from '../../../adapters/mail/mailer.ts';
import { dispatchNotifications } from './jobs.ts';
import { useNotificationRuntime } from './runtime.ts';
import { startPushTestService, type PushTestService, type TestDevice } from './push-test-service.ts';

export const API = '/api/v14';
export const HOUR = 3_600_000;

export type Auth = { authorization: string };

export type NotificationsKit = {
  t: TestApp;
  clock: TestClockControl;
  push: PushTestService;
  now(): Date;
  bearer(userId: number): Promise<Auth>;
  inject(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: Auth,
    payload?: object,
  ): Promise<{ status: number; body: Record<string, unknown> & { data?: unknown; error?: string } }>;
  /** Subscribes a new test device of the push service for the account (the .php variant). */
  subscribe(auth: Auth): Promise<TestDevice>;
  /** Runs one delivery pass as the job does. */
  dispatch(): ReturnType<typeof dispatchNotifications>;
  /** Mails in the outbox to an address, oldest first. */
  mailsTo(address: string): Promise<SentMail[]>;
  /** Moves the app's clock (timers due on the way run). */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * An app on the test clock with the booking timers running, a local HTTPS push service trusted by the push agent
 * (PUSH_ALLOW_LOOPBACK=on), and the e-mail outbox; delivery passes run when the test says.
 */
export async function startNotificationsKit(): Promise<NotificationsKit> {
  const app = await startClockedApp({
    name: 'notify',
    jobs: [...Object.values(bookingTimerJobs), bookingPaymentRetryJob] as JobDefinition<object>[],
    env: { PUSH_ALLOW_LOOPBACK: 'on', PUBLIC_URL: 'https://cuepoint.test' },
  });
  const { t, clock } = app;
  const push = await startPushTestService();
  useNotificationRuntime(t.app.services, { ca: push.ca });

  const kit: NotificationsKit = {
    t,
    clock,
    push,
    now: app.now,
    bearer: app.bearer,
    async inject(method, url, auth, payload) {
      const response = await t.app.inject({
        method,
        url: `${API}${url}`,
        headers: { ...auth },
        ...(payload ? { payload } : {}),
      });
      const text = response.body;
      return { status: response.statusCode, body: text ? (JSON.parse(text) as never) : ({} as never) };
    },
    async subscribe(auth) {
      const device = push.newDevice();
      const answer = await kit.inject('POST', '/push-notifications/subscribe.php', auth, {
        subscription: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
        deviceInfo: { userAgent: 'Test browser', platform: 'Linux' },
      });
      if (answer.status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(answer.body)}`);
      return device;
    },
    dispatch: () => dispatchNotifications(t.app.services, t.app.log),
    async mailsTo(address) {
      return (await readOutbox(t.config.outboxDir)).filter((mail) => mail.to === address).reverse();
    },
    async advance(ms) {
      await clock.advance(ms);
    },
    async close() {
      await app.close();
      await push.close();
    },
  };
  return kit;
}

/**
 * A venue's booking request aimed at a DJ, 48 hours ahead unless said, its card held at once (4242…). Answers the
 * request id.
 */
export async function venueRequestsDj(
  kit: NotificationsKit,
  venueAuth: Auth,
  djId: number,
  hoursAhead = 48,
): Promise<number> {
  const eventAt = new Date(kit.now().getTime() + hoursAhead * HOUR);
  const authorize = await kit.inject('POST', '/payment-authorize.php', venueAuth, {
    user_id: 1,
    event_name: 'Rooftop opening night with the whole crew',
    event_date: eventAt.toISOString(),
    hourly_rate: 150,
    duration: 2,
    currency: 'EUR',
    booking_type: 'booking_request',
    timezone: 'Europe/Berlin',
    dj_id: djId,
  });
  if (authorize.status !== 200) throw new Error(`authorize: ${JSON.stringify(authorize.body)}`);
  const intent = (authorize.body['payment_intent'] ?? authorize.body['setup_intent']) as {
    id: string;
    client_secret: string;
  };
  const confirmed = await kit.inject('POST', '/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    payment_method: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
  const submitted = await kit.inject('POST', '/venue-booking-request.php', venueAuth, {
    date: eventAt.toISOString(),
    duration: 2,
    performance_type: 'remote',
    city: '',
    country: '',
    similar_djs: [],
    example_playlist: '',
    description: 'Rooftop opening night with the whole crew',
    hourly_budget: 150,
    preferred_genres: [],
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    payment_intent_id: intent.id,
    payment_authorized: true,
    payment_amounts: { customer_pays: 1 },
    payment_mode: 'platform',
    dj_id: djId,
  });
  if (submitted.status !== 201) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  return (submitted.body.data as { id: number }).id;
}
