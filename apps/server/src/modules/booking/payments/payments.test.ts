import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { createPaymentsStore } from '../../../adapters/payments/payments-store.ts';
import type { PaymentEvent } from '../../../adapters/payments/payment-events.ts';

const WEBHOOK_SECRET = 'whsec_cuepointWebhookTest';
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_cuepointRoutes',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_cuepointRoutes',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let testMode: TestApp;
let stripeMode: TestApp;
beforeAll(async () => {
  testMode = await createTestApp();
  stripeMode = await createTestApp(stripeEnv, { database: testMode.database });
});
afterAll(async () => {
  await stripeMode.close();
  await testMode.close();
});

let eventCount = 0;
function stripeEvent(type: string, object: Record<string, unknown>) {
  eventCount += 1;
  return JSON.stringify({
    id: `evt_1Routes${Date.now()}${eventCount}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
const intent = (status: string) => ({
  id: `pi_1Route${eventCount}`,
  object: 'payment_intent',
  amount: 30_000,
  amount_capturable: status === 'requires_capture' ? 30_000 : 0,
  amount_received: 0,
  currency: 'eur',
  customer: 'cus_1Route',
  status,
  capture_method: 'manual',
  metadata: { request: '12' },
  client_secret: 'pi_1Route_secret_x',
  last_payment_error: null,
  payment_method: 'pm_1Route',
  transfer_data: null,
  application_fee_amount: null,
  cancellation_reason: null,
  created: 1_768_035_600,
});
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
const deliver = (payload: string, signature: string | undefined, headers: Record<string, string> = {}) =>
  stripeMode.app.inject({
    method: 'POST',
    url: '/api/v14/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
      ...headers,
    },
  });

describe('GET /payments/config', () => {
  it('tells the payment modal which gateway runs', async () => {
    const test = await testMode.app.inject({ method: 'GET', url: '/api/v14/payments/config' });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ success: true, data: { mode: 'test', publishable_key: null } });
    const stripe = await stripeMode.app.inject({ method: 'GET', url: '/api/v14/payments/config' });
    expect(stripe.json()).toEqual({
      success: true,
      data: { mode: 'stripe', publishable_key: 'pk_test_cuepointRoutes' },
    });
  });
});

describe('POST /payments/webhook', () => {
  it('exists only with Stripe', async () => {
    const response = await testMode.app.inject({
      method: 'POST',
      url: '/api/v14/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('publishes a signed event once; a replay is acknowledged without processing it again', async () => {
    const received: PaymentEvent[] = [];
    const unsubscribe = stripeMode.app.services.payments.onEvent((event) => {
      received.push(event);
    });
    try {
      const payload = stripeEvent('payment_intent.amount_capturable_updated', intent('requires_capture'));
      const first = await deliver(payload, sign(payload));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        success: true,
        data: { received: true, duplicate: false, ignored: false },
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        type: 'payment_intent.amount_capturable_updated',
        intent: {
          status: 'requires_capture',
          amountCapturableMinor: 30_000,
          currency: 'EUR',
          metadata: { request: '12' },
        },
      });

      const replay = await deliver(payload, sign(payload));
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual({ received: true, duplicate: true, ignored: false });
      expect(received).toHaveLength(1);
    } finally {
      unsubscribe();
    }
  });

  it('refuses a bad signature, a missing one and a changed body, whoever sends it', async () => {
    const received: PaymentEvent[] = [];
    const unsubscribe = stripeMode.app.services.payments.onEvent((event) => {
      received.push(event);
    });
    try {
      const payload = stripeEvent('payment_intent.succeeded', intent('succeeded'));
      const forged = await deliver(payload, sign(payload, 'whsec_notOurs'));
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error).toContain('Webhook signature verification failed');
      expect((await deliver(payload, undefined)).json()).toMatchObject({
        success: false,
        error: 'Missing Stripe-Signature header',
      });
      expect((await deliver(payload.replace('30000', '99'), sign(payload))).statusCode).toBe(400);

      // Being signed in changes nothing: only Stripe's signature counts.
      const db = stripeMode.database.db;
      const accounts = [
        (await createVenue(db)).user.id,
        (await createEnthusiast(db)).user.id,
        (await createDj(db)).user.id,
      ];
      for (const userId of accounts) {
        const response = await deliver(
          payload,
          sign(payload, 'whsec_notOurs'),
          await bearerFor(stripeMode.database, userId),
        );
        expect(response.statusCode).toBe(400);
      }
      expect(received).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('acknowledges and ignores event types the booking engine does not use', async () => {
    const payload = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ received: true, duplicate: false, ignored: true });
  });

  it('answers 503 when a subscriber fails, and processes the redelivery', async () => {
    let failing = true;
    const seen: string[] = [];
    const unsubscribe = stripeMode.app.services.payments.onEvent((event) => {
      seen.push(event.id);
      if (failing) throw new Error('booking engine busy');
    });
    try {
      const payload = stripeEvent('payment_intent.payment_failed', intent('requires_payment_method'));
      const failed = await deliver(payload, sign(payload));
      expect(failed.statusCode).toBe(503);
      expect(failed.json().success).toBe(false);
      failing = false;
      const retried = await deliver(payload, sign(payload));
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data.duplicate).toBe(false);
      expect(seen).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });

  it('keeps a DJ’s connected account state from account.updated', async () => {
    const dj = await createDj(stripeMode.database.db);
    const store = createPaymentsStore(stripeMode.database.db, 'stripe');
    const accountId = `acct_1Routes${Date.now()}`;
    await store.linkConnectedAccount(
      dj.user.id,
      { accountId, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false },
      new Date(),
    );
    const payload = stripeEvent('account.updated', {
      id: accountId,
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await store.connectedAccount(dj.user.id)).toEqual({
      accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
  });

  it('takes JSON only', async () => {
    const response = await stripeMode.app.inject({
      method: 'POST',
      url: '/api/v14/payments/webhook',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.statusCode).toBe(415);
  });
});
