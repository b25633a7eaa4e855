import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_NOTICES, CONTACT_PLACEHOLDERS } from '@cuepoint/domain/trust/contact-masking';
import { MESSAGE_MESSAGES } from '@cuepoint/domain/trust/messages';
import { THREAD_NOTICES } from '@cuepoint/domain/trust/thread-notice';
import { createEnthusiast, createProducer, createVenue } from '../../../db/seed/factories.ts';
import { bookingEvents } from '../../../db/schema/booking.ts';
import {
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  TERMS,
  uniqueGenre,
  type Auth,
  customerAndDj,
} from '../bookings/bookings-test-kit.ts';
import { createLiveStore } from '../../notifications/live-updates/live-store.ts';

const { kit, call } = bookingKitPerFile();

const patch = async (url: string, auth: Auth | undefined, payload: object) => {
  const response = await kit.t.app.inject({
    method: 'PATCH',
    url: `/api/v14${url}`,
    headers: { ...auth },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};

const PRIVATE = 'Call me on +49 170 1234567 or write to anna.beats@example.com, insta: @anna_beats';

describe('messages between a customer and the DJs a request reached', () => {
  it('hide contact details from the other party until their booking is confirmed; the sender always reads their own words; only the two parties read the conversation', async () => {
    const genre = uniqueGenre();
    const { user: venue } = await createVenue(kit.t.database.db);
    const venueAuth = await kit.bearer(venue.id);
    const anna = await remoteDj(kit, genre, 'Anna');
    const annaAuth = await kit.bearer(anna.id);
    const ben = await remoteDj(kit, genre, 'Ben');
    const benAuth = await kit.bearer(ben.id);
    const stranger = await remoteDj(kit, uniqueGenre(), 'Stranger');
    const strangerAuth = await kit.bearer(stranger.id);
    const { user: otherCustomer } = await createEnthusiast(kit.t.database.db);
    const otherAuth = await kit.bearer(otherCustomer.id);
    const { user: producer } = await createProducer(kit.t.database.db);
    const producerAuth = await kit.bearer(producer.id);
    const request = await submitRequest(kit, venueAuth, { hoursAhead: 100, genre, venue: true });
    const url = `/booking-requests/${request.id}/messages`;

    const sent = await call('POST', url, annaAuth, { text: PRIVATE });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ sender: 'dj', mine: true, text: PRIVATE, hidden_details: [] });
    expect(sent.body.data.editable_until).not.toBeNull();

    const seenByVenue = await call('GET', `${url}?dj_id=${anna.id}`, venueAuth);
    expect(seenByVenue.status).toBe(200);
    expect(seenByVenue.body.data).toMatchObject({
      request_id: request.id,
      booking_id: null,
      dj: { id: anna.id },
      customer: { id: venue.id },
      contact_details_hidden: true,
      notice: CONTACT_NOTICES.hidden,
    });
    const masked = seenByVenue.body.data.messages[0];
    expect(masked).toMatchObject({ mine: false, sender: 'dj', hidden_details: ['email', 'phone', 'handle'] });
    expect(masked.text).toBe(
      `Call me on ${CONTACT_PLACEHOLDERS.phone} or write to ${CONTACT_PLACEHOLDERS.email}, insta: ${CONTACT_PLACEHOLDERS.handle}`,
    );
    expect(masked.editable_until).toBeNull();
    const seenByAnna = await call('GET', url, annaAuth);
    expect(seenByAnna.body.data.messages.map((m: { text: string }) => m.text)).toEqual([PRIVATE]);

    const answer = await call('POST', url, venueAuth, {
      text: 'Sounds good, my number is 030 98765432',
      dj_id: anna.id,
    });
    expect(answer.status).toBe(201);
    expect((await call('GET', url, annaAuth)).body.data.messages[1].text).toBe(
      `Sounds good, my number is ${CONTACT_PLACEHOLDERS.phone}`,
    );
    // Another DJ the request reached has a conversation of its own.
    expect((await call('GET', url, benAuth)).body.data.messages).toEqual([]);
    expect((await call('POST', url, benAuth, { text: 'Hi there!' })).status).toBe(201);
    expect((await call('GET', `${url}?dj_id=${anna.id}`, venueAuth)).body.data.messages).toHaveLength(2);

    // Who may read it.
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url, producerAuth)).status).toBe(403);
    expect((await call('GET', `${url}?dj_id=${anna.id}`, otherAuth)).status).toBe(404);
    expect((await call('GET', url, strangerAuth)).status).toBe(404);
    expect((await call('POST', url, strangerAuth, { text: 'Let me in' })).status).toBe(404);
    expect((await call('GET', `${url}?dj_id=${stranger.id}`, venueAuth)).body.error).toBe(
      MESSAGE_MESSAGES.djNotReached,
    );
    expect((await call('GET', url, venueAuth)).body).toMatchObject({
      success: false,
      error: MESSAGE_MESSAGES.djRequired,
    });
    expect((await call('GET', `${url}?dj_id=abc`, venueAuth)).status).toBe(400);
    expect((await call('POST', url, annaAuth, { text: '   ' })).body.error).toBe(
      MESSAGE_MESSAGES.textRequired,
    );
    expect((await call('POST', url, annaAuth, { text: 'x'.repeat(2001) })).body.error).toBe(
      MESSAGE_MESSAGES.textTooLong,
    );
    expect((await call('GET', `/booking-requests/999999/messages`, annaAuth)).status).toBe(404);

    // The outbox says a message was sent, never what it said; each DJ hears only of its own conversation.
    const rows = await kit.t.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.requestId, request.id));
    const sentRows = rows.filter((row) => row.type === 'message.sent');
    expect(sentRows).toHaveLength(3);
    expect(JSON.stringify(sentRows)).not.toContain('1234567');
    const live = createLiveStore(kit.t.database.db);
    const types = async (userId: number) =>
      (await live.eventsFor(userId, 0, 1000))
        .filter((event) => event.requestId === request.id && event.type.startsWith('message.'))
        .map((event) => event.payload['dj_id']);
    expect(await types(anna.id)).toEqual([anna.id, anna.id]);
    expect(await types(ben.id)).toEqual([ben.id]);
    expect(await types(venue.id)).toHaveLength(3);

    // The booking between them is confirmed: the conversation continues on the booking, nothing hidden any more.
    const accepted = await call('POST', `/booking-requests/${request.id}/accept`, annaAuth, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const bookingId = accepted.body.data.id as number;
    const beforeConfirm = await call('GET', `/bookings/${bookingId}/messages`, venueAuth);
    expect(beforeConfirm.body.data).toMatchObject({ booking_id: bookingId, contact_details_hidden: true });
    expect((await call('POST', `/bookings/${bookingId}/confirm`, venueAuth, TERMS)).status).toBe(200);
    const afterConfirm = await call('GET', `/bookings/${bookingId}/messages`, venueAuth);
    expect(afterConfirm.body.data).toMatchObject({
      contact_details_hidden: false,
      notice: CONTACT_NOTICES.shown,
    });
    expect(afterConfirm.body.data.messages[0]).toMatchObject({ text: PRIVATE, hidden_details: [] });
    expect((await call('GET', `/bookings/${bookingId}/messages`, annaAuth)).body.data.messages[1].text).toBe(
      'Sounds good, my number is 030 98765432',
    );
    expect(
      (await call('POST', `/bookings/${bookingId}/messages`, annaAuth, { text: 'See you there' })).status,
    ).toBe(201);
    expect((await call('GET', `${url}?dj_id=${anna.id}`, venueAuth)).body.data.messages).toHaveLength(3);
    expect((await call('GET', `/bookings/${bookingId}/messages`, benAuth)).status).toBe(404);
    expect((await call('GET', `/bookings/${bookingId}/messages`, otherAuth)).status).toBe(404);
    expect((await call('GET', `/bookings/${bookingId}/messages`)).status).toBe(401);
    expect((await call('GET', `/bookings/${bookingId}/messages`, producerAuth)).status).toBe(403);

    // Cancelled, the booking is no longer called confirmed; what was shown stays shown.
    const cancelled = await call('POST', `/bookings/${bookingId}/cancel`, venueAuth, {
      reason: 'Venue closed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    for (const [path, auth] of [
      [`/bookings/${bookingId}/messages`, venueAuth],
      [`/bookings/${bookingId}/messages`, annaAuth],
      [`${url}?dj_id=${anna.id}`, venueAuth],
    ] as const) {
      const thread = (await call('GET', path, auth)).body.data;
      expect(thread).toMatchObject({ contact_details_hidden: false, notice: THREAD_NOTICES.cancelled });
      expect(thread.notice).not.toMatch(/confirmed/);
    }
  });

  it('are edited by their sender within 5 minutes only, kept, and reported by the other party', async () => {
    const { genre, customerAuth, djAuth } = await customerAndDj(kit, 'Cleo');
    const outsider = await remoteDj(kit, uniqueGenre(), 'Outsider');
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 100, genre });
    const url = `/booking-requests/${request.id}/messages`;
    const sent = await call('POST', url, djAuth, { text: 'I can play from 9 pm' });
    const id = sent.body.data.id as number;

    const edited = await patch(`/messages/${id}`, djAuth, { text: 'I can play from 10 pm' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ text: 'I can play from 10 pm' });
    expect(edited.body.data.edited_at).not.toBeNull();
    expect((await patch(`/messages/${id}`, customerAuth, { text: 'Changed' })).body.error).toBe(
      MESSAGE_MESSAGES.notYourMessage,
    );
    expect((await patch(`/messages/${id}`, await kit.bearer(outsider.id), { text: 'Changed' })).status).toBe(
      404,
    );
    expect((await patch(`/messages/${id}`, undefined, { text: 'Changed' })).status).toBe(401);
    await kit.advanceHours(0.1);
    expect(await patch(`/messages/${id}`, djAuth, { text: 'Too late' })).toMatchObject({
      status: 422,
      body: { success: false, error: MESSAGE_MESSAGES.editWindowPassed },
    });

    expect((await call('POST', `/messages/${id}/report`, djAuth, { reason: 'Mine' })).body.error).toBe(
      MESSAGE_MESSAGES.ownMessage,
    );
    expect(
      (await call('POST', `/messages/${id}/report`, customerAuth, { reason: 'Asks me to pay outside' }))
        .status,
    ).toBe(201);
    expect((await call('POST', `/messages/${id}/report`, customerAuth, { reason: 'Again' })).status).toBe(
      409,
    );
    expect(
      (await call('POST', `/messages/${id}/report`, await kit.bearer(outsider.id), { reason: 'x' })).status,
    ).toBe(404);
    expect((await call('POST', `/messages/${id}/report`, customerAuth, { reason: '' })).status).toBe(400);
  });
});
