import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { recordingJobQueue } from '../../../test/recording-jobs.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { bookingEvents } from '../../../db/schema/booking.ts';
import type { PaymentIntentView } from '../../../adapters/payments/payment-gateway.ts';

const API = '/api/v14';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: recordingJobQueue() });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `${API}${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  return response.json();
}

/** An enthusiast's request 3 days ahead, its card held now. */
async function heldRequest() {
  const { user } = await createEnthusiast(t.database.db);
  const auth = await bearerFor(t.database, user.id);
  const date = new Date(Date.now() + 72 * 3_600_000).toISOString();
  const authorized = await call('POST', '/payment-authorize.php', auth, {
    event_date: date,
    hourly_rate: 100,
    duration: 2,
    currency: 'EUR',
  });
  await call(
    'POST',
    '/test-payments/confirm',
    {},
    {
      client_secret: authorized.payment_intent.client_secret,
      payment_method: 'pm_card_visa',
    },
  );
  const submitted = await call('POST', '/booking-request.php', auth, {
    date,
    duration: 2,
    performance_type: 'remote',
    description: 'A garden party with friends',
    hourly_budget: 100,
    currency: 'EUR',
    payment_intent_id: authorized.payment_intent.id,
  });
  return { auth, id: submitted.data.id as number, intentId: authorized.payment_intent.id as string };
}

const failedEvents = async (id: number) =>
  (await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.requestId, id))).filter(
    (event) => event.type === 'booking_request.authorization_failed',
  );

describe('the gateway’s events keep payment_status true', () => {
  it('a hold released outside our calls leaves the open request needing a new card, once', async () => {
    const { auth, id, intentId } = await heldRequest();
    const canceled = (await t.app.services.payments.cancel({
      intentId,
      idempotencyKey: `outside-${intentId}`,
    })) as PaymentIntentView;
    const listed = await call('GET', `/booking-requests/${id}`, auth);
    expect(listed.data).toMatchObject({ state: 'shared', payment_status: 'failed' });
    expect(listed.data.payment_error).toMatch(/released by the card network/);
    expect(await failedEvents(id)).toHaveLength(1);

    // A redelivery of the same event changes nothing.
    await t.app.services.payments.publish({
      id: 'evt_redelivered',
      type: 'payment_intent.canceled',
      createdAt: new Date(),
      intent: canceled,
    });
    expect(await failedEvents(id)).toHaveLength(1);
  });

  it('our own release is not mistaken for a lost hold', async () => {
    const { auth, id } = await heldRequest();
    await call('POST', `/booking-requests/${id}/cancel`, auth, {});
    const listed = await call('GET', `/booking-requests/${id}`, auth);
    expect(listed.data.payment_status).toBe('released');
    expect(await failedEvents(id)).toHaveLength(0);
  });

  it('an event about an intent no request uses is ignored', async () => {
    const { intentId } = await heldRequest();
    const intent = (await t.app.services.payments.retrieveIntent(intentId)) as PaymentIntentView;
    await expect(
      t.app.services.payments.publish({
        id: 'evt_other',
        type: 'payment_intent.canceled',
        createdAt: new Date(),
        intent: { ...intent, id: 'pi_nobodys', metadata: {} },
      }),
    ).resolves.toBeUndefined();
  });
});
