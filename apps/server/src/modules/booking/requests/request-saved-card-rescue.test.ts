import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import type { TestGateway } from '../../../adapters/payments/test-gateway/test-gateway.ts';
import { HOUR } from './booking-test-kit.ts';
import { bookingKitPerFile, remoteDj, submitRequest, uniqueGenre } from '../bookings/bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

/**
 * A request aimed at one DJ who has not answered, whose saved card failed its off-session hold: the test clock is
 * moved past that hold (3–4 days before the event).
 */
async function failedRequest(card: string) {
  const { user } = await createEnthusiast(kit.t.database.db);
  const dj = await remoteDj(kit, uniqueGenre(), 'Nova');
  const request = await submitRequest(kit, await kit.bearer(user.id), { hoursAhead: 150, djId: dj.id, card });
  const early = await call(
    'POST',
    `/booking-requests/${request.id}/authorization`,
    await kit.bearer(user.id),
    {
      use_saved_card: true,
    },
  );
  expect([early.status, early.body.error]).toEqual([409, 'The card already secures this booking request']);
  await kit.advanceHours((request.eventAt.getTime() - 83 * HOUR - kit.now().getTime()) / HOUR);
  return { customerId: user.id, request };
}

/** POST /booking-requests/{id}/authorization for the saved card, confirmed in the browser without a new card. */
async function useSavedCard(customerId: number, requestId: number) {
  const authorization = await call(
    'POST',
    `/booking-requests/${requestId}/authorization`,
    await kit.bearer(customerId),
    { use_saved_card: true },
  );
  expect(authorization.status, JSON.stringify(authorization.body)).toBe(200);
  expect(authorization.body.amounts.authorization_strategy).toBe('authorize_now');
  const intent = authorization.body.payment_intent as { id: string; client_secret: string };
  const confirmed = await call('POST', '/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    return_url: '/enthusiast-dashboard',
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { intent, confirmed: confirmed.body.data };
}

describe('an open request whose saved card failed', () => {
  it('carries authorization_failure on the customer’s list (GET /booking-requests.php) and page, as a booking does', async () => {
    const { customerId, request } = await failedRequest('pm_card_chargeCustomerFail');
    const customer = await kit.bearer(customerId);
    const secureBy = new Date(request.eventAt.getTime() - 23 * HOUR).toISOString();
    const detail = await call('GET', `/booking-requests/${request.id}`, customer);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const failure = detail.body.data.authorization_failure;
    expect(failure).toMatchObject({ kind: 'soft', reason: 'Your card was declined.', secure_by: secureBy });
    expect(new Date(failure.retry_at).getTime() - new Date(failure.failed_at).getTime()).toBe(24 * HOUR);
    const listed = await call('GET', '/booking-requests.php', customer);
    const row = listed.body.data.find((item: { id: number }) => item.id === request.id);
    expect(row.authorization_failure).toEqual(failure);
  }, 60_000);

  it('4000 0027 6000 3184: the same card passes 3-D Secure on-session and secures the request, kept saved', async () => {
    const { customerId, request } = await failedRequest('pm_card_authenticationRequired');
    const customer = await kit.bearer(customerId);
    const failed = await call('GET', `/booking-requests/${request.id}`, customer);
    expect(failed.body.data.authorization_failure).toMatchObject({ kind: 'authentication', retry_at: null });
    const [stored] = await kit.t.database.db
      .select({ paymentMethodId: bookingRequests.paymentMethodId })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, request.id));
    const paymentMethodId = stored!.paymentMethodId!;

    const { intent, confirmed } = await useSavedCard(customerId, request.id);
    expect(confirmed).toMatchObject({ status: 'requires_action' });
    const early = await call('POST', `/booking-requests/${request.id}/reauthorize`, customer, {
      payment_intent_id: intent.id,
    });
    expect(early.status).toBe(422);
    await call('POST', `/test-payments/3ds/${intent.id}/complete`, undefined, {
      client_secret: intent.client_secret,
    });
    const secured = await call('POST', `/booking-requests/${request.id}/reauthorize`, customer, {
      payment_intent_id: intent.id,
    });
    expect(secured.status, JSON.stringify(secured.body)).toBe(200);
    expect(secured.body.data).toMatchObject({
      payment_status: 'authorized',
      payment_error: null,
      authorization_failure: null,
    });
    // The card confirmed again is the customer's still: it is not detached at the gateway.
    const gateway = kit.t.app.services.payments as TestGateway;
    expect((await gateway.paymentMethodLedger(paymentMethodId))?.customerId).toMatch(/^cus_/);
  }, 60_000);

  it('4000 0000 0000 0341: declined again in the card’s words, and the request still needs a card', async () => {
    const { customerId, request } = await failedRequest('pm_card_chargeCustomerFail');
    const { intent, confirmed } = await useSavedCard(customerId, request.id);
    expect(confirmed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const customer = await kit.bearer(customerId);
    const refused = await call('POST', `/booking-requests/${request.id}/reauthorize`, customer, {
      payment_intent_id: intent.id,
    });
    expect(refused.status).toBe(422);
    const still = await call('GET', `/booking-requests/${request.id}`, customer);
    expect(still.body.data).toMatchObject({ payment_status: 'failed' });
    expect(still.body.data.authorization_failure).not.toBeNull();
  }, 60_000);

  it('refuses another account, a removed card and a body it does not know, in words', async () => {
    const { customerId, request } = await failedRequest('pm_card_chargeCustomerFail');
    const stranger = await kit.bearer((await createEnthusiast(kit.t.database.db)).user.id);
    const foreign = await call('POST', `/booking-requests/${request.id}/authorization`, stranger, {
      use_saved_card: true,
    });
    expect(foreign.status).toBe(404);

    const customer = await kit.bearer(customerId);
    const bad = await call('POST', `/booking-requests/${request.id}/authorization`, customer, {
      use_saved_card: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('use_saved_card must be true or false');

    await kit.t.database.db
      .update(bookingRequests)
      .set({ savedCardDetachedAt: kit.now() })
      .where(eq(bookingRequests.id, request.id));
    const removed = await call('POST', `/booking-requests/${request.id}/authorization`, customer, {
      use_saved_card: true,
    });
    expect([removed.status, removed.body.error]).toEqual([409, CARD_RESCUE_MESSAGES.noSavedCardOnRequest]);
    // Another card still secures it.
    const another = await call('POST', `/booking-requests/${request.id}/authorization`, customer, {});
    expect(another.status, JSON.stringify(another.body)).toBe(200);
  }, 60_000);
});
