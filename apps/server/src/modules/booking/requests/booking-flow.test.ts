import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import { BOOKING_FORM_MESSAGES } from '@cuepoint/domain/booking/request-rules';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { bookingEvents } from '../../../db/schema/booking.ts';
import { API, HOUR, startBookingKit } from './booking-test-kit.ts';
import { useKit } from '../../../test/use-test-app.ts';

const kit = useKit(startBookingKit);

type Auth = { authorization: string };
const uniqueGenre = () => `Genre ${crypto.randomBytes(4).toString('hex')}`;
const inHours = (hours: number) => new Date(kit.now().getTime() + hours * HOUR);

async function inject(method: 'GET' | 'POST', url: string, auth?: Auth, payload?: object, key?: string) {
  const response = await kit.t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

function payment(eventAt: Date, extra: Record<string, unknown> = {}) {
  return {
    user_id: 1,
    event_name: 'Rooftop birthday with friends',
    event_date: eventAt.toISOString(),
    hourly_rate: 150,
    duration: 2,
    currency: 'EUR',
    booking_type: 'booking_request',
    timezone: 'Europe/Berlin',
    ...extra,
  };
}

function form(eventAt: Date, intentId: string, extra: Record<string, unknown> = {}) {
  return {
    date: eventAt.toISOString(),
    duration: 2,
    performance_type: 'remote',
    city: '',
    country: '',
    similar_djs: [],
    example_playlist: '',
    description: 'Rooftop birthday with friends',
    hourly_budget: 150,
    preferred_genres: [],
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    payment_intent_id: intentId,
    payment_authorized: true,
    payment_amounts: { customer_pays: 1 },
    payment_mode: 'platform',
    ...extra,
  };
}

async function authorize(auth: Auth, eventAt: Date, extra: Record<string, unknown> = {}) {
  const answer = await inject('POST', '/payment-authorize.php', auth, payment(eventAt, extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const intent = answer.body.setup_intent ?? answer.body.payment_intent;
  return { ...answer.body, intent: intent as { id: string; client_secret: string } };
}

async function confirm(clientSecret: string, paymentMethod: string | object) {
  const answer = await inject('POST', '/test-payments/confirm', undefined, {
    client_secret: clientSecret,
    payment_method: paymentMethod,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string; status: string; last_payment_error?: { message: string } | null };
}

/** Authorizes and confirms with the card, answering the intent id. */
async function secureCard(
  auth: Auth,
  eventAt: Date,
  card: string | object,
  extra: Record<string, unknown> = {},
) {
  const { intent } = await authorize(auth, eventAt, extra);
  await confirm(intent.client_secret, card);
  return intent.id;
}

async function remoteDj(genre: string, venues = false) {
  const dj = await createDj(kit.t.database.db, {
    profile: {
      genres: [genre],
      hourlyRateMinMinor: 8000,
      acceptsRemotePrivate: true,
      acceptsRemoteVenues: venues,
    },
  });
  return dj.user;
}

async function eventsOf(requestId: number) {
  return kit.t.database.db.select().from(bookingEvents).where(eq(bookingEvents.requestId, requestId));
}

describe('booking requests on the test gateway', () => {
  it('an enthusiast books a DJ 10 days ahead with pm_card_visa: card saved, authorized 3.5 days before', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const dj = await remoteDj(uniqueGenre());
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(240);

    const authorized = await authorize(auth, eventAt, { dj_id: dj.id });
    expect(authorized.amounts).toEqual({
      customer_pays: 300,
      platform_fee: 2,
      processing_fee: 9,
      dj_payout: 289,
      authorization_strategy: 'save_payment_method',
      currency: 'EUR',
    });
    expect(authorized.payment_intent).toBeNull();
    expect(authorized.payment_mode).toBe('platform');
    expect(authorized.dj_has_stripe).toBe(false);
    expect((await confirm(authorized.intent.client_secret, 'pm_card_visa')).status).toBe('succeeded');

    const submitted = await inject(
      'POST',
      '/booking-request.php',
      auth,
      form(eventAt, authorized.intent.id, { dj_id: dj.id }),
    );
    expect(submitted.status).toBe(201);
    expect(submitted.body.message).toBe(BOOKING_FORM_MESSAGES.submitted);
    expect(submitted.body.data).toMatchObject({
      state: 'routed_to_dj',
      status: 'pending',
      payment_status: 'card_saved',
      dj_id: dj.id,
      hourly_budget: 150,
      duration: 2,
      date: eventAt.toISOString(),
    });
    const id = submitted.body.data.id as number;

    const inbox = await inject('GET', '/dj/booking-requests', await kit.bearer(dj.id));
    expect(inbox.body.data).toEqual([
      expect.objectContaining({ id, dj_payout: 289, total_budget: 300, reason: 'targeted' }),
    ]);

    await kit.advanceHours(240 - 84 - 1);
    let listed = await inject('GET', `/booking-requests/${id}`, await kit.bearer(user.id));
    expect(listed.body.data.payment_status).toBe('card_saved');

    await kit.advanceHours(2);
    listed = await inject('GET', `/booking-requests/${id}`, await kit.bearer(user.id));
    expect(listed.body.data.payment_status).toBe('authorized');
    const types = (await eventsOf(id)).map((event) => event.type);
    expect(types).toContain('booking_request.authorization_requested');
    expect(types).toContain('booking_request.authorized');
  });

  it('a venue books 2 days ahead with 4242…: authorized at once, matching DJs reached', async () => {
    const { user } = await createVenue(kit.t.database.db);
    const genre = uniqueGenre();
    const matching = await remoteDj(genre, true);
    const privateOnly = await remoteDj(genre, false);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(48);

    const authorized = await authorize(auth, eventAt);
    expect(authorized.amounts.authorization_strategy).toBe('authorize_now');
    expect(authorized.setup_intent).toBeNull();
    const held = await confirm(authorized.intent.client_secret, {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(held.status).toBe('requires_capture');

    const submitted = await inject(
      'POST',
      '/venue-booking-request.php',
      auth,
      form(eventAt, authorized.intent.id, { preferred_genres: [genre] }),
    );
    expect(submitted.status).toBe(201);
    expect(submitted.body.data).toMatchObject({ state: 'shared', payment_status: 'authorized', dj_id: null });

    const reached = await inject('GET', '/dj/booking-requests', await kit.bearer(matching.id));
    expect(reached.body.data.map((request: { id: number }) => request.id)).toContain(submitted.body.data.id);
    const notReached = await inject('GET', '/dj/booking-requests', await kit.bearer(privateOnly.id));
    expect(notReached.body.data).toEqual([]);

    const venueList = await inject('GET', '/venue-booking-requests.php', auth);
    expect(venueList.body.data).toEqual([expect.objectContaining({ id: submitted.body.data.id })]);
  });

  it('a declined card is refused at confirmation with the gateway’s message, and its intent at submit', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(72);
    const authorized = await authorize(auth, eventAt);
    const declined = await confirm(authorized.intent.client_secret, 'pm_card_chargeDeclined');
    expect(declined.status).toBe('requires_payment_method');
    expect(declined.last_payment_error?.message).toBe('Your card was declined.');

    const submitted = await inject('POST', '/booking-request.php', auth, form(eventAt, authorized.intent.id));
    expect(submitted.status).toBe(422);
    expect(submitted.body.error).toBe(M.intentNotAuthorized('requires_payment_method'));
  });

  it('a saved card that fails off-session marks the payment failed with an event for the customer', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(200);
    const intentId = await secureCard(auth, eventAt, 'pm_card_insufficientFunds');
    const submitted = await inject('POST', '/booking-request.php', auth, form(eventAt, intentId));
    expect(submitted.body.data.payment_status).toBe('card_saved');

    await kit.advanceHours(200 - 84 + 1);
    const listed = await inject(
      'GET',
      `/booking-requests/${submitted.body.data.id}`,
      await kit.bearer(user.id),
    );
    expect(listed.body.data).toMatchObject({
      payment_status: 'failed',
      payment_error: 'Your card has insufficient funds.',
    });
    const failed = (await eventsOf(submitted.body.data.id)).find(
      (event) => event.type === 'booking_request.authorization_failed',
    );
    expect(failed?.payload).toMatchObject({
      reason: 'Your card has insufficient funds.',
      customer_id: user.id,
    });
  });

  it('a targeted request unanswered for 48 hours reaches a similar DJ', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const genre = uniqueGenre();
    const target = await remoteDj(genre);
    const similar = await remoteDj(genre);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(110);
    const intentId = await secureCard(auth, eventAt, 'pm_card_visa', { dj_id: target.id });
    const submitted = await inject(
      'POST',
      '/booking-request.php',
      auth,
      form(eventAt, intentId, { dj_id: target.id }),
    );
    const id = submitted.body.data.id as number;

    await kit.advanceHours(47);
    expect((await inject('GET', '/dj/booking-requests', await kit.bearer(similar.id))).body.data).toEqual([]);
    expect((await inject('GET', `/booking-requests/${id}`, await kit.bearer(similar.id))).status).toBe(404);

    await kit.advanceHours(2);
    const inbox = await inject('GET', '/dj/booking-requests', await kit.bearer(similar.id));
    expect(inbox.body.data).toEqual([expect.objectContaining({ id, reason: 'similar', state: 'shared' })]);
    const own = await inject('GET', `/booking-requests/${id}`, await kit.bearer(user.id));
    expect(
      own.body.data.recipients.map((r: { dj_id: number; reason: string }) => [r.dj_id, r.reason]),
    ).toEqual([
      [target.id, 'targeted'],
      [similar.id, 'similar'],
    ]);
  });

  it('an unaccepted request expires 23 hours before the event and its hold is released', async () => {
    const { user } = await createVenue(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(30);
    const intentId = await secureCard(auth, eventAt, 'pm_card_visa');
    const submitted = await inject('POST', '/venue-booking-request.php', auth, form(eventAt, intentId));
    expect(submitted.body.data.payment_status).toBe('authorized');

    await kit.advanceHours(6);
    let listed = await inject(
      'GET',
      `/booking-requests/${submitted.body.data.id}`,
      await kit.bearer(user.id),
    );
    expect(listed.body.data.state).toBe('shared');
    await kit.advanceHours(2);
    listed = await inject('GET', `/booking-requests/${submitted.body.data.id}`, await kit.bearer(user.id));
    expect(listed.body.data).toMatchObject({
      state: 'expired',
      status: 'expired',
      payment_status: 'released',
    });
    const intent = await kit.t.app.services.payments.retrieveIntent(intentId);
    expect(intent?.status).toBe('canceled');
  });

  it('a customer’s cancel releases the hold and charges nothing; a second cancel is refused', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(60);
    const intentId = await secureCard(auth, eventAt, 'pm_card_visa');
    const submitted = await inject('POST', '/booking-requests.php', auth, {
      ...form(eventAt, intentId),
      user_type: 'enthusiast',
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.data.id as number;

    const cancelled = await inject('POST', `/booking-requests/${id}/cancel`, auth, {
      reason: 'Plans changed',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', payment_status: 'released' });
    const intent = await kit.t.app.services.payments.retrieveIntent(intentId);
    expect(intent).toMatchObject({ status: 'canceled', amountReceivedMinor: 0 });

    const again = await inject('POST', `/booking-requests/${id}/cancel`, auth, {});
    expect(again.status).toBe(409);
  });

  it('a saved card dropped on cancel is never authorized later', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(150);
    const intentId = await secureCard(auth, eventAt, 'pm_card_visa');
    const submitted = await inject('POST', '/booking-request.php', auth, form(eventAt, intentId));
    const id = submitted.body.data.id as number;
    expect((await inject('POST', `/booking-requests/${id}/cancel`, auth, {})).body.data.payment_status).toBe(
      'released',
    );
    await kit.advanceHours(150 - 84 + 1);
    const listed = await inject('GET', `/booking-requests/${id}`, await kit.bearer(user.id));
    expect(listed.body.data).toMatchObject({ state: 'cancelled', payment_status: 'released' });
  });
});

describe('intent checks at submit', () => {
  it('refuses forged, reused, foreign and mismatched intents, and answers a replay with the first request', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const other = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(50);
    const intentId = await secureCard(auth, eventAt, 'pm_card_visa');

    const forged = await inject('POST', '/booking-request.php', auth, form(eventAt, 'pi_forged123'));
    expect([forged.status, forged.body.error]).toEqual([422, M.intentUnknown]);

    const foreign = await inject(
      'POST',
      '/booking-request.php',
      await kit.bearer(other.user.id),
      form(eventAt, intentId),
    );
    expect([foreign.status, foreign.body.error]).toEqual([422, M.intentForeign]);

    // A refused submit releases its hold (refused-submit.test.ts): the mismatches use a card of their own.
    const refusedCard = await secureCard(auth, eventAt, 'pm_card_visa');
    const mismatched = await inject(
      'POST',
      '/booking-request.php',
      auth,
      form(eventAt, refusedCard, { hourly_budget: 200 }),
    );
    expect([mismatched.status, mismatched.body.error]).toEqual([422, M.rateMismatch('€150', '€200')]);

    const otherCurrency = await inject(
      'POST',
      '/booking-request.php',
      auth,
      form(eventAt, refusedCard, { currency: 'USD' }),
    );
    expect([otherCurrency.status, otherCurrency.body.error]).toEqual([422, M.currencyMismatch]);

    const first = await inject('POST', '/booking-request.php', auth, form(eventAt, intentId), 'submit-key-1');
    expect(first.status).toBe(201);
    const replay = await inject(
      'POST',
      '/booking-request.php',
      auth,
      form(eventAt, intentId),
      'submit-key-1',
    );
    expect(replay.status).toBe(200);
    expect(replay.body.data.id).toBe(first.body.data.id);

    const reused = await inject(
      'POST',
      '/booking-request.php',
      auth,
      form(eventAt, intentId),
      'submit-key-2',
    );
    expect([reused.status, reused.body.error]).toEqual([422, M.intentUsed]);
    const reusedWithoutKey = await inject('POST', '/booking-request.php', auth, form(eventAt, intentId));
    expect([reusedWithoutKey.status, reusedWithoutKey.body.error]).toEqual([422, M.intentUsed]);

    const secondCard = await secureCard(auth, eventAt, 'pm_card_visa');
    const keyMisused = await inject(
      'POST',
      '/booking-request.php',
      auth,
      form(eventAt, secondCard),
      'submit-key-1',
    );
    expect([keyMisused.status, keyMisused.body.error]).toEqual([409, M.idempotencyKeyReused]);

    const list = await inject('GET', '/booking-requests.php', auth);
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses a card not yet authorized and a submit without an intent', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const eventAt = inHours(50);
    const { intent } = await authorize(auth, eventAt);
    const early = await inject('POST', '/booking-request.php', auth, form(eventAt, intent.id));
    expect([early.status, early.body.error]).toEqual([422, M.intentNotAuthorized('requires_payment_method')]);

    const withoutIntent = await inject('POST', '/booking-request.php', auth, form(eventAt, ''));
    expect([withoutIntent.status, withoutIntent.body.error]).toEqual([
      400,
      BOOKING_FORM_MESSAGES.paymentRequired,
    ]);
  });

  it('refuses to price an event closer than 23 hours or in the past', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const soon = await inject('POST', '/payment-authorize.php', auth, payment(inHours(10)));
    expect(soon.status).toBe(422);
    const past = await inject('POST', '/payment-authorize.php', auth, payment(inHours(-2)));
    expect([past.status, past.body.error]).toEqual([422, BOOKING_FORM_MESSAGES.inThePast]);
  });
});
