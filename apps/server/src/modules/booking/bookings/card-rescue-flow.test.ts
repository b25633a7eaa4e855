import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { bookingEvents } from '../../../db/schema/booking.ts';
import { HOUR } from '../requests/booking-test-kit.ts';
import {
  acceptAndConfirm,
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  uniqueGenre,
  type Auth,
} from './bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

/** The two parties; each call signs in afresh (a session ends when the test clock moves days ahead). */
async function parties() {
  const { user } = await createEnthusiast(kit.t.database.db);
  const dj = await remoteDj(kit, uniqueGenre(), 'Nova');
  return { customerId: user.id, djId: dj.id };
}

/** Moves the test clock to `hoursBefore` the event (timers due on the way run). */
async function advanceTo(eventAt: Date, hoursBefore: number) {
  const hours = (eventAt.getTime() - hoursBefore * HOUR - kit.now().getTime()) / HOUR;
  await kit.advanceHours(hours);
}

async function eventTypes(requestId: number) {
  const rows = await kit.t.database.db
    .select({ type: bookingEvents.type, payload: bookingEvents.payload })
    .from(bookingEvents)
    .where(eq(bookingEvents.requestId, requestId));
  return rows;
}

/** POST /bookings/{id}/authorization, the card in the payment step, then /reauthorize. */
async function secureWith(auth: Auth, bookingId: number, card: string) {
  const authorization = await call('POST', `/bookings/${bookingId}/authorization`, auth, {});
  expect(authorization.status, JSON.stringify(authorization.body)).toBe(200);
  const intent = authorization.body.payment_intent as { id: string; client_secret: string };
  const confirmed = await call('POST', '/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    payment_method: card,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return call('POST', `/bookings/${bookingId}/reauthorize`, auth, { payment_intent_id: intent.id });
}

describe('a saved card that fails later is rescued', () => {
  it('4000 0000 0000 0341: stays confirmed needing a card, retried once after 24 h, reminded at T−48 h, secured with 4242 and captured at T−24 h', async () => {
    const { customerId, djId } = await parties();
    const customer = await kit.bearer(customerId);
    const dj = await kit.bearer(djId);
    const card = { number: '4000 0000 0000 0341', exp_month: 12, exp_year: 2035, cvc: '123' };
    const request = await submitRequest(kit, customer, { hoursAhead: 200, card: card as never });
    const bookingId = await acceptAndConfirm(kit, request.id, dj, customer);
    const secured = await call('GET', `/bookings/${bookingId}`, await kit.bearer(customerId));
    expect(secured.body.data).toMatchObject({ payment_status: 'card_saved', authorization_failure: null });

    await advanceTo(request.eventAt, 83);
    const failed = await call('GET', `/bookings/${bookingId}`, await kit.bearer(customerId));
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    const secureBy = new Date(request.eventAt.getTime() - 23 * HOUR).toISOString();
    expect(failed.body.data).toMatchObject({
      status: 'confirmed',
      payment_status: 'failed',
      needs_authorization: true,
      authorization_failure: { kind: 'soft', reason: 'Your card was declined.', secure_by: secureBy },
    });
    const retryAt = failed.body.data.authorization_failure.retry_at as string;
    expect(
      new Date(retryAt).getTime() - new Date(failed.body.data.authorization_failure.failed_at).getTime(),
    ).toBe(24 * HOUR);
    // The DJ reads the same: the booking is at risk until secure_by.
    const djView = await call('GET', `/bookings/${bookingId}`, await kit.bearer(djId));
    expect(djView.body.data).toMatchObject({
      status: 'confirmed',
      needs_authorization: true,
      authorization_failure: { secure_by: secureBy },
    });
    const listed = await call('GET', '/bookings', await kit.bearer(djId));
    expect(listed.body.data.find((row: { id: number }) => row.id === bookingId)).toMatchObject({
      needs_authorization: true,
    });

    // 24 hours later the platform tries once more; 0341 declines again and no third try is planned.
    await kit.advanceHours(25);
    const retried = await call('GET', `/bookings/${bookingId}`, await kit.bearer(customerId));
    expect(retried.body.data.authorization_failure).toMatchObject({ kind: 'soft', retry_at: null });
    const requested = (await eventTypes(request.id)).filter(
      (event) => event.type === 'booking_request.authorization_requested',
    );
    expect(requested).toHaveLength(2);

    await advanceTo(request.eventAt, 47);
    const events = await eventTypes(request.id);
    expect(events.filter((event) => event.type === 'booking_request.authorization_reminder')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'booking_request.authorization_failed')).toHaveLength(2);

    // The same card cannot secure it; 4242 does.
    const refused = await call(
      'POST',
      `/bookings/${bookingId}/authorization`,
      await kit.bearer(customerId),
      {},
    );
    const stillDeclined = await call('POST', '/test-payments/confirm', undefined, {
      client_secret: refused.body.payment_intent.client_secret,
      payment_method: card,
    });
    expect(stillDeclined.body.data.status).toBe('requires_payment_method');
    const rescued = await secureWith(await kit.bearer(customerId), bookingId, 'pm_card_visa');
    expect(rescued.status, JSON.stringify(rescued.body)).toBe(200);
    expect(rescued.body.data).toMatchObject({
      status: 'confirmed',
      payment_status: 'authorized',
      needs_authorization: false,
      authorization_failure: null,
    });

    await advanceTo(request.eventAt, 23.5);
    const charged = await call('GET', `/bookings/${bookingId}`, await kit.bearer(djId));
    expect(charged.body.data).toMatchObject({ status: 'confirmed', payment_status: 'captured' });
  }, 60_000);

  it('pm_card_chargeCustomerFail left unsecured is released at T−23 h with the true reason, nothing charged', async () => {
    const { customerId, djId } = await parties();
    const customer = await kit.bearer(customerId);
    const dj = await kit.bearer(djId);
    const request = await submitRequest(kit, customer, {
      hoursAhead: 150,
      card: 'pm_card_chargeCustomerFail',
    });
    const bookingId = await acceptAndConfirm(kit, request.id, dj, customer);
    await advanceTo(request.eventAt, 83);
    const failed = await call('GET', `/bookings/${bookingId}`, await kit.bearer(customerId));
    expect(failed.body.data).toMatchObject({
      needs_authorization: true,
      authorization_failure: { kind: 'soft' },
    });

    await advanceTo(request.eventAt, 22.5);
    const released = await call('GET', `/bookings/${bookingId}`, await kit.bearer(customerId));
    expect(released.body.data).toMatchObject({
      status: 'expired',
      needs_authorization: false,
      authorization_failure: null,
      charged: 0,
    });
    const expired = released.body.data.history.find(
      (entry: { type: string }) => entry.type === 'booking_request.expired',
    );
    expect(expired.reason).toBe(CARD_RESCUE_MESSAGES.releasedReason);
  }, 60_000);

  it('a targeted request whose saved card fails before any DJ answered is secured on the request itself', async () => {
    const { customerId, djId } = await parties();
    const request = await submitRequest(kit, await kit.bearer(customerId), {
      hoursAhead: 150,
      djId,
      card: 'pm_card_chargeCustomerFail',
    });
    const early = await call(
      'POST',
      `/booking-requests/${request.id}/authorization`,
      await kit.bearer(customerId),
      {},
    );
    expect([early.status, early.body.error]).toEqual([409, 'The card already secures this booking request']);

    await advanceTo(request.eventAt, 83);
    const customer = await kit.bearer(customerId);
    const failed = await call('GET', `/booking-requests/${request.id}`, customer);
    expect(failed.body.data).toMatchObject({
      payment_status: 'failed',
      payment_error: 'Your card was declined.',
    });
    const stranger = await kit.bearer((await createEnthusiast(kit.t.database.db)).user.id);
    const foreign = await call('POST', `/booking-requests/${request.id}/authorization`, stranger, {});
    expect(foreign.status).toBe(404);

    const authorization = await call('POST', `/booking-requests/${request.id}/authorization`, customer, {});
    expect(authorization.status, JSON.stringify(authorization.body)).toBe(200);
    const intent = authorization.body.payment_intent as { id: string; client_secret: string };
    await call('POST', '/test-payments/confirm', undefined, {
      client_secret: intent.client_secret,
      payment_method: 'pm_card_visa',
    });
    const secured = await call('POST', `/booking-requests/${request.id}/reauthorize`, customer, {
      payment_intent_id: intent.id,
    });
    expect(secured.status, JSON.stringify(secured.body)).toBe(200);
    expect(secured.body.data).toMatchObject({ payment_status: 'authorized', payment_error: null });
    const again = await call('POST', `/booking-requests/${request.id}/reauthorize`, customer, {
      payment_intent_id: intent.id,
    });
    expect(again.status).toBe(409);
  }, 60_000);
});
