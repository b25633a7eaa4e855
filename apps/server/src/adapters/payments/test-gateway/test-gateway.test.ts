import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { createEnthusiast, createUser } from '../../../db/seed/factories.ts';
import {
  testGatewayIntents,
  testGatewayPaymentMethods,
  testGatewayTransfers,
} from '../../../db/schema/payments.ts';
import { manualClock } from '../../clock.ts';
import type { PaymentEvent } from '../payment-events.ts';
import type { PaymentIntentView } from '../payment-gateway.ts';
import { createTestGateway, type TestGateway } from './test-gateway.ts';
import { TEST_GATEWAY_ERRORS } from './test-cards.ts';
import { DAY_MS } from '@cuepoint/domain/time/durations';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });

let database: Database;
let gateway: TestGateway;
const events: PaymentEvent[] = [];
let keyCount = 0;
const key = () => `test-key-${Date.now()}-${(keyCount += 1)}`;

beforeAll(async () => {
  database = await openTestDatabase();
  gateway = createTestGateway({ db: database.db, clock, log });
  gateway.onEvent((event) => {
    events.push(event);
  });
});
afterAll(() => database.close());

async function newCustomer() {
  const { user } = await createEnthusiast(database.db);
  return gateway.customerFor({ userId: user.id, email: user.email, name: user.displayName });
}

async function authorization(customerId: string, amountMinor = 30_000) {
  return gateway.createAuthorization({
    amountMinor,
    currency: 'EUR',
    customerId,
    metadata: { booking: 'test' },
    idempotencyKey: key(),
  });
}

/** A card saved to the customer by a succeeded SetupIntent. */
async function savedCard(customerId: string, paymentMethod: string) {
  const setup = await gateway.createSetupIntent({ customerId, metadata: {}, idempotencyKey: key() });
  const saved = await gateway.confirm({ clientSecret: setup.clientSecret, paymentMethod });
  expect(saved.status).toBe('succeeded');
  return saved.paymentMethodId!;
}

const eventsOf = (id: string) =>
  events.filter((event) => 'intent' in event && event.intent.id === id).map((event) => event.type);

describe('test gateway: objects shaped like Stripe’s', () => {
  it('makes random ids with Stripe’s prefixes and a client secret bound to its intent', async () => {
    const customer = await newCustomer();
    expect(customer).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    const intent = await authorization(customer);
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{25}$`));
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amountMinor: 30_000,
      currency: 'EUR',
      captureMethod: 'manual',
      customerId: customer,
      metadata: { booking: 'test' },
    });
    const setup = await gateway.createSetupIntent({
      customerId: customer,
      metadata: {},
      idempotencyKey: key(),
    });
    expect(setup.id).toMatch(/^seti_[A-Za-z0-9]{24}$/);
    expect(setup).toMatchObject({ status: 'requires_payment_method', usage: 'off_session' });
    expect((await authorization(customer)).id).not.toBe(intent.id);
  });

  it('keeps one customer per account', async () => {
    const user = await createUser(database.db);
    const owner = { userId: user.id, email: user.email, name: user.displayName };
    const [a, b] = await Promise.all([gateway.customerFor(owner), gateway.customerFor(owner)]);
    expect(a).toBe(b);
    expect(await gateway.customerFor(owner)).toBe(a);
  });

  it('answers the same intent for a repeated idempotency key, and refuses the key with other parameters', async () => {
    const customer = await newCustomer();
    const input = {
      amountMinor: 1000,
      currency: 'USD' as const,
      customerId: customer,
      metadata: {},
      idempotencyKey: key(),
    };
    const first = await gateway.createAuthorization(input);
    expect((await gateway.createAuthorization(input)).id).toBe(first.id);
    await expect(gateway.createAuthorization({ ...input, amountMinor: 2000 })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(
        'Keys for idempotent requests can only be used with the same parameters',
      ),
    });
  });

  it('refuses amounts, currencies, customers and destinations Stripe would refuse', async () => {
    const customer = await newCustomer();
    const base = { currency: 'EUR' as const, customerId: customer, metadata: {}, idempotencyKey: key() };
    await expect(gateway.createAuthorization({ ...base, amountMinor: 0 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(gateway.createAuthorization({ ...base, amountMinor: 12.5 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      gateway.createAuthorization({ ...base, amountMinor: 100, currency: 'JPY' as never }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      gateway.createAuthorization({ ...base, amountMinor: 100, customerId: 'cus_nobody000000' }),
    ).rejects.toMatchObject({ status: 400, message: "No such customer: 'cus_nobody000000'" });
    await expect(
      gateway.createAuthorization({
        ...base,
        amountMinor: 100,
        destination: { accountId: 'acct_x', applicationFeeMinor: 101 },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('test gateway: confirming in the browser', () => {
  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_mastercard', 'mastercard', '4444'],
  ])(
    '%s holds the amount (requires_capture) and says so in an event',
    async (paymentMethod, brand, last4) => {
      const customer = await newCustomer();
      const intent = await authorization(customer);
      const held = (await gateway.confirm({
        clientSecret: intent.clientSecret,
        paymentMethod,
      })) as PaymentIntentView;
      expect(held).toMatchObject({
        status: 'requires_capture',
        amountCapturableMinor: 30_000,
        lastError: null,
      });
      expect(held.paymentMethodId).toMatch(/^pm_[A-Za-z0-9]{24}$/);
      const [method] = await database.db
        .select()
        .from(testGatewayPaymentMethods)
        .where(eq(testGatewayPaymentMethods.id, held.paymentMethodId!));
      expect(method).toMatchObject({ brand, last4 });
      expect(eventsOf(intent.id)).toEqual(['payment_intent.amount_capturable_updated']);
    },
  );

  it.each([
    ['pm_card_chargeDeclined', TEST_GATEWAY_ERRORS.declined, 'Your card was declined.'],
    ['pm_card_insufficientFunds', TEST_GATEWAY_ERRORS.insufficientFunds, 'Your card has insufficient funds.'],
    [card('4000 0000 0000 0002'), TEST_GATEWAY_ERRORS.declined, 'Your card was declined.'],
  ])(
    '%o is declined: the intent waits for another card with Stripe’s error',
    async (paymentMethod, error, message) => {
      const customer = await newCustomer();
      const intent = await authorization(customer);
      const failed = await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod });
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        paymentMethodId: null,
        lastError: error,
      });
      expect(failed.lastError?.message).toBe(message);
      expect(eventsOf(intent.id)).toEqual(['payment_intent.payment_failed']);

      const retried = await gateway.confirm({
        clientSecret: intent.clientSecret,
        paymentMethod: 'pm_card_visa',
      });
      expect(retried).toMatchObject({ status: 'requires_capture', lastError: null });
    },
  );

  it('two confirmations racing hold the amount once: the later one is refused with the status it met', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    const answers = await Promise.allSettled([
      gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' }),
      gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: card('4242 4242 4242 4242') }),
    ]);
    const held = answers.filter((answer) => answer.status === 'fulfilled');
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(held).toHaveLength(1);
    expect(held[0]!.value).toMatchObject({ status: 'requires_capture', amountCapturableMinor: 30_000 });
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatchObject({
      status: 409,
      message: expect.stringContaining('it has a status of requires_capture'),
    });
    const [stored] = await database.db
      .select()
      .from(testGatewayIntents)
      .where(eq(testGatewayIntents.id, intent.id));
    expect(stored).toMatchObject({
      status: 'requires_capture',
      paymentMethodId: (held[0]!.value as PaymentIntentView).paymentMethodId,
    });
    expect(eventsOf(intent.id)).toEqual(['payment_intent.amount_capturable_updated']);
  });

  it('4242 4242 4242 4242 holds; a real card number is refused as Stripe’s test mode refuses it', async () => {
    const customer = await newCustomer();
    const held = await gateway.confirm({
      clientSecret: (await authorization(customer)).clientSecret,
      paymentMethod: card('4242 4242 4242 4242'),
    });
    expect(held.status).toBe('requires_capture');
    const live = await gateway.confirm({
      clientSecret: (await authorization(customer)).clientSecret,
      paymentMethod: card('4012 8888 8888 1881'),
    });
    expect(live.lastError?.message).toContain(
      'Your request was in test mode, but used a non test (live) card',
    );
  });

  it.each([
    [card('4242 4242 4242 4241'), 'Your card number is invalid.'],
    [{ ...card('4242424242424242'), exp_year: 2025 }, 'Your card has expired.'],
    [{ ...card('4242424242424242'), exp_month: 13 }, "Your card's expiration month is invalid."],
    [{ ...card('4242424242424242'), cvc: '1' }, "Your card's security code is incomplete."],
  ])('refuses a mistyped card %o without touching the intent', async (paymentMethod, message) => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    await expect(gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod })).rejects.toMatchObject(
      {
        status: 400,
        message,
      },
    );
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });

  it('4000 0027 6000 3184 needs 3-D Secure: completing it holds the amount', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    const pending = await gateway.confirm({
      clientSecret: intent.clientSecret,
      paymentMethod: card('4000 0027 6000 3184'),
    });
    expect(pending.status).toBe('requires_action');
    expect(
      await gateway.awaitingAuthentication({ id: intent.id, clientSecret: intent.clientSecret }),
    ).toMatchObject({
      id: intent.id,
    });
    const held = await gateway.authenticate({
      id: intent.id,
      clientSecret: intent.clientSecret,
      passed: true,
    });
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturableMinor: 30_000 });
    expect(eventsOf(intent.id)).toEqual([
      'payment_intent.requires_action',
      'payment_intent.amount_capturable_updated',
    ]);
    await expect(
      gateway.authenticate({ id: intent.id, clientSecret: intent.clientSecret, passed: true }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('pm_card_authenticationRequired: failing 3-D Secure leaves the intent for another card', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    await gateway.confirm({
      clientSecret: intent.clientSecret,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    const failed = await gateway.authenticate({
      id: intent.id,
      clientSecret: intent.clientSecret,
      passed: false,
    });
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'payment_intent_authentication_failure' },
    });
    expect(eventsOf(intent.id)).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);
  });

  it('refuses a wrong client secret, another intent’s secret and a malformed one', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    const other = await authorization(customer);
    const forged = `${intent.id}_secret_${'A'.repeat(25)}`;
    await expect(
      gateway.confirm({ clientSecret: forged, paymentMethod: 'pm_card_visa' }),
    ).rejects.toMatchObject({
      status: 403,
      message:
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
    });
    await expect(
      gateway.authenticate({ id: intent.id, clientSecret: other.clientSecret, passed: true }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      gateway.confirm({ clientSecret: 'nonsense', paymentMethod: 'pm_card_visa' }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      gateway.confirm({
        clientSecret: `pi_${'B'.repeat(24)}_secret_${'C'.repeat(25)}`,
        paymentMethod: 'pm_card_visa',
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });

  it('refuses to confirm an intent already held, and unknown payment methods', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('status of requires_capture') });
    const fresh = await authorization(customer);
    await expect(
      gateway.confirm({ clientSecret: fresh.clientSecret, paymentMethod: 'pm_card_unknown' }),
    ).rejects.toMatchObject({ status: 400, message: "No such PaymentMethod: 'pm_card_unknown'" });
  });

  it('keeps amount, currency and customer as created whatever happens to the intent', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer, 12_345);
    await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_chargeDeclined' });
    await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
    await gateway.capture({ intentId: intent.id, amountMinor: 10_000, idempotencyKey: key() });
    const [row] = await database.db
      .select()
      .from(testGatewayIntents)
      .where(eq(testGatewayIntents.id, intent.id));
    expect(row).toMatchObject({
      amountMinor: 12_345,
      currency: 'EUR',
      customerRef: customer,
      amountReceivedMinor: 10_000,
    });
  });
});

describe('test gateway: saved cards off-session', () => {
  it('saves a card with a SetupIntent and holds amounts on it later without the customer', async () => {
    const customer = await newCustomer();
    const paymentMethodId = await savedCard(customer, 'pm_card_visa');
    const held = await gateway.authorizeOffSession({
      amountMinor: 40_000,
      currency: 'GBP',
      customerId: customer,
      paymentMethodId,
      metadata: { request: '7' },
      idempotencyKey: key(),
    });
    expect(held).toMatchObject({
      status: 'requires_capture',
      amountCapturableMinor: 40_000,
      paymentMethodId,
    });
    expect(eventsOf(held.id)).toEqual(['payment_intent.amount_capturable_updated']);
    const again = await gateway.authorizeOffSession({
      amountMinor: 1000,
      currency: 'GBP',
      customerId: customer,
      paymentMethodId,
      metadata: {},
      idempotencyKey: key(),
    });
    expect(again.status).toBe('requires_capture');
  });

  it('a saved 3-D Secure card is saved after authentication, then fails off-session with authentication_required', async () => {
    const customer = await newCustomer();
    const setup = await gateway.createSetupIntent({
      customerId: customer,
      metadata: {},
      idempotencyKey: key(),
    });
    const pending = await gateway.confirm({
      clientSecret: setup.clientSecret,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    expect(pending.status).toBe('requires_action');
    const saved = await gateway.authenticate({
      id: setup.id,
      clientSecret: setup.clientSecret,
      passed: true,
    });
    expect(saved.status).toBe('succeeded');
    expect(eventsOf(setup.id)).toEqual(['setup_intent.requires_action', 'setup_intent.succeeded']);

    const failed = await gateway.authorizeOffSession({
      amountMinor: 5000,
      currency: 'EUR',
      customerId: customer,
      paymentMethodId: saved.paymentMethodId!,
      metadata: {},
      idempotencyKey: key(),
    });
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'authentication_required', decline_code: 'authentication_required' },
    });
    expect(eventsOf(failed.id)).toEqual(['payment_intent.payment_failed']);
  });

  it('a card set up for off-session use (…3155) holds later without authentication', async () => {
    const customer = await newCustomer();
    const setup = await gateway.createSetupIntent({
      customerId: customer,
      metadata: {},
      idempotencyKey: key(),
    });
    await gateway.confirm({ clientSecret: setup.clientSecret, paymentMethod: card('4000 0025 0000 3155') });
    const saved = await gateway.authenticate({
      id: setup.id,
      clientSecret: setup.clientSecret,
      passed: true,
    });
    const held = await gateway.authorizeOffSession({
      amountMinor: 5000,
      currency: 'EUR',
      customerId: customer,
      paymentMethodId: saved.paymentMethodId!,
      metadata: {},
      idempotencyKey: key(),
    });
    expect(held.status).toBe('requires_capture');
  });

  it('…0341 and pm_card_chargeCustomerFail attach, then every hold of them is declined', async () => {
    for (const method of [card('4000 0000 0000 0341'), 'pm_card_chargeCustomerFail']) {
      const customer = await newCustomer();
      const paymentMethodId = await savedCard(customer, method as string);
      const declined = await gateway.authorizeOffSession({
        amountMinor: 5000,
        currency: 'EUR',
        customerId: customer,
        paymentMethodId,
        metadata: {},
        idempotencyKey: key(),
      });
      expect(declined.status).toBe('requires_payment_method');
      expect(declined.lastError).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
      // In the browser too: the card cannot be charged at all.
      const held = await gateway.createAuthorization({
        amountMinor: 5000,
        currency: 'EUR',
        customerId: customer,
        metadata: {},
        idempotencyKey: key(),
      });
      const confirmed = await gateway.confirm({ clientSecret: held.clientSecret, paymentMethod: method });
      expect(confirmed.status).toBe('requires_payment_method');
    }
  });

  it('a saved card with insufficient funds is saved, then declined when an amount is held', async () => {
    const customer = await newCustomer();
    const paymentMethodId = await savedCard(customer, 'pm_card_insufficientFunds');
    const declined = await gateway.authorizeOffSession({
      amountMinor: 5000,
      currency: 'EUR',
      customerId: customer,
      paymentMethodId,
      metadata: {},
      idempotencyKey: key(),
    });
    expect(declined.lastError?.message).toBe('Your card has insufficient funds.');
  });

  it('a declined SetupIntent saves nothing', async () => {
    const customer = await newCustomer();
    const setup = await gateway.createSetupIntent({
      customerId: customer,
      metadata: {},
      idempotencyKey: key(),
    });
    const failed = await gateway.confirm({
      clientSecret: setup.clientSecret,
      paymentMethod: 'pm_card_chargeDeclined',
    });
    expect(failed).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_declined' } });
    expect(eventsOf(setup.id)).toEqual(['setup_intent.setup_failed']);
  });

  it('refuses a card saved to another customer, and a one-time card, off-session and in the browser', async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const paymentMethodId = await savedCard(owner, 'pm_card_visa');
    await expect(
      gateway.authorizeOffSession({
        amountMinor: 5000,
        currency: 'EUR',
        customerId: stranger,
        paymentMethodId,
        metadata: {},
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ status: 400 });
    const theirs = await authorization(stranger);
    await expect(
      gateway.confirm({ clientSecret: theirs.clientSecret, paymentMethod: paymentMethodId }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('belongs to a different Customer'),
    });

    const once = (await gateway.confirm({
      clientSecret: (await authorization(owner)).clientSecret,
      paymentMethod: 'pm_card_visa',
    })) as PaymentIntentView;
    await expect(
      gateway.confirm({
        clientSecret: (await authorization(owner)).clientSecret,
        paymentMethod: once.paymentMethodId!,
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('may not be used again') });
  });

  it('answers the same off-session intent for a repeated idempotency key, without a second attempt', async () => {
    const customer = await newCustomer();
    const paymentMethodId = await savedCard(customer, 'pm_card_visa');
    const input = {
      amountMinor: 5000,
      currency: 'EUR' as const,
      customerId: customer,
      paymentMethodId,
      metadata: {},
      idempotencyKey: key(),
    };
    const first = await gateway.authorizeOffSession(input);
    const second = await gateway.authorizeOffSession(input);
    expect(second.id).toBe(first.id);
    expect(eventsOf(first.id)).toEqual(['payment_intent.amount_capturable_updated']);
  });
});

describe('test gateway: capture and release', () => {
  it('captures a hold once, at most the held amount', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    await expect(gateway.capture({ intentId: intent.id, idempotencyKey: key() })).rejects.toMatchObject({
      status: 409,
    });
    await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
    await expect(
      gateway.capture({ intentId: intent.id, amountMinor: 30_001, idempotencyKey: key() }),
    ).rejects.toMatchObject({ status: 400 });
    const captured = await gateway.capture({ intentId: intent.id, idempotencyKey: key() });
    expect(captured).toMatchObject({
      status: 'succeeded',
      amountReceivedMinor: 30_000,
      amountCapturableMinor: 0,
    });
    expect((await gateway.capture({ intentId: intent.id, idempotencyKey: key() })).status).toBe('succeeded');
    await expect(gateway.cancel({ intentId: intent.id, idempotencyKey: key() })).rejects.toMatchObject({
      status: 409,
    });
    expect(eventsOf(intent.id)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
    ]);
  });

  it('releases a hold; releasing again answers the released intent; it can no longer be captured', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
    const released = await gateway.cancel({ intentId: intent.id, idempotencyKey: key() });
    expect(released).toMatchObject({ status: 'canceled', amountCapturableMinor: 0 });
    expect((await gateway.cancel({ intentId: intent.id, idempotencyKey: key() })).status).toBe('canceled');
    await expect(gateway.capture({ intentId: intent.id, idempotencyKey: key() })).rejects.toMatchObject({
      status: 409,
    });
    expect(eventsOf(intent.id)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.canceled',
    ]);
  });

  it('releases a hold left uncaptured for 7 days, as the card networks do', async () => {
    const customer = await newCustomer();
    const intent = await authorization(customer);
    await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
    clock.advance(7 * DAY_MS - 1000);
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_capture');
    clock.advance(1000);
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({
      status: 'canceled',
      cancellationReason: 'automatic',
    });
    await expect(gateway.capture({ intentId: intent.id, idempotencyKey: key() })).rejects.toMatchObject({
      status: 409,
    });
    expect(eventsOf(intent.id)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.canceled',
    ]);
  });

  it('cancels a SetupIntent not yet confirmed; knows nothing of other ids', async () => {
    const customer = await newCustomer();
    const setup = await gateway.createSetupIntent({
      customerId: customer,
      metadata: {},
      idempotencyKey: key(),
    });
    expect((await gateway.cancel({ intentId: setup.id, idempotencyKey: key() })).status).toBe('canceled');
    expect(await gateway.retrieveIntent('pi_doesnotexist000000000000')).toBeNull();
    expect(await gateway.retrieveIntent('ch_123')).toBeNull();
  });
});

describe('test gateway: connected accounts', () => {
  it('has none for a DJ until one is connected, then reports charges enabled', async () => {
    const dj = await createUser(database.db, { userType: 'dj' });
    expect(await gateway.connectAccountOf(dj.id)).toBeNull();
    const account = await gateway.connectTestAccount(dj.id);
    expect(account.accountId).toMatch(/^acct_[A-Za-z0-9]{16}$/);
    expect(await gateway.connectAccountOf(dj.id)).toEqual(account);
    const customer = await newCustomer();
    const intent = await gateway.createAuthorization({
      amountMinor: 10_000,
      currency: 'EUR',
      customerId: customer,
      metadata: {},
      destination: { accountId: account.accountId, applicationFeeMinor: 500 },
      idempotencyKey: key(),
    });
    expect(intent).toMatchObject({ destinationAccountId: account.accountId, applicationFeeMinor: 500 });
  });
});

describe('test gateway: onboarding and transfers', () => {
  async function capturedIntent(amountMinor: number) {
    const intent = await authorization(await newCustomer(), amountMinor);
    await gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
    await gateway.capture({ intentId: intent.id, idempotencyKey: key() });
    return intent.id;
  }

  const onboarding = (djUserId: number) => ({
    djUserId,
    email: 'dj@example.com',
    returnUrl: 'https://cuepoint.example/dj-dashboard',
    refreshUrl: 'https://cuepoint.example/dj-dashboard?payouts=refresh',
  });

  it('connects a DJ’s test account at once, answers the return address and says so to subscribers', async () => {
    const dj = await createUser(database.db, { userType: 'dj' });
    const answer = await gateway.createConnectOnboarding(onboarding(dj.id));
    expect(answer).toEqual({
      url: 'https://cuepoint.example/dj-dashboard',
      accountId: expect.stringMatching(/^acct_[A-Za-z0-9]{16}$/),
    });
    expect(await gateway.connectAccountOf(dj.id)).toEqual({
      accountId: answer.accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect(events.at(-1)).toMatchObject({
      type: 'account.updated',
      account: { accountId: answer.accountId },
    });
    expect((await gateway.createConnectOnboarding(onboarding(dj.id))).accountId).toBe(answer.accountId);
    await expect(
      gateway.createConnectOnboarding({ ...onboarding(dj.id), refreshUrl: 'not a url' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('keeps transfers in its ledger, once per idempotency key; the key with other parameters is refused', async () => {
    const dj = await createUser(database.db, { userType: 'dj' });
    const account = await gateway.connectTestAccount(dj.id);
    const source = await capturedIntent(30_000);
    const input = {
      destinationAccountId: account.accountId,
      amountMinor: 14_450,
      currency: 'EUR' as const,
      sourceIntentId: source,
      transferGroup: 'booking-1',
      metadata: { payout_id: '1', booking_id: '1' },
      idempotencyKey: key(),
    };
    const transfer = await gateway.transfer(input);
    expect(transfer).toEqual({
      id: expect.stringMatching(/^tr_[A-Za-z0-9]{24}$/),
      amountMinor: 14_450,
      currency: 'EUR',
      destinationAccountId: account.accountId,
      createdAt: clock.now(),
    });
    const [again, concurrent] = await Promise.all([
      gateway.transfer({ ...input, metadata: { booking_id: '1', payout_id: '1' } }),
      gateway.transfer(input),
    ]);
    expect(again.id).toBe(transfer.id);
    expect(concurrent.id).toBe(transfer.id);
    await expect(gateway.transfer({ ...input, amountMinor: 14_451 })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(`Try using a key other than '${input.idempotencyKey}'`),
    });
    await expect(gateway.transfer({ ...input, sourceIntentId: undefined })).rejects.toMatchObject({
      status: 409,
    });
    expect(await gateway.transfersTo(account.accountId)).toEqual([transfer]);
    const rows = await database.db
      .select()
      .from(testGatewayTransfers)
      .where(eq(testGatewayTransfers.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sourceIntentId: source, transferGroup: 'booking-1' });
  });

  it('refuses transfers Stripe would refuse: unknown destination, uncaptured or foreign-currency source, too much', async () => {
    const dj = await createUser(database.db, { userType: 'dj' });
    const account = await gateway.connectTestAccount(dj.id);
    const source = await capturedIntent(10_000);
    const base = {
      destinationAccountId: account.accountId,
      amountMinor: 6_000,
      currency: 'EUR' as const,
      sourceIntentId: source,
      transferGroup: 'booking-2',
      metadata: {},
    };
    await expect(
      gateway.transfer({ ...base, destinationAccountId: 'acct_1Unknown', idempotencyKey: key() }),
    ).rejects.toMatchObject({ status: 400, message: "No such destination: 'acct_1Unknown'" });
    const held = await authorization(await newCustomer());
    await expect(
      gateway.transfer({ ...base, sourceIntentId: held.id, idempotencyKey: key() }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('no captured charge') });
    await expect(gateway.transfer({ ...base, currency: 'USD', idempotencyKey: key() })).rejects.toMatchObject(
      { status: 400, message: expect.stringContaining('must be the same as the transfer currency') },
    );
    await gateway.transfer({ ...base, idempotencyKey: key() });
    await expect(gateway.transfer({ ...base, idempotencyKey: key() })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Insufficient funds in the source transaction'),
    });
    await gateway.transfer({ ...base, amountMinor: 4_000, idempotencyKey: key() });
    await expect(gateway.transfer({ ...base, amountMinor: 0, idempotencyKey: key() })).rejects.toMatchObject({
      status: 400,
    });
    const amounts = (await gateway.transfersTo(account.accountId)).map((transfer) => transfer.amountMinor);
    expect(amounts.sort((a, b) => a - b)).toEqual([4_000, 6_000]);
  });
});
