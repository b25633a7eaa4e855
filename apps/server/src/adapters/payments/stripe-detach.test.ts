import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { stripeGatewayPerFile } from './stripe-testing/stripe-gateway-kit.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));

const stripe = stripeGatewayPerFile({ clock });

describe('Stripe adapter: detaching a saved card', () => {
  it('posts paymentMethods.detach with the idempotency key and answers the card without a customer', async () => {
    stripe.fake.paymentMethods.set('pm_SavedVisa', { customer: 'cus_Saver' });
    const card = await stripe.gateway.detachPaymentMethod({
      paymentMethodId: 'pm_SavedVisa',
      idempotencyKey: 'booking-request-7-detach-pm_SavedVisa',
    });
    expect(card).toEqual({ id: 'pm_SavedVisa', customerId: null, brand: 'visa', last4: '4242' });
    expect(stripe.fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_methods/pm_SavedVisa/detach',
    ]);
    expect(stripe.fake.requests[0]!.headers['idempotency-key']).toBe('booking-request-7-detach-pm_SavedVisa');
    expect(stripe.fake.paymentMethods.get('pm_SavedVisa')).toEqual({ customer: null });
  });

  it('answers a card detached already (Stripe refuses a second detach) after reading it', async () => {
    stripe.fake.paymentMethods.set('pm_Gone', { customer: null });
    const card = await stripe.gateway.detachPaymentMethod({
      paymentMethodId: 'pm_Gone',
      idempotencyKey: 'again-1',
    });
    expect(card.customerId).toBeNull();
    expect(stripe.fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_methods/pm_Gone/detach',
      'GET /v1/payment_methods/pm_Gone',
    ]);
  });

  it('answers an unknown card 404 and an outage 503', async () => {
    await expect(
      stripe.gateway.detachPaymentMethod({ paymentMethodId: 'pm_Nobody', idempotencyKey: 'unknown-1' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: "No such PaymentMethod: 'pm_Nobody'" });
    stripe.fake.paymentMethods.set('pm_Outage', { customer: 'cus_Saver' });
    stripe.fake.failNext(3);
    await expect(
      stripe.gateway.detachPaymentMethod({ paymentMethodId: 'pm_Outage', idempotencyKey: 'outage-1' }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(stripe.fake.paymentMethods.get('pm_Outage')).toEqual({ customer: 'cus_Saver' });
  });
});
