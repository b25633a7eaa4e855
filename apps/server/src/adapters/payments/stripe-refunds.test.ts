import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/factories.ts';
import { manualClock } from '../clock.ts';
import { stripeGatewayPerFile } from './stripe-testing/stripe-gateway-kit.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));

const stripe = stripeGatewayPerFile({ clock });
let keyCount = 0;
const key = () => `stripe-refund-${(keyCount += 1)}`;

async function capturedIntent(amountMinor: number) {
  const user = await createUser(stripe.database.db);
  const customerId = await stripe.gateway.customerFor({
    userId: user.id,
    email: user.email,
    name: user.displayName,
  });
  const intent = await stripe.gateway.createAuthorization({
    amountMinor,
    currency: 'EUR',
    customerId,
    metadata: {},
    idempotencyKey: key(),
  });
  stripe.fake.setStatus(intent.id, 'requires_capture');
  await stripe.gateway.capture({ intentId: intent.id, idempotencyKey: key() });
  return intent.id;
}

describe('Stripe gateway: refunds and transfer reversals', () => {
  it('asks Stripe for a partial refund of the PaymentIntent with its key and reads the answer', async () => {
    const intentId = await capturedIntent(30_000);
    const idempotencyKey = key();
    const refund = await stripe.gateway.refund({
      intentId,
      amountMinor: 12_345,
      reason: 'requested_by_customer',
      metadata: { dispute_id: '3' },
      idempotencyKey,
    });
    const request = stripe.fake.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      body: {
        payment_intent: intentId,
        amount: '12345',
        reason: 'requested_by_customer',
        metadata: { dispute_id: '3' },
      },
    });
    expect(request.headers['idempotency-key']).toBe(idempotencyKey);
    expect(refund).toMatchObject({ intentId, amountMinor: 12_345, currency: 'EUR', status: 'succeeded' });
    expect(refund.id).toMatch(/^re_/);
    await expect(
      stripe.gateway.refund({
        intentId,
        amountMinor: 20_000,
        reason: 'requested_by_customer',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('greater than unrefunded amount'),
    });
  });

  it('reverses part of a transfer from the DJ’s account', async () => {
    stripe.fake.accounts.set('acct_1DjReversal', {
      charges_enabled: false,
      payouts_enabled: true,
      details_submitted: true,
    });
    const intentId = await capturedIntent(20_000);
    const transfer = await stripe.gateway.transfer({
      destinationAccountId: 'acct_1DjReversal',
      amountMinor: 15_000,
      currency: 'EUR',
      sourceIntentId: intentId,
      transferGroup: 'booking-77',
      metadata: {},
      idempotencyKey: key(),
    });
    const idempotencyKey = key();
    const reversal = await stripe.gateway.reverseTransfer({
      transferId: transfer.id,
      amountMinor: 5_000,
      metadata: { dispute_id: '3' },
      idempotencyKey,
    });
    const request = stripe.fake.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v1/transfers/${transfer.id}/reversals`,
      body: { amount: '5000', metadata: { dispute_id: '3' } },
    });
    expect(request.headers['idempotency-key']).toBe(idempotencyKey);
    expect(reversal).toMatchObject({ transferId: transfer.id, amountMinor: 5_000, currency: 'EUR' });
    await expect(
      stripe.gateway.reverseTransfer({ transferId: 'tr_missing', amountMinor: 1, idempotencyKey: key() }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
