import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { BOOKING_MESSAGES, OFFER_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { BOOKING_API_MESSAGES } from '@cuepoint/domain/booking/request-api';
import { createProducer, createVenue } from '../../../db/seed/factories.ts';
import { startBookingKit, type BookingKit } from '../requests/booking-test-kit.ts';
import {
  caller,
  remoteDj,
  submitRequest,
  TERMS,
  uniqueGenre,
  type Answer,
  type Auth,
} from './bookings-test-kit.ts';

/*
 * Who may call each offer and booking route: a visitor 401, another account type 403, another account's offer,
 * booking or request 404, its parties 200; bad input 400 or 422 in words, never a 500.
 */

let kit: BookingKit;
let call: ReturnType<typeof caller>;
type Party = { id: number; auth: Auth };
let venue: Party;
let otherVenue: Party;
let unverified: Party;
let dj: Party;
let otherDj: Party;
let producer: Auth;
let requestId: number;

beforeAll(async () => {
  kit = await startBookingKit();
  call = caller(kit);
  const { db } = kit.t.database;
  const party = async (user: { id: number }) => ({ id: user.id, auth: await kit.bearer(user.id) });
  venue = await party((await createVenue(db)).user);
  otherVenue = await party((await createVenue(db)).user);
  unverified = await party((await createVenue(db, { user: { emailVerifiedAt: null } })).user);
  const genre = uniqueGenre();
  dj = await party(await remoteDj(kit, genre, 'Reached'));
  otherDj = await party(await remoteDj(kit, uniqueGenre(), 'Elsewhere'));
  producer = await kit.bearer((await createProducer(db)).user.id);
  requestId = (await submitRequest(kit, venue.auth, { hoursAhead: 100, genre, venue: true })).id;
}, 60_000);
afterAll(async () => {
  await kit.close();
});

/** Status and error of each caller, in order. */
async function statuses(calls: (() => Promise<Answer>)[]) {
  const answers: [number, string | undefined][] = [];
  for (const make of calls) {
    const answer = await make();
    answers.push([answer.status, answer.body.error]);
  }
  return answers;
}

const denied = {
  visitor: [401, expect.any(String)],
  wrongRole: [403, WRONG_ACCOUNT_TYPE],
} as const;

describe('offer routes', () => {
  it('GET /booking-requests/{id}/offers: visitor 401, producer 403, another venue or DJ 404, its parties 200', async () => {
    const url = `/booking-requests/${requestId}/offers`;
    expect(
      await statuses([
        () => call('GET', url),
        () => call('GET', url, producer),
        () => call('GET', url, otherVenue.auth),
        () => call('GET', url, otherDj.auth),
        () => call('GET', '/booking-requests/2147483000/offers', venue.auth),
        () => call('GET', '/booking-requests/abc/offers', venue.auth),
      ]),
    ).toEqual([
      denied.visitor,
      denied.wrongRole,
      [404, OFFER_MESSAGES.notFound],
      [404, OFFER_MESSAGES.notFound],
      [404, OFFER_MESSAGES.notFound],
      [400, 'id must be a whole number'],
    ]);
    expect((await call('GET', url, venue.auth)).status).toBe(200);
    expect((await call('GET', url, dj.auth)).status).toBe(200);
  });

  it('POST /booking-requests/{id}/offers: visitor 401, a customer 403, unreached DJ 404, bad rates 400, the reached DJ 201', async () => {
    const url = `/booking-requests/${requestId}/offers`;
    const body = { hourly_rate: 140 };
    expect(
      await statuses([
        () => call('POST', url, undefined, body),
        () => call('POST', url, venue.auth, body),
        () => call('POST', url, otherDj.auth, body),
        () => call('POST', url, dj.auth, { hourly_rate: -5 }),
        () => call('POST', url, dj.auth, { hourly_rate: 'lots' }),
        () => call('POST', url, dj.auth, { hourly_rate: 12.345 }),
        () => call('POST', url, dj.auth, { hourly_rate: 1_000_000 }),
        () => call('POST', url, dj.auth, { hourly_rate: 0.5 }),
        () => call('POST', url, dj.auth, { hourly_rate: 140, tip: 5 }),
        () => call('POST', url, dj.auth, { hourly_rate: 140, message: 'x'.repeat(1001) }),
      ]),
    ).toEqual([
      denied.visitor,
      denied.wrongRole,
      [404, OFFER_MESSAGES.notFound],
      [400, OFFER_MESSAGES.rateInvalid],
      [400, OFFER_MESSAGES.rateInvalid],
      [400, OFFER_MESSAGES.rateDecimals],
      [422, 'Hourly rate must be at most €100,000'],
      [422, OFFER_MESSAGES.amountTooSmall],
      [400, expect.any(String)],
      [400, OFFER_MESSAGES.messageTooLong],
    ]);
    const made = await call('POST', url, dj.auth, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });

  it('POST /offers/{id}/counter, /decline, /withdraw, /accept: visitor 401, producer 403, third parties 404, the awaited side 200', async () => {
    const offers = await call('GET', `/booking-requests/${requestId}/offers`, dj.auth);
    const offerId = offers.body.data[0].id as number;
    const url = (move: string) => `/offers/${offerId}/${move}`;
    for (const move of ['counter', 'decline', 'accept']) {
      const body = move === 'counter' ? { hourly_rate: 130 } : {};
      expect(
        await statuses([
          () => call('POST', url(move), undefined, body),
          () => call('POST', url(move), producer, body),
          () => call('POST', url(move), otherVenue.auth, body),
          () => call('POST', url(move), otherDj.auth, body),
          () => call('POST', '/offers/2147483000/' + move, venue.auth, body),
          () => call('POST', url(move), unverified.auth, body),
        ]),
      ).toEqual([
        denied.visitor,
        denied.wrongRole,
        [404, OFFER_MESSAGES.notFound],
        [404, OFFER_MESSAGES.notFound],
        [404, OFFER_MESSAGES.notFound],
        [403, EMAIL_NOT_VERIFIED],
      ]);
    }
    expect(await statuses([() => call('POST', url('withdraw'), venue.auth, {})])).toEqual([denied.wrongRole]);
    expect(await statuses([() => call('POST', url('withdraw'), otherDj.auth, {})])).toEqual([
      [404, OFFER_MESSAGES.notFound],
    ]);

    // Whose turn it is, and bad bodies.
    expect(
      await statuses([
        () => call('POST', url('counter'), dj.auth, { hourly_rate: 150 }),
        () => call('POST', url('counter'), venue.auth, {}),
        () => call('POST', url('counter'), venue.auth, { hourly_rate: 140 }),
        () => call('POST', url('decline'), venue.auth, { reason: 'r'.repeat(501) }),
        () => call('POST', url('accept'), venue.auth, { now: true }),
      ]),
    ).toEqual([
      [409, OFFER_MESSAGES.notYourTurn],
      [400, OFFER_MESSAGES.rateInvalid],
      [422, OFFER_MESSAGES.sameAmount],
      [400, OFFER_MESSAGES.reasonTooLong],
      [400, expect.any(String)],
    ]);

    const countered = await call('POST', url('counter'), venue.auth, { hourly_rate: 130 });
    expect(countered.status).toBe(200);
    const declined = await call('POST', url('decline'), dj.auth);
    expect([declined.status, declined.body.data.status_message]).toEqual([
      200,
      OFFER_MESSAGES.counterDeclined,
    ]);
    const gone = await call('POST', url('accept'), venue.auth, {});
    expect([gone.status, gone.body.error]).toEqual([409, OFFER_MESSAGES.notLive]);

    const again = await call('POST', `/booking-requests/${requestId}/offers`, dj.auth, { hourly_rate: 145 });
    expect(again.status).toBe(201);
    const withdrawn = await call('POST', `/offers/${again.body.data.id}/withdraw`, dj.auth);
    expect([withdrawn.status, withdrawn.body.data?.status], JSON.stringify(withdrawn.body)).toEqual([
      200,
      'withdrawn',
    ]);
  });
});

describe('a DJ’s answer to a request', () => {
  it('POST /booking-requests/{id}/accept and /decline: visitor 401, a customer 403, unreached DJ 404, the reached DJ 200', async () => {
    const genre = uniqueGenre();
    const reached = { auth: await kit.bearer((await remoteDj(kit, genre, 'Answerer')).id) };
    const first = await submitRequest(kit, venue.auth, { hoursAhead: 90, genre, venue: true });
    const second = await submitRequest(kit, venue.auth, { hoursAhead: 96, genre, venue: true });
    for (const move of ['accept', 'decline']) {
      const url = `/booking-requests/${first.id}/${move}`;
      expect(
        await statuses([
          () => call('POST', url, undefined, {}),
          () => call('POST', url, venue.auth, {}),
          () => call('POST', url, otherDj.auth, {}),
          () => call('POST', url, reached.auth, { reason: 5 }),
        ]),
      ).toEqual([
        denied.visitor,
        denied.wrongRole,
        [404, BOOKING_API_MESSAGES.notFound],
        [400, expect.any(String)],
      ]);
    }
    const declined = await call('POST', `/booking-requests/${first.id}/decline`, reached.auth);
    expect([declined.status, declined.body.data]).toEqual([200, { id: first.id, status: 'declined' }]);
    const afterDecline = await call('POST', `/booking-requests/${first.id}/accept`, reached.auth, {});
    expect(afterDecline.status).toBe(404);
    const accepted = await call('POST', `/booking-requests/${second.id}/accept`, reached.auth, {});
    expect([accepted.status, accepted.body.data.status]).toEqual([200, 'awaiting_confirmation']);
  });
});

describe('booking routes', () => {
  let bookingId: number;
  let djAuth: Auth;

  beforeAll(async () => {
    const genre = uniqueGenre();
    djAuth = await kit.bearer((await remoteDj(kit, genre, 'Booked')).id);
    const request = await submitRequest(kit, venue.auth, { hoursAhead: 100, genre, venue: true });
    const accepted = await call('POST', `/booking-requests/${request.id}/accept`, djAuth, {});
    bookingId = accepted.body.data.id;
  }, 30_000);

  it('GET /bookings and /bookings/{id}: visitor 401, producer 403, third parties 404 (and none listed), parties 200', async () => {
    const url = `/bookings/${bookingId}`;
    expect(
      await statuses([
        () => call('GET', '/bookings'),
        () => call('GET', '/bookings', producer),
        () => call('GET', url),
        () => call('GET', url, producer),
        () => call('GET', url, otherVenue.auth),
        () => call('GET', url, otherDj.auth),
        () => call('GET', '/bookings/0', venue.auth),
      ]),
    ).toEqual([
      denied.visitor,
      denied.wrongRole,
      denied.visitor,
      denied.wrongRole,
      [404, BOOKING_MESSAGES.notFound],
      [404, BOOKING_MESSAGES.notFound],
      [400, 'id must be a whole number'],
    ]);
    expect((await call('GET', url, venue.auth)).status).toBe(200);
    expect((await call('GET', url, djAuth)).status).toBe(200);
    const own = await call('GET', '/bookings', venue.auth);
    expect(own.body.data.map((booking: { id: number }) => booking.id)).toContain(bookingId);
    const theirs = await call('GET', '/bookings', otherVenue.auth);
    expect(theirs.body.data).toEqual([]);
  });

  it('POST /bookings/{id}/confirm, /authorization, /reauthorize: visitor 401, a DJ 403, another customer 404, bad terms 400', async () => {
    for (const move of ['confirm', 'authorization', 'reauthorize']) {
      const url = `/bookings/${bookingId}/${move}`;
      const body = move === 'confirm' ? TERMS : move === 'reauthorize' ? { payment_intent_id: 'pi_123' } : {};
      expect(
        await statuses([
          () => call('POST', url, undefined, body),
          () => call('POST', url, djAuth, body),
          () => call('POST', url, otherVenue.auth, body),
          () => call('POST', url, unverified.auth, body),
        ]),
      ).toEqual([
        denied.visitor,
        denied.wrongRole,
        [404, BOOKING_MESSAGES.notFound],
        [403, EMAIL_NOT_VERIFIED],
      ]);
    }
    const url = `/bookings/${bookingId}/confirm`;
    expect(
      await statuses([
        () => call('POST', url, venue.auth, { ...TERMS, payment_terms: 'weekly' }),
        () => call('POST', url, venue.auth, { ...TERMS, cancellation_notice_hours: 12 }),
        () => call('POST', url, venue.auth, { ...TERMS, agree: undefined }),
        () => call('POST', url, venue.auth, { ...TERMS, equipment_provided: ['x'.repeat(101)] }),
        () => call('POST', url, venue.auth, { ...TERMS, additional_terms: 'x'.repeat(2001) }),
        () => call('POST', `/bookings/${bookingId}/reauthorize`, venue.auth, {}),
        () => call('POST', `/bookings/${bookingId}/authorization`, venue.auth, {}),
      ]),
    ).toEqual([
      [400, BOOKING_MESSAGES.paymentTermsInvalid],
      [400, BOOKING_MESSAGES.noticeInvalid],
      [400, BOOKING_MESSAGES.agreeRequired],
      [400, BOOKING_MESSAGES.equipmentItemTooLong],
      [400, BOOKING_MESSAGES.additionalTermsTooLong],
      [400, BOOKING_API_MESSAGES.paymentMethodOnly],
      [409, expect.any(String)],
    ]);
    const confirmed = await call('POST', url, venue.auth, TERMS);
    expect([confirmed.status, confirmed.body.data.status]).toEqual([200, 'confirmed']);
    const twice = await call('POST', url, venue.auth, TERMS);
    expect([twice.status, twice.body.error]).toEqual([409, BOOKING_MESSAGES.notConfirmable]);
  });

  it('POST /bookings/{id}/cancel: visitor 401, producer 403, third parties 404, no reason 400, a party 200', async () => {
    const url = `/bookings/${bookingId}/cancel`;
    const body = { reason: 'Plans changed' };
    expect(
      await statuses([
        () => call('POST', url, undefined, body),
        () => call('POST', url, producer, body),
        () => call('POST', url, otherVenue.auth, body),
        () => call('POST', url, otherDj.auth, body),
        () => call('POST', url, venue.auth, {}),
        () => call('POST', url, venue.auth, { reason: 'x'.repeat(501) }),
      ]),
    ).toEqual([
      denied.visitor,
      denied.wrongRole,
      [404, BOOKING_MESSAGES.notFound],
      [404, BOOKING_MESSAGES.notFound],
      [400, BOOKING_MESSAGES.cancelReasonRequired],
      [400, BOOKING_MESSAGES.cancelReasonTooLong],
    ]);
    const cancelled = await call('POST', url, venue.auth, body);
    expect([cancelled.status, cancelled.body.data.cancellation?.by]).toEqual([200, 'customer']);
  });
});
