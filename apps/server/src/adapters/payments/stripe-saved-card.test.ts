import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/factories.ts';
import { manualClock } from '../clock.ts';
import { stripeGatewayPerFile } from './stripe-testing/stripe-gateway-kit.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));

const stripe = stripeGatewayPerFile({ clock });

async function customer() {
  const user = await createUser(stripe.database.db);
  return stripe.gateway.customerFor({ userId: user.id, email: user.email, name: user.displayName });
}

/**
 * Decision record 028, "The same card through 3-D Secure": the saved card that failed off-session is held again
 * on-session. The server makes the intent on the saved card without confirming it; the browser confirms it with
 * Stripe.js (`confirmCardPayment(client_secret)`, 3-D Secure when the bank asks); the server then reads it back.
 */
describe('Stripe adapter: the saved card used again on-session', () => {
  it('asks for a manual-capture PaymentIntent on the saved card, neither off_session nor confirmed', async () => {
    const customerId = await customer();
    stripe.fake.requests.length = 0;
    const intent = await stripe.gateway.authorizeSavedCard({
      amountMinor: 31_500,
      currency: 'EUR',
      customerId,
      paymentMethodId: 'pm_card_authenticationRequired',
      metadata: { booking_id: '77' },
      idempotencyKey: 'booking-77-saved-card-5-key1',
    });
    expect(stripe.fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_intents',
    ]);
    const sent = stripe.fake.requests[0]!;
    expect(sent.headers['idempotency-key']).toBe('booking-77-saved-card-5-key1');
    expect(sent.body).toMatchObject({
      amount: '31500',
      currency: 'eur',
      customer: customerId,
      payment_method: 'pm_card_authenticationRequired',
      capture_method: 'manual',
      metadata: { booking_id: '77' },
    });
    expect(sent.body).not.toHaveProperty('off_session');
    expect(sent.body).not.toHaveProperty('confirm');
    // Not confirmed, so the card that Stripe refuses off-session is not refused here: its holder confirms it.
    expect(intent).toMatchObject({
      kind: 'payment_intent',
      status: 'requires_confirmation',
      paymentMethodId: 'pm_card_authenticationRequired',
      captureMethod: 'manual',
      amountMinor: 31_500,
      currency: 'EUR',
      lastError: null,
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('reads back the hold its holder confirmed through 3-D Secure: the same card, the amount capturable', async () => {
    const customerId = await customer();
    const intent = await stripe.gateway.authorizeSavedCard({
      amountMinor: 20_000,
      currency: 'EUR',
      customerId,
      paymentMethodId: 'pm_card_authenticationRequired',
      metadata: {},
      idempotencyKey: 'booking-78-saved-card-5-key2',
    });
    // Stripe.js confirms it; the bank asks for 3-D Secure first.
    stripe.fake.setStatus(intent.id, 'requires_action');
    expect(await stripe.gateway.retrieveIntent(intent.id)).toMatchObject({ status: 'requires_action' });
    stripe.fake.setStatus(intent.id, 'requires_capture');
    expect(await stripe.gateway.retrieveIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'requires_capture',
      paymentMethodId: 'pm_card_authenticationRequired',
      customerId,
      captureMethod: 'manual',
      amountCapturableMinor: 20_000,
    });
  });

  it('refuses what Stripe would refuse before calling it', async () => {
    const customerId = await customer();
    await expect(
      stripe.gateway.authorizeSavedCard({
        amountMinor: 0,
        currency: 'EUR',
        customerId,
        paymentMethodId: 'pm_card_visa',
        metadata: {},
        idempotencyKey: 'booking-79-saved-card-5-key3',
      }),
    ).rejects.toBeTruthy();
    expect(stripe.fake.requests.filter((request) => request.path === '/v1/payment_intents')).toEqual([]);
  });
});
