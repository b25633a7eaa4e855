import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DUPLICATE_REQUEST_MESSAGE } from '@cuepoint/domain/booking/duplicate-requests';
import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { bookingPaymentAuthorizations, bookingRequests } from '../../../db/schema/booking.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { API, HOUR, startBookingKit } from './booking-test-kit.ts';
import { useKit } from '../../../test/use-test-app.ts';

const kit = useKit(startBookingKit);

type Auth = { authorization: string };
const inHours = (hours: number) => new Date(kit.now().getTime() + hours * HOUR);

let calls = 0;
async function post(url: string, auth: Auth | undefined, payload: object) {
  // Each call from an address of its own: the payment tier's rate limit is per address.
  calls += 1;
  const response = await kit.t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...auth },
    payload,
    remoteAddress: `10.0.${Math.floor(calls / 250)}.${calls % 250}`,
  });
  return { status: response.statusCode, body: response.json() };
}

type Event = { eventAt: Date; duration?: number; djId?: number; place?: Record<string, unknown> };

/** The payment step and the card's confirmation; answers the intent id (the step's own answer when refused). */
async function secureCard(auth: Auth, event: Event, extra: Record<string, unknown> = {}) {
  const authorized = await post('/payment-authorize.php', auth, {
    event_date: event.eventAt.toISOString(),
    hourly_rate: 150,
    duration: event.duration ?? 2,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    ...(event.djId ? { dj_id: event.djId } : {}),
    ...event.place,
    ...extra,
  });
  expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
  const intent = authorized.body.payment_intent as { id: string; client_secret: string };
  const confirmed = await post('/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    payment_method: 'pm_card_visa',
  });
  expect(confirmed.status).toBe(200);
  return intent.id;
}

const ONSITE_BERLIN = { performance_type: 'onsite', city: 'Berlin', country: 'DE' };

function form(event: Event, intentId: string, extra: Record<string, unknown> = {}) {
  return {
    date: event.eventAt.toISOString(),
    duration: event.duration ?? 2,
    performance_type: 'remote',
    description: 'Rooftop birthday with friends',
    hourly_budget: 150,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    payment_intent_id: intentId,
    ...(event.djId ? { dj_id: event.djId } : {}),
    ...event.place,
    ...extra,
  };
}

/** Secures a card (past the payment step's own duplicate question) and submits; answers the submit's answer. */
async function request(auth: Auth, event: Event, extra: Record<string, unknown> = {}) {
  const intentId = await secureCard(auth, event, { allow_duplicate: true });
  return { intentId, ...(await post('/booking-request.php', auth, form(event, intentId, extra))) };
}

async function customer() {
  const { user } = await createEnthusiast(kit.t.database.db);
  return { id: user.id, auth: await kit.bearer(user.id) };
}

async function remoteDj(rateMinor = 8000, currency = 'EUR') {
  const { user } = await createDj(kit.t.database.db, {
    profile: {
      stageName: `Nova Walker ${Math.random().toString(36).slice(2, 6)}`,
      hourlyRateMinMinor: rateMinor,
      currency,
      acceptsRemotePrivate: true,
    },
  });
  return user;
}

const holdOf = async (intentId: string) =>
  (await kit.t.app.services.payments.retrieveIntent(intentId))?.status;

const authorizationsOf = async (userId: number) =>
  kit.t.database.db
    .select()
    .from(bookingPaymentAuthorizations)
    .where(eq(bookingPaymentAuthorizations.userId, userId));

describe('a booking asked for twice', () => {
  it('a second request to the same DJ at an overlapping time is a 409 naming the first; its hold is released', async () => {
    const { id, auth } = await customer();
    const dj = await remoteDj();
    const first = await request(auth, { eventAt: inHours(50), djId: dj.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const firstId = first.body.data.id as number;

    // The payment step asks first: no card is held for it.
    const before = (await authorizationsOf(id)).length;
    const early = await post('/payment-authorize.php', auth, {
      event_date: inHours(51).toISOString(),
      hourly_rate: 150,
      duration: 2,
      currency: 'EUR',
      dj_id: dj.id,
    });
    expect(early).toMatchObject({
      status: 409,
      body: { success: false, error: DUPLICATE_REQUEST_MESSAGE, existing_request_id: firstId },
    });
    expect(await authorizationsOf(id)).toHaveLength(before);

    // A card secured past the payment step's question, sent without allow_duplicate: refused at submit, hold released.
    const refused = await request(auth, { eventAt: inHours(51), djId: dj.id }, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: DUPLICATE_REQUEST_MESSAGE, existing_request_id: firstId });
    expect(await holdOf(refused.intentId)).toBe('canceled');
    const stored = await kit.t.database.db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(eq(bookingRequests.customerUserId, id));
    expect(stored).toHaveLength(1);
  });

  it('allow_duplicate sends it anyway; back to back or another DJ is no duplicate', async () => {
    const { auth } = await customer();
    const dj = await remoteDj();
    const other = await remoteDj();
    const eventAt = inHours(60);
    expect((await request(auth, { eventAt, djId: dj.id })).status).toBe(201);

    const anyway = await request(auth, { eventAt, djId: dj.id }, { allow_duplicate: true });
    expect(anyway.status, JSON.stringify(anyway.body)).toBe(201);
    expect(await holdOf(anyway.intentId)).toBe('requires_capture');

    expect((await request(auth, { eventAt: inHours(62), djId: dj.id })).status).toBe(201);
    expect((await request(auth, { eventAt, djId: other.id })).status).toBe(201);
  });

  it('an open request at the same date, time and place is a duplicate; another place or time is not', async () => {
    const { auth } = await customer();
    const eventAt = inHours(70);
    const first = await request(auth, { eventAt, place: ONSITE_BERLIN });
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const early = await post('/payment-authorize.php', auth, {
      event_date: eventAt.toISOString(),
      hourly_rate: 150,
      duration: 3,
      currency: 'EUR',
      ...ONSITE_BERLIN,
      city: ' berlin ',
    });
    expect([early.status, early.body.existing_request_id]).toEqual([409, first.body.data.id]);

    const refused = await request(auth, { eventAt, place: ONSITE_BERLIN }, {});
    expect(refused.status).toBe(409);
    expect(await holdOf(refused.intentId)).toBe('canceled');

    const hamburg = { ...ONSITE_BERLIN, city: 'Hamburg' };
    expect((await request(auth, { eventAt, place: hamburg })).status).toBe(201);
    expect((await request(auth, { eventAt: inHours(71), place: ONSITE_BERLIN })).status).toBe(201);
  });

  it('cancelled, expired and declined requests do not count', async () => {
    const { auth } = await customer();
    const dj = await remoteDj();
    const eventAt = inHours(80);
    const first = await request(auth, { eventAt, djId: dj.id });
    const cancelled = await post(`/booking-requests/${first.body.data.id}/cancel`, auth, {});
    expect(cancelled.status).toBe(200);

    const second = await request(auth, { eventAt, djId: dj.id });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await kit.t.database.db
      .update(bookingRequests)
      .set({ status: 'expired' })
      .where(eq(bookingRequests.id, second.body.data.id));

    const third = await request(auth, { eventAt, djId: dj.id });
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    const declined = await post(
      `/booking-requests/${third.body.data.id}/decline`,
      await kit.bearer(dj.id),
      {},
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);

    expect((await request(auth, { eventAt, djId: dj.id })).status).toBe(201);
  });

  it('a venue’s duplicate is refused the same way', async () => {
    const venue = await createVenue(kit.t.database.db);
    const auth = await kit.bearer(venue.user.id);
    const eventAt = inHours(90);
    const intentId = await secureCard(auth, { eventAt });
    const first = await post('/venue-booking-request.php', auth, form({ eventAt }, intentId));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await secureCard(auth, { eventAt }, { allow_duplicate: true });
    const refused = await post('/venue-booking-request.php', auth, form({ eventAt }, again));
    expect([refused.status, refused.body.existing_request_id]).toEqual([409, first.body.data.id]);
  });
});

describe('the card must be secured for what the request asks', () => {
  it('a different rate, duration or currency is a 422 in words, and the hold is released', async () => {
    const { auth } = await customer();
    const eventAt = inHours(100);
    const rate = await secureCard(auth, { eventAt });
    const byRate = await post('/booking-request.php', auth, form({ eventAt }, rate, { hourly_budget: 200 }));
    expect([byRate.status, byRate.body.error]).toEqual([422, M.rateMismatch('€150', '€200')]);
    expect(await holdOf(rate)).toBe('canceled');

    const duration = await secureCard(auth, { eventAt });
    const byDuration = await post('/booking-request.php', auth, form({ eventAt }, duration, { duration: 3 }));
    expect([byDuration.status, byDuration.body.error]).toEqual([
      422,
      M.durationMismatch('2 hours', '3 hours'),
    ]);

    const currency = await secureCard(auth, { eventAt });
    const byCurrency = await post(
      '/booking-request.php',
      auth,
      form({ eventAt }, currency, { currency: 'GBP' }),
    );
    expect([byCurrency.status, byCurrency.body.error]).toEqual([422, M.currencyMismatch]);

    const same = await secureCard(auth, { eventAt });
    expect((await post('/booking-request.php', auth, form({ eventAt }, same))).status).toBe(201);
  });
});

describe('a budget below the DJ’s starting rate', () => {
  it('is refused at the payment step and at submit, naming the rate as money', async () => {
    const { id, auth } = await customer();
    const dj = await remoteDj(20_000, 'EUR');
    const [profile] = await kit.t.database.db
      .select({ stageName: djProfiles.stageName })
      .from(djProfiles)
      .where(eq(djProfiles.userId, dj.id));
    const words = `${profile!.stageName}’s rate starts at €200 per hour: raise your hourly budget to at least that.`;
    const before = (await authorizationsOf(id)).length;
    const early = await post('/payment-authorize.php', auth, {
      event_date: inHours(110).toISOString(),
      hourly_rate: 150,
      duration: 2,
      currency: 'EUR',
      dj_id: dj.id,
    });
    expect([early.status, early.body.error]).toEqual([422, words]);
    expect(await authorizationsOf(id)).toHaveLength(before);

    // The rate went up between the payment step and the submit: refused, the hold released.
    await kit.t.database.db
      .update(djProfiles)
      .set({ hourlyRateMinMinor: 10_000 })
      .where(eq(djProfiles.userId, dj.id));
    const intentId = await secureCard(auth, { eventAt: inHours(110), djId: dj.id });
    await kit.t.database.db
      .update(djProfiles)
      .set({ hourlyRateMinMinor: 20_000 })
      .where(eq(djProfiles.userId, dj.id));
    const refused = await post(
      '/booking-request.php',
      auth,
      form({ eventAt: inHours(110), djId: dj.id }, intentId),
    );
    expect([refused.status, refused.body.error]).toEqual([422, words]);
    expect(await holdOf(intentId)).toBe('canceled');
  });

  it('compares a budget in another currency at the reference rates; an open request has no minimum', async () => {
    const { auth } = await customer();
    const dj = await remoteDj(15_000, 'USD');
    // €150 is about $165: enough for a DJ starting at $150.
    expect((await request(auth, { eventAt: inHours(112), djId: dj.id })).status).toBe(201);
    const dearer = await remoteDj(20_000, 'USD');
    const refused = await post('/payment-authorize.php', auth, {
      event_date: inHours(116).toISOString(),
      hourly_rate: 150,
      duration: 2,
      currency: 'EUR',
      dj_id: dearer.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/rate starts at \$200 per hour \(about €182\)/);
    expect((await request(auth, { eventAt: inHours(116) })).status).toBe(201);
  });
});
