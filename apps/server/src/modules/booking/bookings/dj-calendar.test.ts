import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, OFFER_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { bookingEvents } from '../../../db/schema/booking.ts';
import { createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { bookingKitPerFile, remoteDj, submitRequest, uniqueGenre } from './bookings-test-kit.ts';

/** A DJ plays one booking at a time (decision record 042). */
const { kit, call } = bookingKitPerFile();

async function customer(kind: 'venue' | 'enthusiast') {
  const { user } =
    kind === 'venue' ? await createVenue(kit.t.database.db) : await createEnthusiast(kit.t.database.db);
  return { user, auth: await kit.bearer(user.id) };
}

async function dj(genre: string) {
  const user = await remoteDj(kit, genre, 'Calendar');
  return { user, auth: await kit.bearer(user.id) };
}

describe("a DJ's calendar", () => {
  it('a DJ booked at a time cannot accept or offer on another request at that time; the next morning is free', async () => {
    const genre = uniqueGenre();
    const player = await dj(genre);
    const first = await customer('venue');
    const second = await customer('enthusiast');
    const booked = await submitRequest(kit, first.auth, {
      hoursAhead: 100,
      djId: player.user.id,
      venue: true,
    });
    const clashing = await submitRequest(kit, second.auth, { hoursAhead: 101, djId: player.user.id });
    const later = await submitRequest(kit, second.auth, { hoursAhead: 110, djId: player.user.id });

    const accepted = await call('POST', `/booking-requests/${booked.id}/accept`, player.auth, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // The DJ's inbox says which requests fall at a time the DJ is booked; the booked one itself does not.
    const inbox = (await call('GET', '/dj/booking-requests', player.auth)).body.data as {
      id: number;
      booked_then: boolean;
    }[];
    expect(inbox.map((request) => [request.id, request.booked_then])).toEqual([
      [booked.id, false],
      [clashing.id, true],
      [later.id, false],
    ]);

    const again = await call('POST', `/booking-requests/${clashing.id}/accept`, player.auth, {});
    expect([again.status, again.body.error]).toEqual([409, BOOKING_MESSAGES.djBookedThen]);
    const offer = await call('POST', `/booking-requests/${clashing.id}/offers`, player.auth, {
      hourly_rate: 160,
    });
    expect([offer.status, offer.body.error]).toEqual([409, BOOKING_MESSAGES.djBookedThen]);
    // Nothing changed: the request still waits for the DJ.
    const waiting = await call('GET', `/booking-requests/${clashing.id}`, second.auth);
    expect(waiting.body.data.status).toBe('pending');

    // Eight hours after the first event ends the DJ is free again.
    const free = await call('POST', `/booking-requests/${later.id}/accept`, player.auth, {});
    expect(free.status, JSON.stringify(free.body)).toBe(200);

    // Once the first booking is cancelled, the clashing request can be taken.
    const cancelled = await call('POST', `/bookings/${accepted.body.data.id}/cancel`, first.auth, {
      reason: 'The venue closed for the night',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const now = await call('POST', `/booking-requests/${clashing.id}/accept`, player.auth, {});
    expect(now.status, JSON.stringify(now.body)).toBe(200);
  });

  it("of a DJ's acceptance and a customer's acceptance of the same DJ's offer at that time, sent at once, one wins", async () => {
    const genre = uniqueGenre();
    const player = await dj(genre);
    const first = await customer('venue');
    const second = await customer('venue');
    const offered = await submitRequest(kit, second.auth, {
      hoursAhead: 100,
      djId: player.user.id,
      venue: true,
    });
    const offer = await call('POST', `/booking-requests/${offered.id}/offers`, player.auth, {
      hourly_rate: 170,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const booked = await submitRequest(kit, first.auth, {
      hoursAhead: 99,
      djId: player.user.id,
      venue: true,
    });

    const [djAccept, customerAccept] = await Promise.all([
      call('POST', `/booking-requests/${booked.id}/accept`, player.auth, {}),
      call('POST', `/offers/${offer.body.data.id}/accept`, second.auth, {}),
    ]);
    expect([djAccept.status, customerAccept.status].sort()).toEqual([200, 409]);
    if (djAccept.status === 409) expect(djAccept.body.error).toBe(BOOKING_MESSAGES.djBookedThen);
    // The customer lost the race to the booking (the DJ is booked), or to the offer's closing (no longer open).
    else
      expect([BOOKING_MESSAGES.djBookedElsewhere, OFFER_MESSAGES.notLive]).toContain(
        customerAccept.body.error,
      );
  });

  it("a DJ's booking closes the DJ's live offers on other requests at that time, and their customers hear of it", async () => {
    const genre = uniqueGenre();
    const player = await dj(genre);
    const first = await customer('venue');
    const second = await customer('venue');
    const third = await customer('enthusiast');
    const overlapping = await submitRequest(kit, second.auth, {
      hoursAhead: 101,
      djId: player.user.id,
      venue: true,
    });
    const apart = await submitRequest(kit, third.auth, { hoursAhead: 110, djId: player.user.id });
    const offerOn = async (id: number) =>
      (await call('POST', `/booking-requests/${id}/offers`, player.auth, { hourly_rate: 170 })).body.data
        .id as number;
    const closing = await offerOn(overlapping.id);
    const staying = await offerOn(apart.id);

    const booked = await submitRequest(kit, first.auth, {
      hoursAhead: 100,
      djId: player.user.id,
      venue: true,
    });
    expect((await call('POST', `/booking-requests/${booked.id}/accept`, player.auth, {})).status).toBe(200);

    const offersOf = async (id: number, auth: { authorization: string }) =>
      (await call('GET', `/booking-requests/${id}/offers`, auth)).body.data as {
        id: number;
        status: string;
        status_message: string | null;
      }[];
    expect((await offersOf(overlapping.id, second.auth)).find((offer) => offer.id === closing)).toMatchObject(
      {
        status: 'withdrawn',
        status_message: OFFER_MESSAGES.closedDjBookedThen,
      },
    );
    expect((await offersOf(apart.id, third.auth)).find((offer) => offer.id === staying)?.status).toBe(
      'pending',
    );
    // The closed offer's customer is told why; the other customer hears nothing.
    const [row] = await kit.t.database.db
      .select({ payload: bookingEvents.payload })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.requestId, overlapping.id), eq(bookingEvents.type, 'offer.withdrawn')));
    expect(row?.payload).toMatchObject({ close_reason: 'dj_booked_then', offer_id: closing });
  });

  it('an open request is not shared with a DJ booked at its time', async () => {
    const genre = uniqueGenre();
    const busy = await dj(genre);
    const idle = await dj(genre);
    const first = await customer('venue');
    const booked = await submitRequest(kit, first.auth, { hoursAhead: 100, djId: busy.user.id, venue: true });
    expect((await call('POST', `/booking-requests/${booked.id}/accept`, busy.auth, {})).status).toBe(200);

    const open = await submitRequest(kit, (await customer('enthusiast')).auth, { hoursAhead: 101, genre });
    const inbox = async (auth: { authorization: string }) =>
      ((await call('GET', '/dj/booking-requests', auth)).body.data as { id: number }[]).map((r) => r.id);
    expect(await inbox(idle.auth)).toContain(open.id);
    expect(await inbox(busy.auth)).not.toContain(open.id);
  });
});
