import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@cuepoint/domain/booking/booking-api';
import { createEnthusiast, createVenue } from '../../db/seed/factories.ts';
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

  it('a customer accepting an offer of a DJ booked since at that time is told the DJ is booked', async () => {
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
    expect((await call('POST', `/booking-requests/${booked.id}/accept`, player.auth, {})).status).toBe(200);

    const accept = await call('POST', `/offers/${offer.body.data.id}/accept`, second.auth, {});
    expect([accept.status, accept.body.error]).toEqual([409, BOOKING_MESSAGES.djBookedElsewhere]);
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
