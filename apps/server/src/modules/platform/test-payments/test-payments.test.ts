import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import type { TestGateway } from '../../../adapters/payments/test-gateway/test-gateway.ts';
import {
  newCustomerAuthorization,
  newGatewayCustomer,
} from '../../../adapters/payments/test-gateway/gateway-testing.ts';
import type { PaymentIntentView } from '../../../adapters/payments/payment-gateway.ts';

const PUBLIC_URL = 'http://cuepoint.test';
let t: TestApp;
let gateway: TestGateway;
let addressCount = 0;
/** Each test confirms from its own address, so the per-address limit counts only what the test means to count. */
const newAddress = () => `10.0.${Math.floor((addressCount += 1) / 250)}.${addressCount % 250}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  gateway = t.app.services.payments as TestGateway;
});
afterAll(() => t.close());

let keyCount = 0;
async function authorization(amountMinor = 30_000) {
  return newCustomerAuthorization(t.database.db, gateway, {
    amountMinor,
    idempotencyKey: `routes-${Date.now()}-${(keyCount += 1)}`,
    metadata: (userId) => ({ user_id: String(userId) }),
  });
}

const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: newAddress(), ...options });
const confirm = (payload: object, extra: Partial<InjectOptions> = {}) =>
  inject({ method: 'POST', url: '/api/v14/test-payments/confirm', payload, ...extra });
const formPost = (url: string, fields: Record<string, string>) =>
  inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
  });

describe('POST /test-payments/confirm', () => {
  it('answers a held intent as Stripe.js does', async () => {
    const { intent } = await authorization();
    const response = await confirm({ client_secret: intent.clientSecret, payment_method: 'pm_card_visa' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: intent.id,
        object: 'payment_intent',
        status: 'requires_capture',
        client_secret: intent.clientSecret,
        amount: 30_000,
        currency: 'eur',
        payment_method: expect.stringMatching(/^pm_/),
        last_payment_error: null,
        next_action: null,
      },
    });
  });

  it('answers a decline with Stripe’s error on the intent, ready for another card', async () => {
    const { intent } = await authorization();
    const declined = await confirm({
      client_secret: intent.clientSecret,
      payment_method: { number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2031, cvc: '123' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('refuses a mistyped card with Stripe’s message', async () => {
    const { intent } = await authorization();
    const response = await confirm({
      client_secret: intent.clientSecret,
      payment_method: { number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2031, cvc: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Your card number is invalid.' });
  });

  it('saves a card through a SetupIntent and answers it with last_setup_error', async () => {
    const { user, customerId } = await newGatewayCustomer(t.database.db, gateway);
    const setup = await gateway.createSetupIntent({
      customerId,
      metadata: {},
      idempotencyKey: `save-${user.id}`,
    });
    const response = await confirm({
      client_secret: setup.clientSecret,
      payment_method: 'pm_card_mastercard',
    });
    expect(response.json().data).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      amount: null,
      last_setup_error: null,
    });
  });

  it('refuses amounts or anything else beside the secret and the card: the intent keeps what it was created with', async () => {
    const { intent } = await authorization(12_300);
    const response = await confirm({
      client_secret: intent.clientSecret,
      payment_method: 'pm_card_visa',
      amount: 1,
    });
    expect(response.statusCode).toBe(400);
    const currency = await confirm({
      client_secret: intent.clientSecret,
      payment_method: 'pm_card_visa',
      currency: 'usd',
    });
    expect(currency.statusCode).toBe(400);
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({
      amountMinor: 12_300,
      currency: 'EUR',
      status: 'requires_payment_method',
    });
  });

  it('is decided by the client secret: a wrong one is refused whoever asks, the right one confirms', async () => {
    const { intent, user: owner } = await authorization();
    const db = t.database.db;
    const forged = `${intent.id}_secret_${'Z'.repeat(25)}`;
    const callers: Array<[string, Record<string, string>]> = [
      ['visitor', {}],
      ['venue', await bearerFor(t.database, (await createVenue(db)).user.id)],
      ['enthusiast', await bearerFor(t.database, (await createEnthusiast(db)).user.id)],
      ['another DJ', await bearerFor(t.database, (await createDj(db)).user.id)],
      ['the owner', await bearerFor(t.database, owner.id)],
    ];
    for (const [label, headers] of callers) {
      const refused = await confirm({ client_secret: forged, payment_method: 'pm_card_visa' }, { headers });
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json().error, label).toBe(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      );
    }
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
    const accepted = await confirm(
      { client_secret: intent.clientSecret, payment_method: 'pm_card_visa' },
      { headers: callers[4]![1] },
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('requires_capture');
  });

  it('counts attempts like a password check: per address, and per intent from everywhere', async () => {
    const { intent } = await authorization();
    const address = newAddress();
    const attempts = [];
    for (let i = 0; i < 21; i += 1)
      attempts.push(
        await confirm(
          {
            client_secret: `pi_${String(i).padStart(24, 'Q')}_secret_${'x'.repeat(25)}`,
            payment_method: 'pm_card_visa',
          },
          { remoteAddress: address },
        ),
      );
    expect(attempts.slice(0, 20).every((response) => response.statusCode === 404)).toBe(true);
    expect(attempts[20]!.statusCode).toBe(429);
    expect(attempts[20]!.headers['retry-after']).toBeDefined();

    const perIntent = [];
    for (let i = 0; i < 11; i += 1)
      perIntent.push(
        await confirm({ client_secret: intent.clientSecret, payment_method: 'pm_card_chargeDeclined' }),
      );
    expect(perIntent.slice(0, 10).every((response) => response.statusCode === 200)).toBe(true);
    expect(perIntent[10]!.statusCode).toBe(429);
  });
});

describe('test 3-D Secure', () => {
  async function pendingAuthentication(returnUrl = '/enthusiast-dashboard?tab=overview') {
    const { intent } = await authorization();
    const response = await confirm({
      client_secret: intent.clientSecret,
      payment_method: { number: '4000 0027 6000 3184', exp_month: 12, exp_year: 2031, cvc: '123' },
      return_url: returnUrl,
    });
    return { intent, answer: response.json().data };
  }

  it('sends the browser to the test page, which asks under the page’s CSP nonce', async () => {
    const { intent, answer } = await pendingAuthentication();
    expect(answer.status).toBe('requires_action');
    expect(answer.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `/test-payments/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.clientSecret)}&return_url=${encodeURIComponent('/enthusiast-dashboard?tab=overview')}`,
        return_url: '/enthusiast-dashboard?tab=overview',
      },
    });
    const page = await inject({ method: 'GET', url: answer.next_action.redirect_to_url.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('Complete authentication');
    expect(html).toContain('Fail authentication');
    expect(html).toContain('€300.00');
    expect(html).toContain(`action="/api/v14/test-payments/3ds/${intent.id}/complete"`);
    expect(html).not.toContain('<script');
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('Complete authentication holds the amount and returns to the page on this site', async () => {
    const { intent } = await pendingAuthentication();
    const response = await formPost(`/api/v14/test-payments/3ds/${intent.id}/complete`, {
      client_secret: intent.clientSecret,
      return_url: '/enthusiast-dashboard?tab=overview',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, PUBLIC_URL);
    expect(location.pathname).toBe('/enthusiast-dashboard');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tab: 'overview',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.clientSecret,
      redirect_status: 'succeeded',
    });
    expect((await gateway.retrieveIntent(intent.id)) as PaymentIntentView).toMatchObject({
      status: 'requires_capture',
      amountCapturableMinor: 30_000,
    });
  });

  it('Fail authentication leaves the intent for another card and says so on the way back', async () => {
    const { intent } = await pendingAuthentication();
    const response = await formPost(`/api/v14/test-payments/3ds/${intent.id}/fail`, {
      client_secret: intent.clientSecret,
      return_url: `${PUBLIC_URL}/venue-dashboard/book-dj`,
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, PUBLIC_URL);
    expect(location.pathname).toBe('/venue-dashboard/book-dj');
    expect(location.searchParams.get('redirect_status')).toBe('failed');
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('answers JSON callers with the intent', async () => {
    const { intent } = await pendingAuthentication();
    const response = await inject({
      method: 'POST',
      url: `/api/v14/test-payments/3ds/${intent.id}/complete`,
      payload: { client_secret: intent.clientSecret },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: intent.id,
      status: 'requires_capture',
      next_action: null,
    });
  });

  it.each(['https://elsewhere.example/back', '//elsewhere.example/back', 'javascript:alert(1)'])(
    'never sends the browser to another site: %s',
    async (returnUrl) => {
      const { intent } = await authorization();
      const response = await confirm({
        client_secret: intent.clientSecret,
        payment_method: 'pm_card_authenticationRequired',
        return_url: returnUrl,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('return_url must be an address on this site');
      const pending = await pendingAuthentication();
      const page = await inject({
        method: 'GET',
        url: `/test-payments/3ds/${pending.intent.id}?client_secret=${encodeURIComponent(pending.intent.clientSecret)}&return_url=${encodeURIComponent(returnUrl)}`,
      });
      expect(page.statusCode).toBe(400);
      const post = await formPost(`/api/v14/test-payments/3ds/${pending.intent.id}/complete`, {
        client_secret: pending.intent.clientSecret,
        return_url: returnUrl,
      });
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
      expect((await gateway.retrieveIntent(pending.intent.id))?.status).toBe('requires_action');
    },
  );

  it('is decided by the client secret for every caller: a forged one is refused, the right one answers', async () => {
    const { intent } = await pendingAuthentication();
    const owner = (await authorization()).user;
    const db = t.database.db;
    const forged = `${intent.id}_secret_${'F'.repeat(25)}`;
    const callers: Array<[string, Record<string, string>]> = [
      ['visitor', {}],
      ['venue', await bearerFor(t.database, (await createVenue(db)).user.id)],
      ['enthusiast', await bearerFor(t.database, (await createEnthusiast(db)).user.id)],
      ['another DJ', await bearerFor(t.database, (await createDj(db)).user.id)],
      ['the owner', await bearerFor(t.database, owner.id)],
    ];
    for (const outcome of ['complete', 'fail']) {
      for (const [label, headers] of callers) {
        const refused = await inject({
          method: 'POST',
          url: `/api/v14/test-payments/3ds/${intent.id}/${outcome}`,
          payload: { client_secret: forged },
          headers,
        });
        expect(refused.statusCode, `${outcome} ${label}`).toBe(403);
      }
    }
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_action');
    const answered = await inject({
      method: 'POST',
      url: `/api/v14/test-payments/3ds/${intent.id}/complete`,
      payload: { client_secret: intent.clientSecret },
      headers: callers[4]![1],
    });
    expect(answered.statusCode).toBe(200);
  });

  it('shows why it cannot ask: a wrong secret, an intent that needs no check, a missing secret', async () => {
    const { intent } = await pendingAuthentication();
    const wrong = await inject({
      method: 'GET',
      url: `/test-payments/3ds/${intent.id}?client_secret=${intent.id}_secret_${'W'.repeat(25)}`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('does not match');
    expect(wrong.body).not.toContain('Complete authentication');
    const { intent: plain } = await authorization();
    const notNeeded = await inject({
      method: 'GET',
      url: `/test-payments/3ds/${plain.id}?client_secret=${encodeURIComponent(plain.clientSecret)}`,
    });
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.body).toContain('does not await authentication');
    const withWayBack = await inject({
      method: 'GET',
      url: `/test-payments/3ds/${plain.id}?client_secret=${encodeURIComponent(plain.clientSecret)}&return_url=%2Fvenue-dashboard`,
    });
    expect(withWayBack.body).toContain('href="/venue-dashboard"');
    expect((await inject({ method: 'GET', url: `/test-payments/3ds/${intent.id}` })).statusCode).toBe(400);
    const forgedPost = await formPost(`/api/v14/test-payments/3ds/${intent.id}/complete`, {
      client_secret: `${intent.id}_secret_${'W'.repeat(25)}`,
    });
    expect(forgedPost.statusCode).toBe(403);
    expect(forgedPost.headers['content-type']).toContain('text/html');
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_action');
  });
});

describe('with Stripe', () => {
  it('has no test payment routes', async () => {
    const stripe = await createTestApp(
      {
        PUBLIC_URL,
        STRIPE_SECRET_KEY: 'sk_test_cuepointNoTestRoutes',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_cuepointNoTestRoutes',
        STRIPE_WEBHOOK_SECRET: 'whsec_cuepointNoTestRoutes',
      },
      { database: t.database },
    );
    try {
      const { intent } = await authorization();
      const calls = [
        {
          method: 'POST' as const,
          url: '/api/v14/test-payments/confirm',
          payload: { client_secret: intent.clientSecret, payment_method: 'pm_card_visa' },
        },
        {
          method: 'POST' as const,
          url: `/api/v14/test-payments/3ds/${intent.id}/complete`,
          payload: { client_secret: intent.clientSecret },
        },
        {
          method: 'GET' as const,
          url: `/test-payments/3ds/${intent.id}?client_secret=${intent.clientSecret}`,
        },
      ];
      for (const call of calls) expect((await stripe.app.inject(call)).statusCode, call.url).toBe(404);
    } finally {
      await stripe.close();
    }
  });
});
