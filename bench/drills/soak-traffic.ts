/**
 * The soak's mixed traffic, as the web app makes it, through nginx: public reads (the home's sets and blog teaser, a
 * DJ's public page, the clock), sign-ins, DJ profile writes, and booking flows (the payment step, the card's
 * confirmation on the test gateway, a request aimed at a DJ, the DJ's offer, the venue's acceptance and its contract),
 * some stopped after the request so their timers expire them; and a test-clock move every CLOCK_MOVE_EVERY_MS. Every
 * acknowledged write goes into the ledger the audit checks afterwards.
 */
import type { Actors, Actor } from './actors.ts';
import { DRILL_PASSWORD } from './actors.ts';
import { call, type Call, type Tally } from './http-load.ts';

const HOUR = 3_600_000;
/** Half a day a move: in 10 minutes the first bookings reach their capture (T−24 h) and their end. */
export const CLOCK_MOVE_HOURS = 12;
export const CLOCK_MOVE_EVERY_MS = 15_000;
/** Below nginx's 5 minutes for the move (a move steps through its due timers in batches, decision record 040). */
const CLOCK_MOVE_TIMEOUT_MS = 280_000;
/** Rules a request may meet when the clock moved on under it (it expired, it was shared, its DJ's turn passed). */
const MAY_BE_REFUSED = [409, 422];

export type Ledger = {
  requests: Map<number, { customerId: number; djId: number; intentId: string }>;
  offers: Map<number, number>;
  bookings: Map<number, number>;
  confirmed: Set<number>;
  /** The last bio each DJ's write was acknowledged with. */
  bios: Map<number, string>;
  signIns: number;
  clockMoves: number;
  /** Jobs the clock moves reported as run. */
  timersRun: number;
};

export function newLedger(): Ledger {
  return {
    requests: new Map(),
    offers: new Map(),
    bookings: new Map(),
    confirmed: new Set(),
    bios: new Map(),
    signIns: 0,
    clockMoves: 0,
    timersRun: 0,
  };
}

type Context = {
  origin: string;
  tally: Tally;
  actors: Actors;
  ledger: Ledger;
  djSlugs: string[];
  /** The cluster runs with TEST_CLOCK=on. */
  testClock: boolean;
  /**
   * Each request from an address of its own (X-Forwarded-For, believed from nginx): for a drill that keeps the
   * per-address sign-in and card limits as shipped.
   */
  spreadAddresses?: boolean;
};

const randomAddress = () =>
  `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** One request of the traffic, counted in the phase its answer arrives in. */
function send(context: Context, spec: Call) {
  const headers = context.spreadAddresses
    ? { 'x-forwarded-for': randomAddress(), ...spec.headers }
    : spec.headers;
  return call(context.origin, () => context.tally, { ...spec, ...(headers ? { headers } : {}) });
}

const data = <T>(answer: { body: unknown } | undefined): T | undefined =>
  (answer?.body as { data?: T } | undefined)?.data;

/** The app's time: the test clock's on a cluster running one (the soak), the real time otherwise. */
async function appNow(context: Context): Promise<Date> {
  if (!context.testClock) return new Date();
  const answer = await send(context, { path: '/api/v14/test-clock' });
  const now = data<{ now: string }>(answer)?.now;
  return now ? new Date(now) : new Date();
}

export async function publicReads(context: Context, worker: number, round: number) {
  const slug = context.djSlugs[(worker + round) % Math.max(1, context.djSlugs.length)];
  const paths = [
    '/api/v14/public-dj-sets.php?limit=6',
    '/api/v14/blog-posts.php?limit=3',
    ...(slug ? [`/api/v14/dj-public-page.php?slug=${encodeURIComponent(slug)}`] : []),
    '/api/v14/health',
  ];
  for (const path of paths) await send(context, { path });
}

export async function profileWrite(context: Context, dj: Actor, round: number) {
  const bio = `Drill bio ${dj.id} round ${round}: warm-up sets, long blends and a record bag of house.`;
  const answer = await send(context, {
    method: 'PUT',
    path: '/api/v14/dj/profile',
    authorization: dj.authorization,
    body: { bio },
  });
  if (answer?.status === 200) context.ledger.bios.set(dj.id, bio);
  await send(context, {
    path: '/api/v14/dj/profile',
    authorization: dj.authorization,
  });
}

export async function signIn(context: Context, actor: Actor) {
  const answer = await send(context, {
    method: 'POST',
    path: '/api/v14/auth/login',
    body: { email: actor.email, password: DRILL_PASSWORD },
  });
  if (answer?.status === 200) context.ledger.signIns += 1;
}

/** One booking flow of `venue` with `dj`; `full` goes on to the offer, its acceptance and the contract. */
export async function bookingFlow(context: Context, venue: Actor, dj: Actor, full: boolean) {
  const { ledger } = context;
  /** A POST by `actor` the flow may be refused (another worker got there first, the window closed). */
  const mayBeRefused = (actor: Actor, path: string, body: unknown) =>
    send(context, {
      method: 'POST',
      path,
      authorization: actor.authorization,
      refused: MAY_BE_REFUSED,
      body,
    });
  const eventAt = new Date((await appNow(context)).getTime() + 72 * HOUR);
  const authorized = await send(context, {
    method: 'POST',
    path: '/api/v14/payment-authorize.php',
    authorization: venue.authorization,
    body: {
      event_name: 'Drill night',
      event_date: eventAt.toISOString(),
      hourly_rate: 150,
      duration: 2,
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      dj_id: dj.id,
    },
  });
  const answer = authorized?.body as {
    payment_intent?: { id: string; client_secret: string } | null;
    setup_intent?: { id: string; client_secret: string } | null;
  };
  const intent = answer?.payment_intent ?? answer?.setup_intent;
  if (authorized?.status !== 200 || !intent) return;
  const confirmed = await send(context, {
    method: 'POST',
    path: '/api/v14/test-payments/confirm',
    body: { client_secret: intent.client_secret, payment_method: 'pm_card_visa' },
  });
  if (confirmed?.status !== 200) return;
  const submitted = await mayBeRefused(venue, '/api/v14/venue-booking-request.php', {
    date: eventAt.toISOString(),
    duration: 2,
    performance_type: 'remote',
    description: 'Drill night on the terrace',
    hourly_budget: 150,
    preferred_genres: [context.actors.genre],
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    dj_id: dj.id,
    ...(intent.id.startsWith('seti_') ? { setup_intent_id: intent.id } : { payment_intent_id: intent.id }),
  });
  const requestId = data<{ id: number }>(submitted)?.id;
  if (submitted?.status !== 201 || !requestId) return;
  ledger.requests.set(requestId, { customerId: venue.id, djId: dj.id, intentId: intent.id });
  await send(context, {
    path: `/api/v14/booking-requests/${requestId}`,
    authorization: venue.authorization,
  });
  if (!full) return;

  // Within the budget the card holds: a higher price would need the card authorized again first.
  const offered = await mayBeRefused(dj, `/api/v14/booking-requests/${requestId}/offers`, {
    hourly_rate: 140,
    message: 'Happy to play this one',
  });
  const offerId = data<{ id: number }>(offered)?.id;
  if (offered?.status !== 201 || !offerId) return;
  ledger.offers.set(offerId, requestId);
  const accepted = await mayBeRefused(venue, `/api/v14/offers/${offerId}/accept`, {});
  const bookingId = data<{ booking: { id: number } }>(accepted)?.booking.id;
  if (accepted?.status !== 200 || !bookingId) return;
  ledger.bookings.set(bookingId, requestId);
  const contract = await mayBeRefused(venue, `/api/v14/bookings/${bookingId}/confirm`, {
    payment_terms: '50_50',
    cancellation_notice_hours: 72,
    equipment_provided: ['Mixer'],
    agree: true,
  });
  if (contract?.status === 200) ledger.confirmed.add(bookingId);
}

/**
 * Moves the test clock; the move answers once every job that fell due ran, each at its own time, so it takes
 * seconds under load. Counted in a tally of its own (`clock`), not in the traffic's latency.
 */
export async function moveClock(context: Context, clock: Tally) {
  const started = Date.now();
  const answer = await call(context.origin, clock, {
    method: 'POST',
    path: '/api/v14/test-clock/advance',
    body: { hours: CLOCK_MOVE_HOURS },
    timeoutMs: CLOCK_MOVE_TIMEOUT_MS,
  });
  const ran = answer?.status === 200 ? (data<{ ran: string[] }>(answer)?.ran.length ?? 0) : 0;
  console.log(
    `test-clock move ${context.ledger.clockMoves + 1}: ${answer?.status ?? 'no answer'} in ${((Date.now() - started) / 1000).toFixed(1)} s, ${ran} jobs run`,
  );
  if (answer?.status === 200) {
    context.ledger.clockMoves += 1;
    context.ledger.timersRun += ran;
  }
}

export type { Context as SoakContext };
