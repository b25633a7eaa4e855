import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { API, HOUR, startBookingKit, type BookingKit } from '../requests/booking-test-kit.ts';

export type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
export type Answer = { status: number; body: any };

/** Calls the API as the test's browser would (JSON body, the account's bearer session). */
export function caller(kit: BookingKit) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: Auth,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await kit.t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...auth, ...headers },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

export type Call = ReturnType<typeof caller>;

/**
 * The test file's booking kit, started before its tests and closed after them: `kit` stands for it from the first
 * beforeAll on (a file's own beforeAll hooks, registered after this call, see it started), `call` calls its API.
 */
export function bookingKitPerFile(): { kit: BookingKit; call: Call } {
  let started: BookingKit | undefined;
  const current = () => {
    if (!started) throw new Error('the booking kit starts in beforeAll: use it inside hooks and tests');
    return started;
  };
  beforeAll(async () => {
    started = await startBookingKit();
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  const kit = new Proxy({} as BookingKit, { get: (_target, key) => Reflect.get(current(), key) });
  const call: Call = (...args) => caller(current())(...args);
  return { kit, call };
}

export const uniqueGenre = () => `Genre ${crypto.randomBytes(4).toString('hex')}`;

/**
 * A DJ playing remote sets for venues and private customers, reached by requests in `genre`; its standard terms are
 * TERMS' (30/70, 72 hours), so a confirmation with TERMS confirms at once.
 */
export async function remoteDj(kit: BookingKit, genre: string, name = 'DJ') {
  const dj = await createDj(kit.t.database.db, {
    user: { displayName: name },
    profile: {
      stageName: `${name} ${crypto.randomBytes(3).toString('hex')}`,
      genres: [genre],
      hourlyRateMinMinor: 5000,
      acceptsRemotePrivate: true,
      acceptsRemoteVenues: true,
      defaultPaymentTerms: '30_70',
      defaultCancellationNoticeHours: 72,
    },
  });
  return dj.user;
}

export type SecuredRequest = { id: number; intentId: string; eventAt: Date };

/**
 * A customer's remote request secured with a card on the test gateway (a hold within 120 hours, a saved card
 * beyond), open to DJs of `genre` or aimed at `djId`.
 */
export async function submitRequest(
  kit: BookingKit,
  auth: Auth,
  options: {
    hoursAhead: number;
    hourlyBudget?: number;
    duration?: number;
    genre?: string;
    djId?: number;
    card?: string;
    venue?: boolean;
  },
): Promise<SecuredRequest> {
  const call = caller(kit);
  const eventAt = new Date(kit.now().getTime() + options.hoursAhead * HOUR);
  const hourlyBudget = options.hourlyBudget ?? 150;
  const duration = options.duration ?? 2;
  const authorized = await call('POST', '/payment-authorize.php', auth, {
    event_name: 'Rooftop party with friends',
    event_date: eventAt.toISOString(),
    hourly_rate: hourlyBudget,
    duration,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    ...(options.djId ? { dj_id: options.djId } : {}),
  });
  expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
  const intent = (authorized.body.setup_intent ?? authorized.body.payment_intent) as {
    id: string;
    client_secret: string;
  };
  const confirmed = await call('POST', '/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    payment_method: options.card ?? 'pm_card_visa',
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // A card that asks for 3-D Secure is passed on the test page, as its holder would.
  if (confirmed.body.data.status === 'requires_action') {
    const passed = await call('POST', `/test-payments/3ds/${intent.id}/complete`, undefined, {
      client_secret: intent.client_secret,
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
  }
  const submitted = await call(
    'POST',
    options.venue ? '/venue-booking-request.php' : '/booking-request.php',
    auth,
    {
      date: eventAt.toISOString(),
      duration,
      performance_type: 'remote',
      description: 'Rooftop party with friends',
      hourly_budget: hourlyBudget,
      preferred_genres: options.genre ? [options.genre] : [],
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      ...(intent.id.startsWith('seti_') ? { setup_intent_id: intent.id } : { payment_intent_id: intent.id }),
      ...(options.djId ? { dj_id: options.djId } : {}),
    },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  return { id: submitted.body.data.id as number, intentId: intent.id, eventAt };
}

/** The contract's terms as the three-step flow sends them. */
export const TERMS = {
  payment_terms: '30_70',
  cancellation_notice_hours: 72,
  equipment_provided: ['Pioneer CDJ-3000', ' pioneer cdj-3000 ', 'Mixer', ''],
  additional_terms: 'Arrive one hour early for the sound check',
  agree: true,
} as const;

/** The DJ accepts the request and its customer confirms the booking with TERMS: the booking's id. */
export async function acceptAndConfirm(
  kit: BookingKit,
  requestId: number,
  djAuth: Auth,
  customerAuth: Auth,
): Promise<number> {
  const call = caller(kit);
  const accepted = await call('POST', `/booking-requests/${requestId}/accept`, djAuth, {});
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const id = accepted.body.data.id as number;
  const confirmed = await call('POST', `/bookings/${id}/confirm`, customerAuth, TERMS);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return id;
}

/** A confirmed booking of the DJ (`djAuth`) for the customer, from a request as `submitRequest` makes it: its id. */
export async function confirmedBooking(
  kit: BookingKit,
  customerAuth: Auth,
  djAuth: Auth,
  request: Parameters<typeof submitRequest>[2],
): Promise<number> {
  const submitted = await submitRequest(kit, customerAuth, request);
  return acceptAndConfirm(kit, submitted.id, djAuth, customerAuth);
}

/** A customer (private unless said) and a remote DJ in a genre of their own, both signed in: a booking's sides. */
export async function customerAndDj(
  kit: BookingKit,
  djName: string,
  kind: 'enthusiast' | 'venue' = 'enthusiast',
) {
  const genre = uniqueGenre();
  const { user: customer } = await (kind === 'venue' ? createVenue : createEnthusiast)(kit.t.database.db);
  const customerAuth = await kit.bearer(customer.id);
  const dj = await remoteDj(kit, genre, djName);
  const djAuth = await kit.bearer(dj.id);
  return { genre, customer, customerAuth, dj, djAuth };
}
