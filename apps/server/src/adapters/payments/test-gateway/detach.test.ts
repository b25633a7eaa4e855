import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { manualClock } from '../../clock.ts';
import { PAYMENT_METHOD_REFUSALS } from './attempts.ts';
import { createTestGateway, type TestGateway } from './test-gateway.ts';
import { newCustomerAuthorization, newGatewayCustomer } from './gateway-testing.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

let database: Database;
let gateway: TestGateway;
let keyCount = 0;
const key = () => `detach-key-${(keyCount += 1)}`;

beforeAll(async () => {
  database = await openTestDatabase();
  gateway = createTestGateway({ db: database.db, clock, log });
});
afterAll(() => database.close());

/** A card saved to a new customer by a SetupIntent, as the payment modal does for a far-away event. */
async function savedCard() {
  const { customerId } = await newGatewayCustomer(database.db, gateway);
  const setup = await gateway.createSetupIntent({ customerId, metadata: {}, idempotencyKey: key() });
  const saved = await gateway.confirm({ clientSecret: setup.clientSecret, paymentMethod: 'pm_card_visa' });
  expect(saved.status).toBe('succeeded');
  return { customerId, paymentMethodId: saved.paymentMethodId! };
}

describe('test gateway: detaching a saved card', () => {
  it('detaches it for good: the ledger keeps when and from whom, and later charges are refused', async () => {
    const { customerId, paymentMethodId } = await savedCard();
    const detached = await gateway.detachPaymentMethod({ paymentMethodId, idempotencyKey: key() });
    expect(detached).toEqual({ id: paymentMethodId, customerId: null, brand: 'visa', last4: '4242' });
    expect(await gateway.paymentMethodLedger(paymentMethodId)).toMatchObject({
      customerId: null,
      detachedAt: clock.now(),
      detachedFromCustomerId: customerId,
    });

    await expect(
      gateway.authorizeOffSession({
        amountMinor: 5_000,
        currency: 'EUR',
        customerId,
        paymentMethodId,
        metadata: {},
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PAYMENT_METHOD_REFUSALS.notAttached });
    const intent = await gateway.createAuthorization({
      amountMinor: 5_000,
      currency: 'EUR',
      customerId,
      metadata: {},
      idempotencyKey: key(),
    });
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: paymentMethodId }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PAYMENT_METHOD_REFUSALS.notAttached });
  });

  it('answers a repeat with the detached card unchanged, and refuses unknown and never-saved cards', async () => {
    const { paymentMethodId } = await savedCard();
    await gateway.detachPaymentMethod({ paymentMethodId, idempotencyKey: key() });
    const first = await gateway.paymentMethodLedger(paymentMethodId);
    clock.advance(60_000);
    expect(await gateway.detachPaymentMethod({ paymentMethodId, idempotencyKey: key() })).toMatchObject({
      id: paymentMethodId,
      customerId: null,
    });
    expect(await gateway.paymentMethodLedger(paymentMethodId)).toEqual(first);

    await expect(
      gateway.detachPaymentMethod({ paymentMethodId: 'pm_unknown', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: "No such PaymentMethod: 'pm_unknown'" });
    await expect(
      gateway.detachPaymentMethod({ paymentMethodId: 'seti_x', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // A card used once for a hold was never saved to the customer: Stripe refuses to detach it.
    const { intent: hold } = await newCustomerAuthorization(database.db, gateway, {
      amountMinor: 5_000,
      idempotencyKey: key(),
    });
    const held = await gateway.confirm({ clientSecret: hold.clientSecret, paymentMethod: 'pm_card_visa' });
    await expect(
      gateway.detachPaymentMethod({ paymentMethodId: held.paymentMethodId!, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
    });
  });
});
