import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { ZLiveBookingEvent } from '@cuepoint/domain/booking/live-updates-api';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { createDj, createVenue } from '../../../db/seed/factories.ts';
import { bookingRequestRecipients } from '../../../db/schema/booking.ts';
import type { Db } from '../../../db/client.ts';
import { appendBookingEvent } from './outbox.ts';
import { insertBooking, insertOffer, insertRequest, reach } from './live-test-kit.ts';
import { openSse, type SseClient } from './sse-client.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let base: string;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v14`;
}, 60_000);
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

const db = () => t.database.db;

async function stream(auth: { authorization: string }, headers: Record<string, string> = {}, query = '') {
  const client = await openSse(`${base}/updates${query}`, { ...auth, ...headers });
  open.push(client);
  return client;
}

/** Connects and waits for the ready event, so what is written next is live, not replayed. */
async function connected(auth: { authorization: string }, headers: Record<string, string> = {}, query = '') {
  const client = await stream(auth, headers, query);
  expect(client.status).toBe(200);
  const ready = await client.nextOf('ready');
  return { client, readyId: Number(ready.id) };
}

const append = (requestId: number, type: string, payload: Record<string, unknown> = {}) =>
  appendBookingEvent(db(), {
    requestId,
    type,
    payload: { at: clock.now().toISOString(), ...payload },
    createdAt: clock.now(),
  });

const requestEvent = (status: string, payment = 'authorized') => ({
  actor: { role: 'system' },
  from: { status: 'shared', payment: 'authorized' },
  to: { status, payment },
  payment_intent_id: 'pi_secret_should_not_leak',
  customer_id: 999,
});

async function parties() {
  const venue = await createVenue(db());
  const reached = await createDj(db());
  const request = await insertRequest(db(), { customerUserId: venue.user.id });
  await reach(db(), request.id, reached.user.id, clock.now());
  return {
    request,
    venue: { user: venue.user, auth: await bearerFor(t.database, venue.user.id, clock.now()) },
    dj: { user: reached.user, auth: await bearerFor(t.database, reached.user.id, clock.now()) },
  };
}

async function stranger() {
  const venue = await createVenue(db());
  const request = await insertRequest(db(), { customerUserId: venue.user.id });
  return { request, auth: await bearerFor(t.database, venue.user.id, clock.now()) };
}

const data = (message: { data: string }) => ZLiveBookingEvent.parse(JSON.parse(message.data));

describe('GET /updates', () => {
  it('refuses a visitor with 401 and a bad Last-Event-ID with 400', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v14/updates' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    const { venue } = await parties();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v14/updates',
      headers: { ...venue.auth, 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Last-Event-ID must be a whole number');
    const badQuery = await t.app.inject({
      method: 'GET',
      url: '/api/v14/updates?last_event_id=-3',
      headers: venue.auth,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('streams a change to the customer and the DJ it reached within a second, with only what they need', async () => {
    const { request, venue, dj } = await parties();
    const customer = await connected(venue.auth);
    const reached = await connected(dj.auth);
    expect(customer.client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(customer.client.headers['cache-control']).toContain('no-store');

    const started = performance.now();
    const id = await append(request.id, 'booking_request.accepted', requestEvent('accepted'));
    const [toCustomer, toDj] = await Promise.all([
      customer.client.nextOf('booking'),
      reached.client.nextOf('booking'),
    ]);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1000);
    for (const message of [toCustomer, toDj]) {
      expect(message.id).toBe(String(id));
      expect(JSON.parse(message.data)).toEqual({
        id,
        type: 'booking_request.accepted',
        request_id: request.id,
        offer_id: null,
        booking_id: null,
        status: 'accepted',
        payment_status: 'authorized',
        at: clock.now().toISOString(),
      });
    }
    expect(toCustomer.data).not.toContain('pi_secret');
  });

  it('gives a third party nothing', async () => {
    const { request, venue } = await parties();
    const other = await stranger();
    const notReached = await createDj(db());
    const djAuth = await bearerFor(t.database, notReached.user.id, clock.now());
    const thirdParty = await connected(other.auth);
    const otherDj = await connected(djAuth);
    const customer = await connected(venue.auth);

    const foreign = await append(
      request.id,
      'booking_request.cancelled',
      requestEvent('cancelled', 'released'),
    );
    expect((await customer.client.nextOf('booking')).id).toBe(String(foreign));
    // The third party's next message is its own change, written after: the foreign one never came.
    const own = await append(
      other.request.id,
      'booking_request.expired',
      requestEvent('expired', 'released'),
    );
    expect((await thirdParty.client.nextOf('booking')).id).toBe(String(own));
    // A DJ the request never reached: reached by a later request, it sees that one first.
    const later = await insertRequest(db(), { customerUserId: other.request.customerUserId });
    await reach(db(), later.id, notReached.user.id, clock.now());
    const reachedLater = await append(later.id, 'booking_request.shared', requestEvent('shared'));
    expect((await otherDj.client.nextOf('booking')).id).toBe(String(reachedLater));
  });

  it("keeps a DJ out of another DJ's offer and out of a request after it left their inbox", async () => {
    const { request, venue, dj } = await parties();
    const rival = await createDj(db());
    await reach(db(), request.id, rival.user.id, clock.now());
    const rivalOffer = await insertOffer(db(), request.id, rival.user.id);
    const rivalAuth = await bearerFor(t.database, rival.user.id, clock.now());
    const customer = await connected(venue.auth);
    const first = await connected(dj.auth);
    const second = await connected(rivalAuth);

    const offerMade = await append(request.id, 'offer.made', {
      offer_id: rivalOffer.id,
      dj_id: rival.user.id,
      from: { status: 'shared', payment: 'authorized' },
      to: { status: 'shared', payment: 'authorized' },
      offer_from: null,
      offer_to: 'pending',
    });
    const toCustomer = data(await customer.client.nextOf('booking'));
    expect(toCustomer).toMatchObject({ id: offerMade, offer_id: rivalOffer.id, status: 'pending' });
    expect(data(await second.client.nextOf('booking')).id).toBe(offerMade);

    // The first DJ declines: the request leaves its inbox with that event, and later ones are not theirs.
    clock.advance(60_000);
    await db()
      .update(bookingRequestRecipients)
      .set({ hiddenAt: clock.now() })
      .where(eq(bookingRequestRecipients.djUserId, dj.user.id));
    const declined = await append(request.id, 'booking_request.declined', requestEvent('shared'));
    expect(data(await first.client.nextOf('booking')).id).toBe(declined);
    clock.advance(60_000);
    const afterwards = await append(request.id, 'booking_request.accepted', requestEvent('accepted'));
    expect(data(await second.client.nextOf('booking')).id).toBe(declined);
    expect(data(await second.client.nextOf('booking')).id).toBe(afterwards);
    // The first DJ's next message is about something of its own.
    const mine = await insertRequest(db(), { customerUserId: venue.user.id });
    await reach(db(), mine.id, dj.user.id, clock.now());
    const own = await append(mine.id, 'booking_request.submitted', requestEvent('routed_to_dj'));
    expect(data(await first.client.nextOf('booking')).id).toBe(own);
  });

  it("sends a booking's payouts to its DJ and not to the customer", async () => {
    const { request, venue, dj } = await parties();
    const booking = await insertBooking(db(), {
      requestId: request.id,
      djUserId: dj.user.id,
      customerUserId: venue.user.id,
    });
    const customer = await connected(venue.auth);
    const bookedDj = await connected(dj.auth);
    const paid = await append(request.id, 'booking.payout_paid', {
      booking_id: booking.id,
      to: { status: 'confirmed' },
    });
    const cancelled = await append(request.id, 'booking.cancelled', {
      bookingId: booking.id,
      to: { status: 'cancelled', payment: 'released' },
    });
    expect(data(await bookedDj.client.nextOf('booking'))).toMatchObject({ id: paid, booking_id: booking.id });
    expect(data(await bookedDj.client.nextOf('booking'))).toMatchObject({
      id: cancelled,
      status: 'cancelled',
    });
    expect(data(await customer.client.nextOf('booking'))).toMatchObject({
      id: cancelled,
      booking_id: booking.id,
      payment_status: 'released',
    });
  });

  it('replays everything after Last-Event-ID, in order, after a drop', async () => {
    const { request, venue } = await parties();
    const first = await connected(venue.auth);
    const seen = await append(request.id, 'offer.made', requestEvent('shared'));
    expect((await first.client.nextOf('booking')).id).toBe(String(seen));
    first.client.close();

    const missed = [];
    for (const type of ['offer.countered', 'offer.accepted', 'booking_request.accepted'])
      missed.push(await append(request.id, type, requestEvent('accepted')));

    const again = await stream(venue.auth, { 'last-event-id': String(seen) });
    expect(Number((await again.nextOf('ready')).id)).toBe(seen);
    const replayed = [];
    for (let i = 0; i < missed.length; i += 1) replayed.push(Number((await again.nextOf('booking')).id));
    expect(replayed).toEqual(missed);
    // Then live.
    const live = await append(request.id, 'booking_request.confirmed', requestEvent('confirmed'));
    expect(Number((await again.nextOf('booking')).id)).toBe(live);

    // A first connect resumes from the query the page passes.
    const fromQuery = await stream(venue.auth, {}, `?last_event_id=${missed[1]}`);
    expect(Number((await fromQuery.nextOf('booking')).id)).toBe(missed[2]);
    expect(Number((await fromQuery.nextOf('booking')).id)).toBe(live);
  });

  it('limits the open streams of one account with 429', async () => {
    const { venue } = await parties();
    const streams = [];
    for (let i = 0; i < 5; i += 1) streams.push(await connected(venue.auth));
    const refused = await t.app.inject({ method: 'GET', url: '/api/v14/updates', headers: venue.auth });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toContain('Too many live update connections');
    streams[0]?.client.close();
    await streams[0]?.client.ended;
    // The server sees the close on its own time: the sixth connects once it did.
    for (;;) {
      const next = await stream(venue.auth);
      if (next.status === 200) break;
      next.close();
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});

describe('on shutdown', () => {
  it('ends open streams cleanly', async () => {
    const other = await createTestApp({}, { clock, database: t.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const { venue } = await parties();
    const client = await openSse(`http://127.0.0.1:${port}/api/v14/updates`, venue.auth);
    await client.nextOf('ready');
    await other.close();
    await client.ended;
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'across server processes on one PostgreSQL database',
  () => {
    it('delivers a change made through one instance to a stream on another within a second', async () => {
      const second = await createTestApp({}, { clock });
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const port = (second.app.server.address() as AddressInfo).port;
        const { request, venue } = await parties();
        const client = await openSse(`http://127.0.0.1:${port}/api/v14/updates`, venue.auth);
        open.push(client);
        await client.nextOf('ready');
        const started = performance.now();
        const id = await appendBookingEvent(db() as Db, {
          requestId: request.id,
          type: 'booking_request.accepted',
          payload: requestEvent('accepted'),
          createdAt: clock.now(),
        });
        expect(Number((await client.nextOf('booking')).id)).toBe(id);
        expect(performance.now() - started).toBeLessThan(1000);
      } finally {
        await second.close();
      }
    });
  },
);
