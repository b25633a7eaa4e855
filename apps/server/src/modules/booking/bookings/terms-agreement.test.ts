import { describe, expect, it } from 'vitest';
import { WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { BOOKING_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { TERMS_AGREEMENT_MESSAGES } from '@cuepoint/domain/booking/terms-agreement';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { fanOutBookingEvents } from '../../notifications/notifications/fan-out.ts';
import { bookingKitPerFile, remoteDj, submitRequest, uniqueGenre, type Auth } from './bookings-test-kit.ts';

/*
 * The DJ's terms travel with the offer (decision record 029): the DJ's standard terms, an offer's own, the customer's
 * confirmation with them (confirmed at once) or with others (the DJ agrees or sends them back), and a booking still
 * waiting for the DJ at T−23 h expiring like an unconfirmed one.
 */

const { kit, call } = bookingKitPerFile();

async function party(kind: 'venue' | 'enthusiast' | 'dj', genre = uniqueGenre()) {
  const db = kit.t.database.db;
  const user =
    kind === 'venue'
      ? (await createVenue(db)).user
      : kind === 'enthusiast'
        ? (await createEnthusiast(db)).user
        : await remoteDj(kit, genre, 'Terms');
  return { id: user.id, auth: await kit.bearer(user.id) };
}

/** The notifications the outbox made for the account so far. */
async function heard(userId: number) {
  await fanOutBookingEvents(kit.t.database.db, kit.now(), kit.t.app.log);
  const answer = await call('GET', '/notifications', await kit.bearer(userId));
  return answer.body.data as { kind: string; body: string; url: string }[];
}

/** The DJ offers on a request open to its genre with `terms`; the customer accepts: the booking's id. */
async function offeredBooking(
  customer: Auth,
  dj: Auth,
  genre: string,
  terms: object,
  hoursAhead = 100,
  venue = false,
): Promise<{ bookingId: number; intentId: string; offer: Record<string, unknown> }> {
  const request = await submitRequest(kit, customer, { hoursAhead, genre, venue });
  const offered = await call('POST', `/booking-requests/${request.id}/offers`, dj, {
    hourly_rate: 140,
    ...terms,
  });
  expect(offered.status, JSON.stringify(offered.body)).toBe(201);
  const accepted = await call('POST', `/offers/${offered.body.data.id}/accept`, customer, {});
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { bookingId: accepted.body.data.booking.id, intentId: request.intentId, offer: offered.body.data };
}

const CONTRACT = { equipment_provided: ['Mixer'], agree: true } as const;

describe('the DJ’s standard terms', () => {
  it('are 50/50 and 72 hours unless set, and the DJ sets them in the profile', async () => {
    const dj = await party('dj');
    const before = await call('GET', '/dj/profile', dj.auth);
    // remoteDj's standard terms are 30/70 and 72 hours.
    expect(before.body.data).toMatchObject({
      default_payment_terms: '30_70',
      default_cancellation_notice_hours: 72,
    });
    const saved = await call('PUT', '/dj/profile', dj.auth, {
      default_payment_terms: 'upfront',
      default_cancellation_notice_hours: '168',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      default_payment_terms: 'upfront',
      default_cancellation_notice_hours: 168,
    });
    const bad = await call('PUT', '/dj/profile', dj.auth, { default_cancellation_notice_hours: 12 });
    expect([bad.status, bad.body.error]).toEqual([400, BOOKING_MESSAGES.noticeInvalid]);
    const plain = (await createDj(kit.t.database.db)).user;
    const unset = await call('GET', '/dj/profile', await kit.bearer(plain.id));
    expect(unset.body.data).toMatchObject({
      default_payment_terms: '50_50',
      default_cancellation_notice_hours: 72,
    });
  });
});

describe('terms on the offer', () => {
  it('an offer carries the DJ’s standard terms unless it sets its own; the customer confirming them confirms at once', async () => {
    const genre = uniqueGenre();
    const dj = await party('dj', genre);
    const venue = await party('venue');
    await call('PUT', '/dj/profile', dj.auth, { default_payment_terms: 'after' });
    const standard = await submitRequest(kit, venue.auth, { hoursAhead: 100, genre, venue: true });
    const plain = await call('POST', `/booking-requests/${standard.id}/offers`, dj.auth, {
      hourly_rate: 140,
    });
    expect(plain.body.data).toMatchObject({ payment_terms: 'after', cancellation_notice_hours: 72 });

    const { bookingId, offer } = await offeredBooking(
      venue.auth,
      dj.auth,
      genre,
      { payment_terms: 'upfront', cancellation_notice_hours: 48 },
      110,
      true,
    );
    expect(offer).toMatchObject({ payment_terms: 'upfront', cancellation_notice_hours: 48 });
    const booking = await call('GET', `/bookings/${bookingId}`, venue.auth);
    expect(booking.body.data).toMatchObject({
      status: 'awaiting_confirmation',
      dj_terms: { payment_terms: 'upfront', cancellation_notice_hours: 48 },
      terms: null,
    });
    // Absent terms are the DJ's.
    const confirmed = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, CONTRACT);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      terms: {
        payment_terms: 'upfront',
        cancellation_notice_hours: 48,
        equipment_provided: ['Mixer'],
        proposed_by: 'dj',
      },
    });
    expect(confirmed.body.data.terms.customer_agreed_at).not.toBeNull();
    expect(confirmed.body.data.terms.dj_agreed_at).not.toBeNull();
    expect(confirmed.body.data.confirmed_at).not.toBeNull();
  });

  it('a request accepted as asked carries the DJ’s standard terms; a DJ’s counter may change them, a customer’s may not', async () => {
    const genre = uniqueGenre();
    const dj = await party('dj', genre);
    const fan = await party('enthusiast');
    await call('PUT', '/dj/profile', dj.auth, { default_cancellation_notice_hours: 168 });
    const asAsked = await submitRequest(kit, fan.auth, { hoursAhead: 100, genre });
    const accepted = await call('POST', `/booking-requests/${asAsked.id}/accept`, dj.auth, {});
    expect(accepted.body.data.dj_terms).toEqual({ payment_terms: '30_70', cancellation_notice_hours: 168 });

    const other = await party('dj', genre);
    const request = await submitRequest(kit, fan.auth, { hoursAhead: 110, genre });
    const offered = await call('POST', `/booking-requests/${request.id}/offers`, other.auth, {
      hourly_rate: 140,
    });
    const customerCounter = await call('POST', `/offers/${offered.body.data.id}/counter`, fan.auth, {
      hourly_rate: 120,
      payment_terms: 'after',
    });
    expect([customerCounter.status, customerCounter.body.error]).toEqual([
      422,
      TERMS_AGREEMENT_MESSAGES.customerSetsNoOfferTerms,
    ]);
    await call('POST', `/offers/${offered.body.data.id}/counter`, fan.auth, { hourly_rate: 120 });
    const djCounter = await call('POST', `/offers/${offered.body.data.id}/counter`, other.auth, {
      hourly_rate: 130,
      cancellation_notice_hours: 24,
    });
    expect(djCounter.status, JSON.stringify(djCounter.body)).toBe(200);
    expect(djCounter.body.data).toMatchObject({ payment_terms: '30_70', cancellation_notice_hours: 24 });
  });
});

describe('changed terms wait for the DJ', () => {
  it('the DJ is told, sees both, sends them back with a message; the customer confirms again with the DJ’s terms', async () => {
    const genre = uniqueGenre();
    const dj = await party('dj', genre);
    const venue = await party('venue');
    const stranger = await party('dj');
    const { bookingId } = await offeredBooking(
      venue.auth,
      dj.auth,
      genre,
      { payment_terms: '50_50' },
      100,
      true,
    );

    const changed = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, {
      ...CONTRACT,
      payment_terms: 'after',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      status: 'awaiting_dj_agreement',
      confirmed_at: null,
      dj_terms: { payment_terms: '50_50', cancellation_notice_hours: 72 },
      terms: {
        payment_terms: 'after',
        cancellation_notice_hours: 72,
        proposed_by: 'customer',
        dj_agreed_at: null,
      },
    });
    expect(changed.body.data.terms.customer_agreed_at).not.toBeNull();
    expect((await heard(dj.id)).find((item) => item.kind === 'terms_proposed')).toMatchObject({
      url: `/bookings/${bookingId}`,
    });
    const again = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, CONTRACT);
    expect([again.status, again.body.error]).toEqual([409, BOOKING_MESSAGES.notConfirmable]);

    for (const move of ['agree', 'decline-terms']) {
      const url = `/bookings/${bookingId}/${move}`;
      const body = move === 'agree' ? {} : { message: 'No' };
      const answers = [
        await call('POST', url, undefined, body),
        await call('POST', url, venue.auth, body),
        await call('POST', url, stranger.auth, body),
      ].map((answer) => [answer.status, answer.body.error]);
      expect(answers).toEqual([
        [401, expect.any(String)],
        [403, WRONG_ACCOUNT_TYPE],
        [404, BOOKING_MESSAGES.notFound],
      ]);
    }
    const silent = await call('POST', `/bookings/${bookingId}/decline-terms`, dj.auth, { message: '  ' });
    expect([silent.status, silent.body.error]).toEqual([400, TERMS_AGREEMENT_MESSAGES.messageRequired]);

    const declined = await call('POST', `/bookings/${bookingId}/decline-terms`, dj.auth, {
      message: 'I need half upfront for travel costs',
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data).toMatchObject({
      status: 'awaiting_confirmation',
      terms: null,
      terms_declined: { message: 'I need half upfront for travel costs' },
    });
    expect((await heard(venue.id)).find((item) => item.kind === 'terms_declined')?.body).toContain(
      'I need half upfront for travel costs',
    );
    const lateAgree = await call('POST', `/bookings/${bookingId}/agree`, dj.auth, {});
    expect([lateAgree.status, lateAgree.body.error]).toEqual([409, TERMS_AGREEMENT_MESSAGES.notAwaiting]);

    const confirmed = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, {
      ...CONTRACT,
      payment_terms: '50_50',
    });
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      terms_declined: null,
      terms: { payment_terms: '50_50', proposed_by: 'dj' },
    });
  });

  it('the DJ agrees: the booking is confirmed and the customer told', async () => {
    const genre = uniqueGenre();
    const dj = await party('dj', genre);
    const fan = await party('enthusiast');
    const { bookingId } = await offeredBooking(fan.auth, dj.auth, genre, {});
    const changed = await call('POST', `/bookings/${bookingId}/confirm`, fan.auth, {
      ...CONTRACT,
      cancellation_notice_hours: 24,
    });
    expect(changed.body.data.status).toBe('awaiting_dj_agreement');
    // Only the two terms count as a change: the equipment and further terms go to the DJ with the contract.
    const agreed = await call('POST', `/bookings/${bookingId}/agree`, dj.auth, {});
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.data).toMatchObject({
      status: 'confirmed',
      terms: { payment_terms: '30_70', cancellation_notice_hours: 24, proposed_by: 'customer' },
    });
    expect(agreed.body.data.terms.dj_agreed_at).not.toBeNull();
    expect(agreed.body.data.confirmed_at).not.toBeNull();
    expect((await heard(fan.id)).map((item) => item.kind)).toContain('terms_agreed');
    const history = agreed.body.data.history.map((entry: { type: string }) => entry.type);
    expect(history).toEqual(expect.arrayContaining(['booking.terms_proposed', 'booking.terms_agreed']));
  });

  it('a booking still waiting for the DJ at T−23 h expires and its hold is released', async () => {
    const genre = uniqueGenre();
    const dj = await party('dj', genre);
    const fan = await party('enthusiast');
    const { bookingId, intentId } = await offeredBooking(fan.auth, dj.auth, genre, {}, 30);
    await call('POST', `/bookings/${bookingId}/confirm`, fan.auth, { ...CONTRACT, payment_terms: 'upfront' });
    await kit.advanceHours(8);
    const expired = await call('GET', `/bookings/${bookingId}`, await kit.bearer(fan.id));
    expect(expired.body.data).toMatchObject({ status: 'expired', payment_status: 'released' });
    expect(await kit.t.app.services.payments.retrieveIntent(intentId)).toMatchObject({ status: 'canceled' });
  });
});
