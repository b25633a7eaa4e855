import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_PLACEHOLDERS } from '@cuepoint/domain/trust/contact-masking';
import { createVenue } from '../../../db/seed/factories.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import {
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  TERMS,
  uniqueGenre,
  customerAndDj,
} from '../bookings/bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

const CONTACT = 'Call me on +49 170 1234567 or write to nova@example.com';
const MASKED = `Call me on ${CONTACT_PLACEHOLDERS.phone} or write to ${CONTACT_PLACEHOLDERS.email}`;

/** A venue's request aimed at a new DJ, its description holding a phone number and an e-mail address. */
async function venueRequest() {
  const genre = uniqueGenre();
  const { user: venue } = await createVenue(kit.t.database.db);
  const venueAuth = await kit.bearer(venue.id);
  const dj = await remoteDj(kit, genre, 'Masked');
  const request = await submitRequest(kit, venueAuth, { hoursAhead: 100, genre, djId: dj.id, venue: true });
  await kit.t.database.db
    .update(bookingRequests)
    .set({ description: `Friday night in our club. ${CONTACT}` })
    .where(eq(bookingRequests.id, request.id));
  return { venue, venueAuth, dj, request };
}

describe('contact details before a booking, on every surface one party shows the other', () => {
  it('GET /booking-requests/{id}: masked for a DJ the request reached until their booking is confirmed', async () => {
    const { venueAuth, dj, request } = await venueRequest();
    const djAuth = await kit.bearer(dj.id);
    const asDj = await call('GET', `/booking-requests/${request.id}`, djAuth);
    expect(asDj.status).toBe(200);
    expect(asDj.body.data.description).toBe(`Friday night in our club. ${MASKED}`);
    // The venue reads its own words.
    expect((await call('GET', `/booking-requests/${request.id}`, venueAuth)).body.data.description).toBe(
      `Friday night in our club. ${CONTACT}`,
    );

    // Accepted but not yet confirmed: the booking the DJ reads still hides them.
    const accepted = await call('POST', `/booking-requests/${request.id}/accept`, djAuth, {});
    expect(accepted.status).toBe(200);
    const bookingId = accepted.body.data.id as number;
    expect((await call('GET', `/bookings/${bookingId}`, djAuth)).body.data.event.description).toBe(
      `Friday night in our club. ${MASKED}`,
    );
    expect((await call('GET', `/bookings/${bookingId}`, venueAuth)).body.data.event.description).toContain(
      CONTACT,
    );

    expect((await call('POST', `/bookings/${bookingId}/confirm`, venueAuth, TERMS)).status).toBe(200);
    expect((await call('GET', `/booking-requests/${request.id}`, djAuth)).body.data.description).toContain(
      CONTACT,
    );
    expect((await call('GET', `/bookings/${bookingId}`, djAuth)).body.data.event.description).toContain(
      CONTACT,
    );
    const listed = await call('GET', '/bookings', djAuth);
    expect(listed.status).toBe(200);
    expect(
      (listed.body.data as { id: number; event: { description: string } }[]).find(
        (booking) => booking.id === bookingId,
      )?.event.description,
    ).toContain(CONTACT);
  });

  it('an offer’s message: masked for the customer until confirmed, its DJ reads it as written', async () => {
    const { genre, customerAuth, dj, djAuth } = await customerAndDj(kit, 'Offering');
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 100, genre, djId: dj.id });

    const made = await call('POST', `/booking-requests/${request.id}/offers`, djAuth, {
      hourly_rate: 140,
      message: `Happy to play! ${CONTACT}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.message).toBe(`Happy to play! ${CONTACT}`);
    const offerId = made.body.data.id as number;

    const listedForCustomer = await call('GET', `/booking-requests/${request.id}/offers`, customerAuth);
    expect(listedForCustomer.body.data[0].message).toBe(`Happy to play! ${MASKED}`);
    const listedForDj = await call('GET', `/booking-requests/${request.id}/offers`, djAuth);
    expect(listedForDj.body.data[0].message).toBe(`Happy to play! ${CONTACT}`);
    const inbox = await call('GET', '/dj/booking-requests', djAuth);
    expect(
      (inbox.body.data as { id: number; my_offer: { message: string } | null }[]).find(
        (item) => item.id === request.id,
      )?.my_offer?.message,
    ).toBe(`Happy to play! ${CONTACT}`);

    // The customer's acceptance answers the offer; the booking then confirmed shows the DJ's words.
    const accepted = await call('POST', `/offers/${offerId}/accept`, customerAuth, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.offer.message).toBe(`Happy to play! ${MASKED}`);
    const bookingId = accepted.body.data.booking.id as number;
    expect((await call('POST', `/bookings/${bookingId}/confirm`, customerAuth, TERMS)).status).toBe(200);
    const after = await call('GET', `/booking-requests/${request.id}/offers`, customerAuth);
    expect(after.body.data[0].message).toBe(`Happy to play! ${CONTACT}`);
  });

  it('a customer’s counter message is masked for the DJ, and read as written by the customer', async () => {
    const { genre, customerAuth, dj, djAuth } = await customerAndDj(kit, 'Countered');
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 100, genre, djId: dj.id });
    const made = await call('POST', `/booking-requests/${request.id}/offers`, djAuth, { hourly_rate: 140 });
    const countered = await call('POST', `/offers/${made.body.data.id}/counter`, customerAuth, {
      hourly_rate: 120,
      message: `Can we talk? ${CONTACT}`,
    });
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    expect(countered.body.data.message).toBe(`Can we talk? ${CONTACT}`);
    const forDj = await call('GET', `/booking-requests/${request.id}/offers`, djAuth);
    expect(forDj.body.data[0].message).toBe(`Can we talk? ${MASKED}`);
  });
});
