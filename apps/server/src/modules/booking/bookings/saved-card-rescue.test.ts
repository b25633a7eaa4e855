import { describe, expect, it } from 'vitest';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { HOUR } from '../requests/booking-test-kit.ts';
import {
  acceptAndConfirm,
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  uniqueGenre,
} from './bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

/** A confirmed booking whose saved card failed at the off-session authorization: the test clock is moved past that authorization. */
async function failedBooking(card: string) {
  const { user } = await createEnthusiast(kit.t.database.db);
  const dj = await remoteDj(kit, uniqueGenre(), 'Nova');
  const customer = await kit.bearer(user.id);
  const request = await submitRequest(kit, customer, { hoursAhead: 200, card });
  const bookingId = await acceptAndConfirm(kit, request.id, await kit.bearer(dj.id), customer);
  await kit.advanceHours((request.eventAt.getTime() - 83 * HOUR - kit.now().getTime()) / HOUR);
  const failed = await call('GET', `/bookings/${bookingId}`, await kit.bearer(user.id));
  expect(failed.body.data, JSON.stringify(failed.body)).toMatchObject({
    status: 'confirmed',
    payment_status: 'failed',
    needs_authorization: true,
  });
  return { customerId: user.id, bookingId, failure: failed.body.data.authorization_failure };
}

/** POST /bookings/{id}/authorization for the saved card, confirmed in the browser without a new card. */
async function useSavedCard(customerId: number, bookingId: number) {
  const authorization = await call(
    'POST',
    `/bookings/${bookingId}/authorization`,
    await kit.bearer(customerId),
    {
      use_saved_card: true,
    },
  );
  expect(authorization.status, JSON.stringify(authorization.body)).toBe(200);
  const intent = authorization.body.payment_intent as { id: string; client_secret: string };
  const confirmed = await call('POST', '/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    return_url: `/bookings/${bookingId}`,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { intent, confirmed: confirmed.body.data };
}

describe('the saved card that failed off-session is used again on-session', () => {
  it('4000 0027 6000 3184: the bank asks for 3-D Secure, the customer passes it and the same card secures the booking', async () => {
    const { customerId, bookingId, failure } = await failedBooking('pm_card_authenticationRequired');
    expect(failure).toMatchObject({ kind: 'authentication' });
    const { intent, confirmed } = await useSavedCard(customerId, bookingId);
    expect(confirmed).toMatchObject({ status: 'requires_action' });
    expect(confirmed.next_action.redirect_to_url.url).toContain(`/test-payments/3ds/${intent.id}`);

    // The browser's word is no proof: an intent that still awaits the bank is refused.
    const early = await call('POST', `/bookings/${bookingId}/reauthorize`, await kit.bearer(customerId), {
      payment_intent_id: intent.id,
    });
    expect(early.status).toBe(422);

    const passed = await call('POST', `/test-payments/3ds/${intent.id}/complete`, undefined, {
      client_secret: intent.client_secret,
    });
    expect(passed.body.data).toMatchObject({ status: 'requires_capture' });
    const secured = await call('POST', `/bookings/${bookingId}/reauthorize`, await kit.bearer(customerId), {
      payment_intent_id: intent.id,
    });
    expect(secured.status, JSON.stringify(secured.body)).toBe(200);
    expect(secured.body.data).toMatchObject({
      status: 'confirmed',
      payment_status: 'authorized',
      needs_authorization: false,
      authorization_failure: null,
    });
  });

  it('4000 0000 0000 0341: declined again, in words, and the booking still needs a card', async () => {
    const { customerId, bookingId } = await failedBooking('pm_card_chargeCustomerFail');
    const { intent, confirmed } = await useSavedCard(customerId, bookingId);
    expect(confirmed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const refused = await call('POST', `/bookings/${bookingId}/reauthorize`, await kit.bearer(customerId), {
      payment_intent_id: intent.id,
    });
    expect(refused.status).toBe(422);
    const still = await call('GET', `/bookings/${bookingId}`, await kit.bearer(customerId));
    expect(still.body.data).toMatchObject({ needs_authorization: true, payment_status: 'failed' });
  });

  it('refuses a use_saved_card that is not true or false, in words', async () => {
    const { customerId, bookingId } = await failedBooking('pm_card_chargeCustomerFail');
    const bad = await call('POST', `/bookings/${bookingId}/authorization`, await kit.bearer(customerId), {
      use_saved_card: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('use_saved_card must be true or false');
    expect(CARD_RESCUE_MESSAGES.useSavedCard).toBe('Use the saved card');
  });
});
