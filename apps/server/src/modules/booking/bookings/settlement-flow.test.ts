import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, OFFER_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import { payoutParts } from '@cuepoint/domain/booking/contract';
import { createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { bookingEvents, bookingRequests } from '../../../db/schema/booking.ts';
import { venueProfiles } from '../../../db/schema/profiles.ts';
import { createBookingStore } from '../requests/requests-store.ts';
import type { TestGateway } from '../../../adapters/payments/test-gateway/test-gateway.ts';
import { HOUR, startBookingKit, type BookingKit } from '../requests/booking-test-kit.ts';
import { caller, remoteDj, submitRequest, TERMS, uniqueGenre, type Auth } from './bookings-test-kit.ts';

let kit: BookingKit;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  kit = await startBookingKit();
  call = caller(kit);
}, 60_000);
afterAll(async () => {
  await kit.close();
});

const intentOf = (id: string) => kit.t.app.services.payments.retrieveIntent(id);

async function customer(kind: 'venue' | 'enthusiast') {
  const { user } =
    kind === 'venue' ? await createVenue(kit.t.database.db) : await createEnthusiast(kit.t.database.db);
  return { user, auth: await kit.bearer(user.id) };
}

async function dj(genre: string, name: string) {
  const user = await remoteDj(kit, genre, name);
  return { user, auth: await kit.bearer(user.id) };
}

/** A DJ accepts as asked and the customer confirms with `terms`: the booking's id. */
async function confirmedBooking(customerAuth: Auth, djAuth: Auth, requestId: number, terms: object = TERMS) {
  const accepted = await call('POST', `/booking-requests/${requestId}/accept`, djAuth, {});
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const id = accepted.body.data.id as number;
  const confirmed = await call('POST', `/bookings/${id}/confirm`, customerAuth, terms);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // Other terms than the DJ's standard ones wait for the DJ, who agrees.
  if (confirmed.body.data.status === 'awaiting_dj_agreement') {
    const agreed = await call('POST', `/bookings/${id}/agree`, djAuth, {});
    expect([agreed.status, agreed.body.data?.status]).toEqual([200, 'confirmed']);
  }
  return id;
}

describe('offers, negotiation, confirmation and settlement', () => {
  it('a venue requests, two DJs offer, the venue counters one, the DJ accepts, the venue confirms; at T−24 h the agreed amount is captured and payouts follow the terms to the cent', async () => {
    const venue = await customer('venue');
    const genre = uniqueGenre();
    const first = await dj(genre, 'First');
    const second = await dj(genre, 'Second');
    const request = await submitRequest(kit, venue.auth, { hoursAhead: 100, genre, venue: true });

    const offerA = await call('POST', `/booking-requests/${request.id}/offers`, first.auth, {
      hourly_rate: 140,
      message: 'Happy to play a house set',
    });
    expect(offerA.status, JSON.stringify(offerA.body)).toBe(201);
    expect(offerA.body.data).toMatchObject({
      status: 'pending',
      hourly_rate: 140,
      offer_amount: 280,
      currency: 'EUR',
      awaiting: 'customer',
      counter_offer: null,
      booking_id: null,
    });
    const offerB = await call('POST', `/booking-requests/${request.id}/offers`, second.auth, {
      hourly_rate: '160',
    });
    expect(offerB.status).toBe(201);
    const again = await call('POST', `/booking-requests/${request.id}/offers`, second.auth, {
      hourly_rate: 170,
    });
    expect([again.status, again.body.error]).toEqual([409, OFFER_MESSAGES.liveOfferExists]);

    const listed = await call('GET', `/booking-requests/${request.id}`, venue.auth);
    expect(listed.body.data).toMatchObject({ offers_count: 2, booking_id: null, booking_status: null });
    const all = await call('GET', `/booking-requests/${request.id}/offers`, venue.auth);
    expect(all.body.data.map((offer: { dj_id: number }) => offer.dj_id).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
    const own = await call('GET', `/booking-requests/${request.id}/offers`, second.auth);
    expect(own.body.data.map((offer: { dj_id: number }) => offer.dj_id)).toEqual([second.user.id]);

    const countered = await call('POST', `/offers/${offerA.body.data.id}/counter`, venue.auth, {
      hourly_rate: 145,
    });
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    expect(countered.body.data).toMatchObject({
      status: 'negotiating',
      counter_offer: 290,
      counter_hourly_rate: 145,
      counter_by: 'customer',
      awaiting: 'dj',
      status_message: OFFER_MESSAGES.counterSentByCustomer,
    });
    const early = await call('POST', `/offers/${offerA.body.data.id}/accept`, venue.auth, {});
    expect([early.status, early.body.error]).toEqual([409, OFFER_MESSAGES.notYourTurn]);

    const inbox = await call('GET', '/dj/booking-requests', first.auth);
    expect(inbox.body.data.find((item: { id: number }) => item.id === request.id)).toMatchObject({
      my_offer: { id: offerA.body.data.id, status: 'negotiating', counter_offer: 290 },
      booking_id: null,
    });

    const accepted = await call('POST', `/offers/${offerA.body.data.id}/accept`, first.auth, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const bookingId = accepted.body.data.booking.id as number;
    expect(accepted.body.data.offer).toMatchObject({
      status: 'accepted',
      offer_amount: 290,
      hourly_rate: 145,
      counter_offer: null,
      awaiting: null,
      status_message: OFFER_MESSAGES.counterAcceptedByDj,
      booking_id: bookingId,
    });
    const agreed = feeBreakdown(2, 14500);
    expect(accepted.body.data.booking).toMatchObject({
      status: 'awaiting_confirmation',
      dj_id: first.user.id,
      dj_email: null,
      customer_email: null,
      venue_address: null,
      hourly_rate: 145,
      amounts: {
        customer_pays: 290,
        platform_fee: agreed.platformFeeMinor / 100,
        processing_fee: agreed.processingFeeMinor / 100,
        dj_payout: agreed.djPayoutMinor / 100,
      },
      hold_amount: 300,
      payment_status: 'authorized',
      needs_authorization: false,
      terms: null,
    });

    const lost = await call('GET', `/booking-requests/${request.id}/offers`, second.auth);
    expect(lost.status).toBe(200);
    expect(lost.body.data[0]).toMatchObject({
      status: 'withdrawn',
      status_message: OFFER_MESSAGES.closedBookedElsewhere,
    });
    const afterAccept = await call('GET', `/booking-requests/${request.id}`, venue.auth);
    expect(afterAccept.body.data).toMatchObject({
      state: 'accepted',
      // Every offer received still counts once the request is booked.
      offers_count: 2,
      booking_id: bookingId,
      booking_status: 'awaiting_confirmation',
      // The card shows who plays at the price agreed, not the budget asked.
      booked: {
        dj_id: first.user.id,
        dj_name: accepted.body.data.booking.dj_name,
        hourly_rate: 145,
        amount: 290,
      },
    });
    const winnerInbox = await call('GET', '/dj/booking-requests', first.auth);
    expect(winnerInbox.body.data.find((item: { id: number }) => item.id === request.id)).toMatchObject({
      my_offer: { status: 'accepted' },
      booking_id: bookingId,
    });

    const noAgreement = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, {
      ...TERMS,
      agree: false,
    });
    expect([noAgreement.status, noAgreement.body.error]).toEqual([400, BOOKING_MESSAGES.agreeRequired]);
    const confirmed = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, TERMS);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // Confirmed: the two reach each other; a remote set has no venue address to go to.
    expect(confirmed.body.data).toMatchObject({
      customer_email: venue.user.email,
      venue_address: null,
    });
    await kit.t.database.db
      .update(bookingRequests)
      .set({ performanceType: 'onsite', city: 'Berlin', country: 'DE' })
      .where(eq(bookingRequests.id, request.id));
    const onsite = await call('GET', `/bookings/${bookingId}`, first.auth);
    expect(onsite.body.data).toMatchObject({
      customer_email: venue.user.email,
      venue_address: '1 Club Street',
    });
    // A venue that gave its booking desk's address is reached there.
    await kit.t.database.db
      .update(venueProfiles)
      .set({ venueEmail: ' desk@club.example ' })
      .where(eq(venueProfiles.userId, venue.user.id));
    const desk = await call('GET', `/bookings/${bookingId}`, first.auth);
    expect(desk.body.data.customer_email).toBe('desk@club.example');
    await kit.t.database.db
      .update(bookingRequests)
      .set({ performanceType: 'remote' })
      .where(eq(bookingRequests.id, request.id));
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      dj_email: first.user.email,
      terms: {
        payment_terms: '30_70',
        cancellation_notice_hours: 72,
        equipment_provided: ['Pioneer CDJ-3000', 'Mixer'],
        additional_terms: 'Arrive one hour early for the sound check',
        special_requirements: null,
      },
    });
    expect(confirmed.body.data.confirmed_at).not.toBeNull();

    const gateway = kit.t.app.services.payments as unknown as TestGateway;
    const account = await gateway.connectTestAccount(first.user.id);

    await kit.advanceHours(75);
    expect((await intentOf(request.intentId))?.status).toBe('requires_capture');
    await kit.advanceHours(2);
    const intent = await intentOf(request.intentId);
    expect(intent).toMatchObject({ status: 'succeeded', amountReceivedMinor: 29_000 });

    const settled = await call('GET', `/bookings/${bookingId}`, await kit.bearer(first.user.id));
    expect(settled.body.data.payment_status).toBe('captured');
    const parts = payoutParts('30_70', agreed.djPayoutMinor, new Date(0), new Date(1));
    expect(
      settled.body.data.payouts.map((p: { kind: string; amount: number }) => [p.kind, p.amount]),
    ).toEqual(parts.map((part) => [part.kind, part.amountMinor / 100]));
    const cents = settled.body.data.payouts.reduce(
      (sum: number, p: { amount: number }) => sum + Math.round(p.amount * 100),
      0,
    );
    expect(cents).toBe(agreed.djPayoutMinor);
    expect(settled.body.data.payouts[1].due_at).toBe(
      new Date(request.eventAt.getTime() + 2 * HOUR).toISOString(),
    );
    const historyTypes = settled.body.data.history.map((entry: { type: string }) => entry.type);
    // What led to the booking is in its history: the request and this DJ's offer and counter, not the other DJ's offer.
    expect(historyTypes[0]).toBe('booking_request.submitted');
    expect(historyTypes.filter((type: string) => type === 'offer.made')).toHaveLength(1);
    expect(historyTypes).toContain('offer.countered');
    expect(historyTypes).toEqual(
      expect.arrayContaining(['offer.accepted', 'booking_request.confirmed', 'booking_request.captured']),
    );
    // The acceptance is one line: the offer's, not also the request's that came with it.
    expect(historyTypes).not.toContain('booking_request.accepted');

    // The charge's event carries what was charged: the customer's notice of it is a receipt.
    const [captured] = await kit.t.database.db
      .select({ payload: bookingEvents.payload })
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.requestId, request.id), eq(bookingEvents.type, 'booking_request.captured')),
      );
    expect(captured?.payload).toMatchObject({ amount_minor: 29_000, currency: 'EUR' });

    // The upfront part is paid at the capture, from the captured charge.
    expect(settled.body.data.payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'scheduled']);
    expect((await gateway.transfersTo(account.accountId)).map((t) => t.amountMinor)).toEqual([
      parts[0]!.amountMinor,
    ]);

    await kit.advanceHours(26);
    const completed = await call('GET', `/bookings/${bookingId}`, await kit.bearer(first.user.id));
    expect(completed.body.data.status).toBe('completed');
    // The rest once the event is over: the DJ received the payout of the agreed price to the cent.
    expect(completed.body.data.payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid']);
    const transferred = (await gateway.transfersTo(account.accountId)).reduce(
      (sum, t) => sum + t.amountMinor,
      0,
    );
    expect(transferred).toBe(agreed.djPayoutMinor);
  });

  it('a customer’s cancellation outside the notice charges nothing and releases the hold; inside it charges the agreed amount', async () => {
    const enthusiast = await customer('enthusiast');
    const genre = uniqueGenre();
    const player = await dj(genre, 'Player');

    const outside = await submitRequest(kit, enthusiast.auth, { hoursAhead: 100, genre });
    const freeId = await confirmedBooking(enthusiast.auth, player.auth, outside.id, {
      ...TERMS,
      cancellation_notice_hours: 48,
    });
    const noReason = await call('POST', `/bookings/${freeId}/cancel`, enthusiast.auth, { reason: '  ' });
    expect([noReason.status, noReason.body.error]).toEqual([400, BOOKING_MESSAGES.cancelReasonRequired]);
    const free = await call('POST', `/bookings/${freeId}/cancel`, enthusiast.auth, {
      reason: 'The party moved',
    });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    expect(free.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'released',
      cancellation: { by: 'customer', reason: 'The party moved', charged: 0 },
      payouts: [],
    });
    expect(await intentOf(outside.intentId)).toMatchObject({ status: 'canceled', amountReceivedMinor: 0 });
    const twice = await call('POST', `/bookings/${freeId}/cancel`, enthusiast.auth, { reason: 'Again' });
    expect([twice.status, twice.body.error]).toEqual([409, BOOKING_MESSAGES.notCancellable]);

    const inside = await submitRequest(kit, enthusiast.auth, { hoursAhead: 100, genre });
    const lateId = await confirmedBooking(enthusiast.auth, player.auth, inside.id, {
      ...TERMS,
      payment_terms: 'after',
      cancellation_notice_hours: 168,
    });
    // The test clock follows real time between moves, so "now" is the server's reading during the request: it lies
    // between the readings taken around it, and every payout is due at that very moment.
    const requestedAt = kit.now().getTime();
    const late = await call('POST', `/bookings/${lateId}/cancel`, enthusiast.auth, {
      reason: 'Venue closed',
    });
    const answeredAt = kit.now().getTime();
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const cancelledAt = late.body.data.cancellation.at as string;
    expect(Date.parse(cancelledAt)).toBeGreaterThanOrEqual(requestedAt);
    expect(Date.parse(cancelledAt)).toBeLessThanOrEqual(answeredAt);
    // Inside the notice: the event is 100 hours away and the notice is a week.
    expect(Date.parse(cancelledAt)).toBeGreaterThanOrEqual(inside.eventAt.getTime() - 168 * HOUR);
    const agreed = feeBreakdown(2, 15000);
    expect(late.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'captured',
      cancellation: { by: 'customer', charged: 300 },
    });
    // The DJ's payouts are the DJ's to read: the customer's answer leaves them out.
    expect(late.body.data.payouts).toEqual([]);
    const djView = await call('GET', `/bookings/${lateId}`, player.auth);
    expect(djView.body.data.payouts).toEqual([
      expect.objectContaining({
        kind: 'after_event',
        amount: agreed.djPayoutMinor / 100,
        due_at: cancelledAt,
      }),
    ]);
    expect(await intentOf(inside.intentId)).toMatchObject({
      status: 'succeeded',
      amountReceivedMinor: 30_000,
    });
  });

  it('a DJ’s cancellation before the charge reopens the request to similar DJs and keeps the hold; after the charge it is refused', async () => {
    const venue = await customer('venue');
    const genre = uniqueGenre();
    const target = await dj(genre, 'Target');
    const similar = await dj(genre, 'Similar');
    const request = await submitRequest(kit, venue.auth, {
      hoursAhead: 90,
      genre,
      djId: target.user.id,
      venue: true,
    });
    const bookingId = await confirmedBooking(venue.auth, target.auth, request.id);

    const cancelled = await call('POST', `/bookings/${bookingId}/cancel`, target.auth, {
      reason: 'Double booked',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'authorized',
      cancellation: { by: 'dj', reason: 'Double booked', charged: 0 },
    });
    expect((await intentOf(request.intentId))?.status).toBe('requires_capture');
    const reopened = await call('GET', `/booking-requests/${request.id}`, venue.auth);
    expect(reopened.body.data).toMatchObject({
      state: 'shared',
      booking_id: bookingId,
      booking_status: 'cancelled',
      booked: null,
    });
    const similarInbox = await call('GET', '/dj/booking-requests', similar.auth);
    expect(similarInbox.body.data).toEqual([expect.objectContaining({ id: request.id, reason: 'similar' })]);
    const targetInbox = await call('GET', '/dj/booking-requests', target.auth);
    expect(targetInbox.body.data.map((item: { id: number }) => item.id)).not.toContain(request.id);

    const charged = await submitRequest(kit, venue.auth, {
      hoursAhead: 30,
      genre,
      djId: target.user.id,
      venue: true,
    });
    const chargedId = await confirmedBooking(venue.auth, target.auth, charged.id);
    await kit.advanceHours(7);
    expect((await intentOf(charged.intentId))?.status).toBe('succeeded');
    const refused = await call('POST', `/bookings/${chargedId}/cancel`, await kit.bearer(target.user.id), {
      reason: 'Sick',
    });
    expect([refused.status, refused.body.error], JSON.stringify(refused.body).slice(0, 3000)).toEqual([
      409,
      BOOKING_MESSAGES.chargedAlready,
    ]);
  });

  it('a price above the hold is confirmed only after a new authorization for it', async () => {
    const venue = await customer('venue');
    const genre = uniqueGenre();
    const player = await dj(genre, 'Pricey');
    const request = await submitRequest(kit, venue.auth, {
      hoursAhead: 80,
      genre,
      hourlyBudget: 100,
      venue: true,
    });
    const offer = await call('POST', `/booking-requests/${request.id}/offers`, player.auth, {
      hourly_rate: 150,
    });
    const accepted = await call('POST', `/offers/${offer.body.data.id}/accept`, venue.auth, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.offer.status_message).toBe(OFFER_MESSAGES.offerAcceptedByCustomer);
    const bookingId = accepted.body.data.booking.id as number;
    expect(accepted.body.data.booking).toMatchObject({ hold_amount: 200, needs_authorization: true });

    const refused = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, TERMS);
    expect([refused.status, refused.body.error]).toEqual([422, BOOKING_MESSAGES.priceAboveHold]);

    const authorization = await call('POST', `/bookings/${bookingId}/authorization`, venue.auth, {});
    expect(authorization.status, JSON.stringify(authorization.body)).toBe(200);
    expect(authorization.body).toMatchObject({
      amounts: { customer_pays: 300, authorization_strategy: 'authorize_now' },
      payment_mode: 'platform',
      setup_intent: null,
    });
    const intent = authorization.body.payment_intent as { id: string; client_secret: string };
    const early = await call('POST', `/bookings/${bookingId}/reauthorize`, venue.auth, {
      payment_intent_id: intent.id,
    });
    expect(early.status).toBe(422);
    await call('POST', '/test-payments/confirm', undefined, {
      client_secret: intent.client_secret,
      payment_method: 'pm_card_visa',
    });
    const reauthorized = await call('POST', `/bookings/${bookingId}/reauthorize`, venue.auth, {
      payment_intent_id: intent.id,
    });
    expect(reauthorized.status, JSON.stringify(reauthorized.body)).toBe(200);
    expect(reauthorized.body.data).toMatchObject({
      hold_amount: 300,
      needs_authorization: false,
      payment_status: 'authorized',
    });
    expect((await intentOf(request.intentId))?.status).toBe('canceled');
    const secured = await call('POST', `/bookings/${bookingId}/authorization`, venue.auth, {});
    expect(secured.status).toBe(409);

    const confirmed = await call('POST', `/bookings/${bookingId}/confirm`, venue.auth, TERMS);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // The request's payment amounts follow the new authorization; the DJ's inbox keeps the budget as asked (with
    // what the DJ would have earned of it) beside the agreed price and what the DJ earns of that.
    const asked = feeBreakdown(2, 10_000);
    const agreed = feeBreakdown(2, 15_000);
    const listed = await call('GET', `/booking-requests/${request.id}`, venue.auth);
    expect(listed.body.data.amounts).toMatchObject({
      customer_pays: 300,
      platform_fee: agreed.platformFeeMinor / 100,
      processing_fee: agreed.processingFeeMinor / 100,
      dj_payout: agreed.djPayoutMinor / 100,
    });
    const inbox = await call('GET', '/dj/booking-requests', player.auth);
    const item = (inbox.body.data as Array<{ id: number }>).find((entry) => entry.id === request.id);
    expect(item).toMatchObject({
      hourly_budget: 100,
      total_budget: 200,
      dj_payout: asked.djPayoutMinor / 100,
      booking_id: bookingId,
      agreed: { hourly_rate: 150, amount: 300, dj_payout: agreed.djPayoutMinor / 100 },
    });
    // Confirmed now: the offer says so in the spec's words, to the DJ as to the customer.
    const offers = await call('GET', `/booking-requests/${request.id}/offers`, player.auth);
    expect(offers.body.data[0].status_message).toBe(OFFER_MESSAGES.acceptedByCustomer);
    await kit.advanceHours(57);
    expect(await intentOf(intent.id)).toMatchObject({ status: 'succeeded', amountReceivedMinor: 30_000 });
  });

  it('two accepts of the same request sent at once end in exactly one booking', async () => {
    const venue = await customer('venue');
    const genre = uniqueGenre();
    const first = await dj(genre, 'Racer');
    const second = await dj(genre, 'Rival');

    const mixed = await submitRequest(kit, venue.auth, { hoursAhead: 60, genre, venue: true });
    const offer = await call('POST', `/booking-requests/${mixed.id}/offers`, first.auth, {
      hourly_rate: 150,
    });
    const [djAccept, offerAccept] = await Promise.all([
      call('POST', `/booking-requests/${mixed.id}/accept`, second.auth, {}),
      call('POST', `/offers/${offer.body.data.id}/accept`, venue.auth, {}),
    ]);
    expect([djAccept.status, offerAccept.status].sort()).toEqual([200, 409]);
    const loser = djAccept.status === 409 ? djAccept : offerAccept;
    expect(loser.body.error).toBe(BOOKING_MESSAGES.alreadyAccepted);

    // Later than the first request's event: the DJ who won it is booked then (decision record 042).
    const twoDjs = await submitRequest(kit, venue.auth, { hoursAhead: 70, genre, venue: true });
    const answers = await Promise.all([
      call('POST', `/booking-requests/${twoDjs.id}/accept`, first.auth, {}),
      call('POST', `/booking-requests/${twoDjs.id}/accept`, second.auth, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toBe(
      BOOKING_MESSAGES.alreadyAccepted,
    );

    for (const id of [mixed.id, twoDjs.id]) {
      const rows = await kit.t.database.db.select().from(bookings).where(eq(bookings.requestId, id));
      expect(rows).toHaveLength(1);
    }
  });

  it('a late cancellation of a booking whose card is only saved charges the saved card at once', async () => {
    const enthusiast = await customer('enthusiast');
    const genre = uniqueGenre();
    const player = await dj(genre, 'Saved');
    const request = await submitRequest(kit, enthusiast.auth, { hoursAhead: 150, genre });
    const bookingId = await confirmedBooking(enthusiast.auth, player.auth, request.id, {
      ...TERMS,
      payment_terms: 'upfront',
      cancellation_notice_hours: 168,
    });
    const before = await call('GET', `/bookings/${bookingId}`, enthusiast.auth);
    expect(before.body.data.payment_status).toBe('card_saved');

    const late = await call('POST', `/bookings/${bookingId}/cancel`, enthusiast.auth, {
      reason: 'Moved abroad',
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'captured',
      cancellation: { by: 'customer', charged: 300 },
    });
    const stored = await kit.t.database.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, request.id));
    const charge = await intentOf(stored[0]!.paymentIntentId!);
    expect(charge).toMatchObject({ status: 'succeeded', amountReceivedMinor: 30_000 });
    expect((await call('GET', `/bookings/${bookingId}`, player.auth)).body.data.payouts).toEqual([
      expect.objectContaining({ kind: 'upfront', amount: feeBreakdown(2, 15000).djPayoutMinor / 100 }),
    ]);
  });

  it('an unconfirmed booking expires with its request 23 hours before the event; a cancelled request withdraws its offers', async () => {
    const venue = await customer('venue');
    const genre = uniqueGenre();
    const player = await dj(genre, 'Late');
    const other = await dj(genre, 'Other');
    const request = await submitRequest(kit, venue.auth, { hoursAhead: 40, genre, venue: true });
    const accepted = await call('POST', `/booking-requests/${request.id}/accept`, player.auth, {});
    await kit.advanceHours(18);
    const expired = await call('GET', `/bookings/${accepted.body.data.id}`, await kit.bearer(venue.user.id));
    expect(expired.body.data).toMatchObject({ status: 'expired', payment_status: 'released' });

    const open = await submitRequest(kit, await kit.bearer(venue.user.id), {
      hoursAhead: 60,
      genre,
      venue: true,
    });
    const offer = await call('POST', `/booking-requests/${open.id}/offers`, await kit.bearer(other.user.id), {
      hourly_rate: 120,
    });
    expect(offer.status).toBe(201);
    await call('POST', `/booking-requests/${open.id}/cancel`, await kit.bearer(venue.user.id), {
      reason: 'No budget',
    });
    const offers = await call('GET', `/booking-requests/${open.id}/offers`, await kit.bearer(venue.user.id));
    expect(offers.body.data[0]).toMatchObject({
      status: 'withdrawn',
      status_message: OFFER_MESSAGES.closedCancelled,
    });
  });

  it('the hourly sweep finds a confirmed booking’s charge and completion when their timers were lost', async () => {
    const venue = await customer('venue');
    const genre = uniqueGenre();
    const player = await dj(genre, 'Swept');
    const request = await submitRequest(kit, venue.auth, { hoursAhead: 40, genre, venue: true });
    await confirmedBooking(venue.auth, player.auth, request.id);
    const store = createBookingStore(kit.t.database.db);
    const at = (hours: number) => new Date(kit.now().getTime() + hours * HOUR);
    expect((await store.dueTimers(at(15), 100)).capture).not.toContain(request.id);
    expect((await store.dueTimers(at(17), 100)).capture).toContain(request.id);
    await kit.advanceHours(17);
    expect((await store.dueTimers(at(0), 100)).capture).not.toContain(request.id);
    expect((await store.dueTimers(at(24), 100)).complete).not.toContain(request.id);
    expect((await store.dueTimers(at(26), 100)).complete).toContain(request.id);
  });

  it('an enthusiast’s profile counts the booking requests it made', async () => {
    const enthusiast = await customer('enthusiast');
    await submitRequest(kit, enthusiast.auth, { hoursAhead: 70 });
    await submitRequest(kit, enthusiast.auth, { hoursAhead: 80 });
    const profile = await call('GET', '/user/profile', enthusiast.auth);
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(JSON.stringify(profile.body)).toContain('"requests_made":2');
  });
});
