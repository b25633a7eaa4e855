import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { OFFER_BOOKING_LINES } from '@cuepoint/domain/booking/offer-booking-line';
import { createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import {
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  TERMS,
  uniqueGenre,
} from '../bookings/bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

/** An offer on a new request, accepted by the customer: the booking awaits the customer's confirmation. */
async function acceptedOffer(customerId: number, hoursAhead: number, venue = false) {
  const customerAuth = await kit.bearer(customerId);
  const genre = uniqueGenre();
  const dj = await remoteDj(kit, genre, 'Liner');
  const djAuth = await kit.bearer(dj.id);
  const request = await submitRequest(kit, customerAuth, { hoursAhead, genre, venue });
  const offer = await call('POST', `/booking-requests/${request.id}/offers`, djAuth, { hourly_rate: 150 });
  expect(offer.status, JSON.stringify(offer.body)).toBe(201);
  const accepted = await call('POST', `/offers/${offer.body.data.id}/accept`, customerAuth, {});
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const booking = await call('GET', '/bookings', djAuth);
  const bookingId = (booking.body.data as Array<{ id: number; request_id: number }>).find(
    (item) => item.request_id === request.id,
  )!.id;
  // Each side's reading, signed in afresh (a session does not outlive a long move of the clock).
  const lines = async () =>
    Promise.all(
      [customerId, dj.id].map(
        async (userId) =>
          (await call('GET', `/booking-requests/${request.id}/offers`, await kit.bearer(userId))).body.data[0]
            .status_message,
      ),
    );
  return { bookingId, customerAuth, lines };
}

describe('an accepted offer’s status line once its booking ended', () => {
  it('says the booking was cancelled, not that it is confirmed', async () => {
    const { user: venue } = await createVenue(kit.t.database.db);
    const { bookingId, customerAuth: venueAuth, lines } = await acceptedOffer(venue.id, 200, true);
    expect((await call('POST', `/bookings/${bookingId}/confirm`, venueAuth, TERMS)).status).toBe(200);
    expect(await lines()).toEqual([OFFER_MESSAGES.acceptedByCustomer, OFFER_MESSAGES.acceptedByCustomer]);

    const cancelled = await call('POST', `/bookings/${bookingId}/cancel`, venueAuth, { reason: 'Closed' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await lines()).toEqual([OFFER_BOOKING_LINES.cancelled, OFFER_BOOKING_LINES.cancelled]);
  });

  it('says the booking expired when the customer never confirmed it', async () => {
    const { user: fan } = await createEnthusiast(kit.t.database.db);
    const { lines } = await acceptedOffer(fan.id, 30);
    expect(await lines()).toEqual([
      OFFER_MESSAGES.offerAcceptedByCustomer,
      OFFER_MESSAGES.offerAcceptedByCustomer,
    ]);
    await kit.advanceHours(8);
    expect(await lines()).toEqual([OFFER_BOOKING_LINES.expired, OFFER_BOOKING_LINES.expired]);
  });
});
