import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/factories.ts';
import { manualClock } from '../clock.ts';
import { createPaymentsStore } from './payments-store.ts';
import {
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeGatewayPerFile,
} from './stripe-testing/stripe-gateway-kit.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
const wallClock = manualClock(new Date('2026-01-10T09:00:00Z'));

const stripe = stripeGatewayPerFile({ clock, wallClock });
let keyCount = 0;
const key = () => `stripe-test-${(keyCount += 1)}`;

const lastRequest = () => stripe.fake.requests.at(-1)!;

async function customer() {
  const user = await createUser(stripe.database.db);
  return stripe.gateway.customerFor({ userId: user.id, email: user.email, name: user.displayName });
}

describe('Stripe gateway against recorded Stripe answers', () => {
  it('creates a customer once per account, with the account in its metadata', async () => {
    const user = await createUser(stripe.database.db);
    const owner = { userId: user.id, email: user.email, name: user.displayName };
    const id = await stripe.gateway.customerFor(owner);
    expect(id).toMatch(/^cus_/);
    const request = lastRequest();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      body: { email: user.email, name: user.displayName, metadata: { user_id: String(user.id) } },
    });
    expect(request.headers['authorization']).toBe(`Bearer ${STRIPE_TEST_SECRET_KEY}`);
    expect(request.headers['idempotency-key']).toBe(`cuepoint-customer-${user.id}`);
    const calls = stripe.fake.requests.length;
    expect(await stripe.gateway.customerFor(owner)).toBe(id);
    expect(stripe.fake.requests.length).toBe(calls);
  });

  it('asks for a manual-capture PaymentIntent with the idempotency key, and reads it back', async () => {
    const customerId = await customer();
    const intent = await stripe.gateway.createAuthorization({
      amountMinor: 30_000,
      currency: 'EUR',
      customerId,
      metadata: { booking_type: 'booking_request', user_id: '7' },
      idempotencyKey: 'authorize-request-1',
    });
    const request = lastRequest();
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe('authorize-request-1');
    expect(request.body).toEqual({
      amount: '30000',
      currency: 'eur',
      customer: customerId,
      capture_method: 'manual',
      allowed_payment_method_types: ['card'],
      metadata: { booking_type: 'booking_request', user_id: '7' },
    });
    expect(intent).toMatchObject({
      kind: 'payment_intent',
      status: 'requires_payment_method',
      amountMinor: 30_000,
      currency: 'EUR',
      customerId,
      captureMethod: 'manual',
      metadata: { booking_type: 'booking_request', user_id: '7' },
      destinationAccountId: null,
    });
    expect(intent.clientSecret).toContain(`${intent.id}_secret_`);

    const again = await stripe.gateway.createAuthorization({
      amountMinor: 30_000,
      currency: 'EUR',
      customerId,
      metadata: { booking_type: 'booking_request', user_id: '7' },
      idempotencyKey: 'authorize-request-1',
    });
    expect(again.id).toBe(intent.id);
  });

  it('sends a Connect destination charge with the platform’s fee when the DJ has an account', async () => {
    const customerId = await customer();
    const intent = await stripe.gateway.createAuthorization({
      amountMinor: 40_000,
      currency: 'USD',
      customerId,
      metadata: {},
      destination: { accountId: 'acct_1DjConnected', applicationFeeMinor: 1_590 },
      idempotencyKey: key(),
    });
    expect(lastRequest().body).toMatchObject({
      transfer_data: { destination: 'acct_1DjConnected' },
      application_fee_amount: '1590',
    });
    expect(intent).toMatchObject({ destinationAccountId: 'acct_1DjConnected', applicationFeeMinor: 1_590 });
  });

  it('asks for an off-session SetupIntent to save a card', async () => {
    const customerId = await customer();
    const setup = await stripe.gateway.createSetupIntent({
      customerId,
      metadata: { request: 'r1' },
      idempotencyKey: 'save-1',
    });
    expect(lastRequest()).toMatchObject({
      path: '/v1/setup_intents',
      body: { customer: customerId, usage: 'off_session', metadata: { request: 'r1' } },
      headers: { 'idempotency-key': 'save-1' },
    });
    expect(setup).toMatchObject({
      kind: 'setup_intent',
      status: 'requires_payment_method',
      usage: 'off_session',
    });
  });

  it('holds an amount on a saved card off-session: confirm, off_session, manual capture', async () => {
    const customerId = await customer();
    const held = await stripe.gateway.authorizeOffSession({
      amountMinor: 25_000,
      currency: 'GBP',
      customerId,
      paymentMethodId: 'pm_1SavedVisa',
      metadata: { request: 'r2' },
      idempotencyKey: 'off-session-r2',
    });
    expect(lastRequest().body).toMatchObject({
      amount: '25000',
      currency: 'gbp',
      customer: customerId,
      payment_method: 'pm_1SavedVisa',
      off_session: 'true',
      confirm: 'true',
      capture_method: 'manual',
    });
    expect(lastRequest().headers['idempotency-key']).toBe('off-session-r2');
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturableMinor: 25_000 });
  });

  it('answers a declined off-session hold with the intent and Stripe’s error instead of throwing', async () => {
    const customerId = await customer();
    stripe.fake.declines.set('pm_1NeedsAuth', {
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
    const failed = await stripe.gateway.authorizeOffSession({
      amountMinor: 25_000,
      currency: 'EUR',
      customerId,
      paymentMethodId: 'pm_1NeedsAuth',
      metadata: {},
      idempotencyKey: key(),
    });
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      },
    });
  });

  it('pm_card_chargeCustomerFail is declined off-session with Stripe’s generic decline', async () => {
    const failed = await stripe.gateway.authorizeOffSession({
      amountMinor: 25_000,
      currency: 'EUR',
      customerId: await customer(),
      paymentMethodId: 'pm_card_chargeCustomerFail',
      metadata: {},
      idempotencyKey: key(),
    });
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', decline_code: 'generic_decline' },
    });
  });

  it('retrieves intents by id, and knows nothing of unknown or foreign ids', async () => {
    const customerId = await customer();
    const intent = await stripe.gateway.createAuthorization({
      amountMinor: 5000,
      currency: 'EUR',
      customerId,
      metadata: {},
      idempotencyKey: key(),
    });
    stripe.fake.setStatus(intent.id, 'requires_capture');
    expect(await stripe.gateway.retrieveIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'requires_capture',
    });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intent.id}` });
    expect(await stripe.gateway.retrieveIntent('pi_1Unknown')).toBeNull();
    const calls = stripe.fake.requests.length;
    expect(await stripe.gateway.retrieveIntent('ch_1Charge')).toBeNull();
    expect(stripe.fake.requests.length).toBe(calls);
  });

  it('captures a hold once (a repeat answers the captured intent) and sends the amount to capture', async () => {
    const customerId = await customer();
    const intent = await stripe.gateway.createAuthorization({
      amountMinor: 5000,
      currency: 'EUR',
      customerId,
      metadata: {},
      idempotencyKey: key(),
    });
    stripe.fake.setStatus(intent.id, 'requires_capture');
    const captured = await stripe.gateway.capture({
      intentId: intent.id,
      amountMinor: 4500,
      idempotencyKey: 'capture-1',
    });
    expect(lastRequest()).toMatchObject({
      path: `/v1/payment_intents/${intent.id}/capture`,
      body: { amount_to_capture: '4500' },
      headers: { 'idempotency-key': 'capture-1' },
    });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedMinor: 4500 });
    expect(
      await stripe.gateway.capture({ intentId: intent.id, amountMinor: 4500, idempotencyKey: 'capture-2' }),
    ).toMatchObject({ status: 'succeeded' });
    await expect(stripe.gateway.cancel({ intentId: intent.id, idempotencyKey: key() })).rejects.toMatchObject(
      {
        status: 409,
      },
    );
  });

  it('releases a hold once (a repeat answers the canceled intent) and cancels SetupIntents', async () => {
    const customerId = await customer();
    const intent = await stripe.gateway.createAuthorization({
      amountMinor: 5000,
      currency: 'EUR',
      customerId,
      metadata: {},
      idempotencyKey: key(),
    });
    stripe.fake.setStatus(intent.id, 'requires_capture');
    expect(await stripe.gateway.cancel({ intentId: intent.id, idempotencyKey: 'release-1' })).toMatchObject({
      status: 'canceled',
    });
    expect(lastRequest()).toMatchObject({
      path: `/v1/payment_intents/${intent.id}/cancel`,
      headers: { 'idempotency-key': 'release-1' },
    });
    expect((await stripe.gateway.cancel({ intentId: intent.id, idempotencyKey: 'release-2' })).status).toBe(
      'canceled',
    );
    await expect(
      stripe.gateway.capture({ intentId: intent.id, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const setup = await stripe.gateway.createSetupIntent({ customerId, metadata: {}, idempotencyKey: key() });
    expect((await stripe.gateway.cancel({ intentId: setup.id, idempotencyKey: key() })).status).toBe(
      'canceled',
    );
    expect(lastRequest().path).toBe(`/v1/setup_intents/${setup.id}/cancel`);
  });

  it('reports a DJ’s connected account as Stripe has it, and keeps its state', async () => {
    const dj = await createUser(stripe.database.db, { userType: 'dj' });
    expect(await stripe.gateway.connectAccountOf(dj.id)).toBeNull();
    const store = createPaymentsStore(stripe.database.db, 'stripe');
    await store.linkConnectedAccount(
      dj.id,
      { accountId: 'acct_1DjReady', chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false },
      clock.now(),
    );
    stripe.fake.accounts.set('acct_1DjReady', {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    const status = await stripe.gateway.connectAccountOf(dj.id);
    expect(status).toEqual({
      accountId: 'acct_1DjReady',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v1/accounts/acct_1DjReady' });
    expect(await store.connectedAccount(dj.id)).toEqual(status);
  });

  /** A customer's hold captured on the fake: the charge a transfer may take its money from. */
  async function capturedIntent(amountMinor: number, currency: 'EUR' | 'USD' | 'GBP') {
    const intent = await stripe.gateway.createAuthorization({
      amountMinor,
      currency,
      customerId: await customer(),
      metadata: {},
      idempotencyKey: key(),
    });
    stripe.fake.setStatus(intent.id, 'requires_capture');
    await stripe.gateway.capture({ intentId: intent.id, idempotencyKey: key() });
    return intent.id;
  }

  it('transfers a payout from the captured charge (source_transaction) to the DJ’s account, once per key', async () => {
    stripe.fake.accounts.set('acct_1DjPayouts', {
      charges_enabled: false,
      payouts_enabled: true,
      details_submitted: true,
    });
    const intentId = await capturedIntent(30_000, 'EUR');
    const charge = [...stripe.fake.charges].find(([, value]) => value.payment_intent === intentId)![0];
    const input = {
      destinationAccountId: 'acct_1DjPayouts',
      amountMinor: 14_450,
      currency: 'EUR' as const,
      sourceIntentId: intentId,
      transferGroup: 'booking-41',
      metadata: { booking_id: '41', payout_id: '7', kind: 'upfront' },
      idempotencyKey: 'booking-payout-7',
    };
    const transfer = await stripe.gateway.transfer(input);
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/transfers' });
    expect(request.headers['idempotency-key']).toBe('booking-payout-7');
    expect(request.body).toEqual({
      amount: '14450',
      currency: 'eur',
      destination: 'acct_1DjPayouts',
      transfer_group: 'booking-41',
      metadata: { booking_id: '41', payout_id: '7', kind: 'upfront' },
      source_transaction: charge,
    });
    expect(transfer).toEqual({
      id: expect.stringMatching(/^tr_/),
      amountMinor: 14_450,
      currency: 'EUR',
      destinationAccountId: 'acct_1DjPayouts',
      createdAt: expect.any(Date),
    });
    expect((await stripe.gateway.transfer(input)).id).toBe(transfer.id);
    await expect(stripe.gateway.transfer({ ...input, amountMinor: 14_451 })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(
        'Keys for idempotent requests can only be used with the same parameters',
      ),
    });
  });

  it('transfers without a source from the platform’s balance, and says which destination it does not know', async () => {
    stripe.fake.accounts.set('acct_1DjBalance', {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    const transfer = await stripe.gateway.transfer({
      destinationAccountId: 'acct_1DjBalance',
      amountMinor: 1_812,
      currency: 'GBP',
      transferGroup: 'booking-42',
      metadata: {},
      idempotencyKey: key(),
    });
    expect(lastRequest().body).not.toHaveProperty('source_transaction');
    expect(transfer).toMatchObject({ amountMinor: 1_812, currency: 'GBP' });
    await expect(
      stripe.gateway.transfer({
        destinationAccountId: 'acct_1Nobody',
        amountMinor: 100,
        currency: 'GBP',
        transferGroup: 'booking-42',
        metadata: {},
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ status: 400, message: "No such destination: 'acct_1Nobody'" });
  });

  it('refuses to transfer from an intent not yet captured, and what Stripe would refuse before calling it', async () => {
    const held = await stripe.gateway.createAuthorization({
      amountMinor: 5_000,
      currency: 'USD',
      customerId: await customer(),
      metadata: {},
      idempotencyKey: key(),
    });
    stripe.fake.setStatus(held.id, 'requires_capture');
    const base = {
      destinationAccountId: 'acct_1DjBalance',
      amountMinor: 1_000,
      currency: 'USD' as const,
      transferGroup: 'booking-43',
      metadata: {},
      idempotencyKey: key(),
    };
    await expect(stripe.gateway.transfer({ ...base, sourceIntentId: held.id })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('has no captured charge'),
    });
    const calls = stripe.fake.requests.length;
    await expect(stripe.gateway.transfer({ ...base, amountMinor: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(stripe.gateway.transfer({ ...base, destinationAccountId: 'dj-7' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(stripe.gateway.transfer({ ...base, sourceIntentId: 'seti_1' })).rejects.toMatchObject({
      status: 400,
    });
    expect(stripe.fake.requests.length).toBe(calls);
  });

  it('opens a DJ’s Express account once and answers a fresh onboarding link each time', async () => {
    const dj = await createUser(stripe.database.db, { userType: 'dj' });
    const input = {
      djUserId: dj.id,
      email: dj.email,
      country: 'DE',
      returnUrl: 'https://cuepoint.example/dj-dashboard?payouts=connected',
      refreshUrl: 'https://cuepoint.example/dj-dashboard?payouts=refresh',
    };
    const first = await stripe.gateway.createConnectOnboarding(input);
    const [create, link] = stripe.fake.requests.slice(-2);
    expect(create).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(create!.headers['idempotency-key']).toBe(`cuepoint-connect-account-${dj.id}`);
    expect(create!.body).toEqual({
      controller: {
        stripe_dashboard: { type: 'express' },
        fees: { payer: 'application' },
        losses: { payments: 'application' },
        requirement_collection: 'stripe',
      },
      capabilities: { transfers: { requested: 'true' } },
      email: dj.email,
      country: 'DE',
      metadata: { user_id: String(dj.id) },
    });
    expect(link).toMatchObject({
      method: 'POST',
      path: '/v1/account_links',
      body: {
        account: first.accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      },
    });
    expect(first.accountId).toMatch(/^acct_/);
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const store = createPaymentsStore(stripe.database.db, 'stripe');
    expect(await store.connectedAccount(dj.id)).toEqual({
      accountId: first.accountId,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });

    const again = await stripe.gateway.createConnectOnboarding(input);
    expect(again.accountId).toBe(first.accountId);
    expect(again.url).not.toBe(first.url);
    expect(lastRequest().path).toBe('/v1/account_links');
    expect(stripe.fake.requests.filter((request) => request.path === '/v1/accounts')).toHaveLength(1);
    await expect(
      stripe.gateway.createConnectOnboarding({ ...input, returnUrl: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('keeps a connected account’s new state from account.updated before its subscribers hear of it', async () => {
    const dj = await createUser(stripe.database.db, { userType: 'dj' });
    const store = createPaymentsStore(stripe.database.db, 'stripe');
    const closed = {
      accountId: 'acct_1DjOnboarding',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    };
    await store.linkConnectedAccount(dj.id, closed, clock.now());
    const seen: (boolean | undefined)[] = [];
    const unsubscribe = stripe.gateway.onEvent(async () => {
      seen.push((await store.connectedAccount(dj.id))?.payoutsEnabled);
    });
    const open = { ...closed, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true };
    await stripe.gateway.publish({
      id: 'evt_1Account',
      type: 'account.updated',
      createdAt: clock.now(),
      account: open,
    });
    unsubscribe();
    expect(seen).toEqual([true]);
    expect(await store.connectedAccount(dj.id)).toEqual(open);
  });

  it('answers 503 when Stripe is down, after its retries', async () => {
    const customerId = await customer();
    stripe.fake.failNext(3);
    await expect(
      stripe.gateway.createAuthorization({
        amountMinor: 5000,
        currency: 'EUR',
        customerId,
        metadata: {},
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ status: 503 });
    const attempts = stripe.fake.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.headers['idempotency-key'])).size).toBe(1);
  }, 20_000);

  it('refuses what Stripe would refuse before calling it', async () => {
    const calls = stripe.fake.requests.length;
    await expect(
      stripe.gateway.createAuthorization({
        amountMinor: -1,
        currency: 'EUR',
        customerId: 'cus_x',
        metadata: {},
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(stripe.fake.requests.length).toBe(calls);
  });
});

describe('Stripe webhooks', () => {
  const payload = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_1Test${type.replace(/\W/g, '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(wallClock.now().getTime() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  const sign = async (body: string, secret = STRIPE_TEST_WEBHOOK_SECRET, at = wallClock.now()) => {
    const { default: Stripe } = await import('stripe');
    return Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      timestamp: Math.floor(at.getTime() / 1000),
    });
  };
  const heldIntent = {
    id: 'pi_1Held',
    object: 'payment_intent',
    amount: 30_000,
    amount_capturable: 30_000,
    amount_received: 0,
    currency: 'eur',
    customer: 'cus_1',
    status: 'requires_capture',
    capture_method: 'manual',
    metadata: { request: 'r9' },
    client_secret: 'pi_1Held_secret_x',
    last_payment_error: null,
    payment_method: 'pm_1',
    transfer_data: null,
    application_fee_amount: null,
    cancellation_reason: null,
    created: 1_768_035_600,
  };

  it('turns a signed event into the typed event', async () => {
    const body = payload('payment_intent.amount_capturable_updated', heldIntent);
    const verified = await stripe.gateway.webhooks!.verify(Buffer.from(body), await sign(body));
    expect(verified).toMatchObject({
      id: 'evt_1Testpayment_intentamount_capturable_updated',
      type: 'payment_intent.amount_capturable_updated',
      event: {
        type: 'payment_intent.amount_capturable_updated',
        intent: {
          id: 'pi_1Held',
          status: 'requires_capture',
          amountCapturableMinor: 30_000,
          currency: 'EUR',
        },
      },
    });
  });

  it('refuses a wrong signature, a changed body, a missing header and a stale timestamp', async () => {
    const body = payload('payment_intent.succeeded', heldIntent);
    const verify = (raw: string, header: string | undefined) =>
      stripe.gateway.webhooks!.verify(Buffer.from(raw), header);
    await expect(verify(body, await sign(body, 'whsec_somebodyElse'))).rejects.toMatchObject({ status: 400 });
    await expect(verify(body.replace('30000', '1'), await sign(body))).rejects.toMatchObject({ status: 400 });
    await expect(verify(body, undefined)).rejects.toMatchObject({
      status: 400,
      message: 'Missing Stripe-Signature header',
    });
    const stale = await sign(body, STRIPE_TEST_WEBHOOK_SECRET, new Date(wallClock.now().getTime() - 301_000));
    await expect(verify(body, stale)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Timestamp outside the tolerance zone'),
    });
  });

  it('verifies on the wall clock, whatever the app’s (test) clock says', async () => {
    const body = payload('payment_intent.canceled', { ...heldIntent, status: 'canceled' });
    clock.advance(30 * 24 * 3600_000);
    expect((await stripe.gateway.webhooks!.verify(Buffer.from(body), await sign(body))).event?.type).toBe(
      'payment_intent.canceled',
    );
  });

  it('turns a connected account’s account.updated into its new state', async () => {
    const body = payload('account.updated', {
      id: 'acct_1DjUpdated',
      object: 'account',
      charges_enabled: false,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
    });
    expect((await stripe.gateway.webhooks!.verify(Buffer.from(body), await sign(body))).event).toMatchObject({
      type: 'account.updated',
      account: {
        accountId: 'acct_1DjUpdated',
        chargesEnabled: false,
        payoutsEnabled: true,
        detailsSubmitted: true,
      },
    });
  });

  it('leaves event types the booking engine does not use without a typed event', async () => {
    const body = payload('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(await stripe.gateway.webhooks!.verify(Buffer.from(body), await sign(body))).toMatchObject({
      type: 'charge.refunded',
      event: null,
    });
  });
});
