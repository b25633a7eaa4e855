import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transition-guards';
import { createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import { API, HOUR, startBookingKit, type BookingKit } from './booking-test-kit.ts';

let kit: BookingKit;
let gateway: PaymentGateway;
beforeAll(async () => {
  kit = await startBookingKit();
  gateway = kit.t.app.services.payments;
}, 60_000);
afterAll(async () => {
  await kit.close();
});

type Auth = { authorization: string };
const inHours = (hours: number) => new Date(kit.now().getTime() + hours * HOUR);

async function inject(url: string, auth: Auth | undefined, payload: object) {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...auth },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The payment step and the card's confirmation, as the payment modal makes them; answers the intent id. */
async function secureCard(auth: Auth, eventAt: Date, card = 'pm_card_visa') {
  const authorized = await inject('/payment-authorize.php', auth, {
    event_date: eventAt.toISOString(),
    hourly_rate: 150,
    duration: 2,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
  });
  expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
  const intent = (authorized.body.payment_intent ?? authorized.body.setup_intent) as {
    id: string;
    client_secret: string;
  };
  const confirmed = await inject('/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    payment_method: card,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return intent.id;
}

function form(eventAt: Date, intentId: string, extra: Record<string, unknown> = {}) {
  return {
    date: eventAt.toISOString(),
    duration: 2,
    performance_type: 'remote',
    description: 'Rooftop birthday with friends',
    hourly_budget: 150,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    payment_intent_id: intentId,
    ...extra,
  };
}

async function customer() {
  const { user } = await createEnthusiast(kit.t.database.db);
  return kit.bearer(user.id);
}

const statusOf = async (intentId: string) => (await gateway.retrieveIntent(intentId))?.status;

describe('a refused submit releases the hold it came with', () => {
  it('a mismatched amount or currency releases the hold at once; the card cannot be used again', async () => {
    const auth = await customer();
    const eventAt = inHours(50);
    const intentId = await secureCard(auth, eventAt);
    expect(await statusOf(intentId)).toBe('requires_capture');

    const mismatched = await inject(
      '/booking-request.php',
      auth,
      form(eventAt, intentId, { hourly_budget: 200 }),
    );
    expect([mismatched.status, mismatched.body.error]).toEqual([422, M.rateMismatch('€150', '€200')]);
    const released = await gateway.retrieveIntent(intentId);
    expect(released).toMatchObject({ status: 'canceled', amountCapturableMinor: 0 });

    const retried = await inject('/booking-request.php', auth, form(eventAt, intentId));
    expect([retried.status, retried.body.error]).toEqual([422, M.intentNotAuthorized('canceled')]);

    const venue = await createVenue(kit.t.database.db);
    const venueAuth = await kit.bearer(venue.user.id);
    const otherCurrency = await secureCard(venueAuth, eventAt);
    const refused = await inject(
      '/venue-booking-request.php',
      venueAuth,
      form(eventAt, otherCurrency, { currency: 'USD' }),
    );
    expect([refused.status, refused.body.error]).toEqual([422, M.currencyMismatch]);
    expect(await statusOf(otherCurrency)).toBe('canceled');
  });

  it('a refusal of the rules after the card was verified releases it too', async () => {
    const auth = await customer();
    const intentId = await secureCard(auth, inHours(50));
    // The same amount for an event 10 days ahead: a hold cannot secure it (the card is saved then).
    const refused = await inject('/booking-request.php', auth, form(inHours(240), intentId));
    expect([refused.status, refused.body.error]).toEqual([422, BOOKING_REFUSALS.holdTooEarly]);
    expect(await statusOf(intentId)).toBe('canceled');
  });

  it('leaves another account’s hold, a hold serving a request and a saved card alone', async () => {
    const owner = await customer();
    const stranger = await customer();
    const eventAt = inHours(50);
    const intentId = await secureCard(owner, eventAt);

    const foreign = await inject(
      '/booking-request.php',
      stranger,
      form(eventAt, intentId, { hourly_budget: 200 }),
    );
    expect([foreign.status, foreign.body.error]).toEqual([422, M.intentForeign]);
    expect(await statusOf(intentId)).toBe('requires_capture');

    const submitted = await inject('/booking-request.php', owner, form(eventAt, intentId));
    expect(submitted.status).toBe(201);
    const reused = await inject(
      '/booking-request.php',
      owner,
      form(eventAt, intentId, { hourly_budget: 200 }),
    );
    expect([reused.status, reused.body.error]).toEqual([422, M.intentUsed]);
    expect(await statusOf(intentId)).toBe('requires_capture');

    const farAhead = inHours(240);
    const setupIntentId = await secureCard(owner, farAhead);
    const savedRefused = await inject(
      '/booking-request.php',
      owner,
      form(farAhead, setupIntentId, { hourly_budget: 200 }),
    );
    expect([savedRefused.status, savedRefused.body.error]).toEqual([422, M.rateMismatch('€150', '€200')]);
    expect(await statusOf(setupIntentId)).toBe('succeeded');
  });

  it('a gateway that fails to release keeps the refusal as it was; the hold lapses on its own', async () => {
    const auth = await customer();
    const eventAt = inHours(50);
    const intentId = await secureCard(auth, eventAt);
    const cancel = gateway.cancel;
    let asked = 0;
    gateway.cancel = async () => {
      asked += 1;
      throw new Error('gateway unreachable');
    };
    try {
      const refused = await inject(
        '/booking-request.php',
        auth,
        form(eventAt, intentId, { hourly_budget: 200 }),
      );
      expect([refused.status, refused.body.error]).toEqual([422, M.rateMismatch('€150', '€200')]);
    } finally {
      gateway.cancel = cancel;
    }
    expect(asked).toBe(1);
    expect(await statusOf(intentId)).toBe('requires_capture');
  });
});
