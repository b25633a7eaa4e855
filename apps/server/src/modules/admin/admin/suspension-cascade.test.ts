import { describe, expect, it } from 'vitest';
import { createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import {
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  uniqueGenre,
} from '../../booking/bookings/bookings-test-kit.ts';
import { fanOutBookingEvents } from '../../notifications/notifications/fan-out.ts';
import { SUSPENSION_WITHDRAW_REASON } from './admin-service.ts';
import { makeOperator } from './admin-test-kit.ts';

const { kit, call } = bookingKitPerFile();

/** The notifications the outbox made for the account so far (one fan-out pass first). */
async function notificationsOf(userId: number) {
  await fanOutBookingEvents(kit.t.database.db, kit.now(), kit.t.app.log);
  const answer = await call('GET', '/notifications', await kit.bearer(userId));
  return answer.body.data as { kind: string; body: string }[];
}

describe('a suspension moves the account’s open work through the booking engine', () => {
  it('withdraws a suspended customer’s open and accepted requests, releases their holds and tells the DJs', async () => {
    const genre = uniqueGenre();
    const operator = await makeOperator(kit);
    const { user: customer } = await createVenue(kit.t.database.db);
    const auth = await kit.bearer(customer.id);
    const aimed = await remoteDj(kit, genre, 'Aimed');
    const accepting = await remoteDj(kit, genre, 'Accepting');
    const routed = await submitRequest(kit, auth, { hoursAhead: 100, genre, djId: aimed.id, venue: true });
    const accepted = await submitRequest(kit, auth, {
      hoursAhead: 100,
      genre,
      djId: accepting.id,
      venue: true,
    });
    const booking = await call(
      'POST',
      `/booking-requests/${accepted.id}/accept`,
      await kit.bearer(accepting.id),
    );
    expect(booking.status, JSON.stringify(booking.body)).toBe(200);
    const saved = await submitRequest(kit, auth, { hoursAhead: 300, genre, venue: true });

    const answer = await call('POST', `/admin/users/${customer.id}/suspend`, operator.auth, {
      reason: 'Chargebacks on every booking',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const statuses = await kit.t.database.db.execute<{ id: number; status: string; payment_status: string }>(
      `select id, status, payment_status from booking_requests where customer_user_id = ${customer.id} order by id`,
    );
    expect(
      (statuses as unknown as { rows: { id: number; status: string; payment_status: string }[] }).rows.map(
        (row) => [row.id, row.status, row.payment_status],
      ),
    ).toEqual([
      [routed.id, 'cancelled', 'released'],
      [accepted.id, 'cancelled', 'released'],
      [saved.id, 'cancelled', 'released'],
    ]);
    for (const intentId of [routed.intentId, accepted.intentId]) {
      const intent = await kit.t.app.services.payments.retrieveIntent(intentId);
      expect(intent?.status, intentId).toBe('canceled');
    }
    const bookingRow = await call('GET', `/bookings/${booking.body.data.id}`, await kit.bearer(accepting.id));
    expect(bookingRow.body.data.status).toBe('cancelled');

    const aimedHeard = await notificationsOf(aimed.id);
    expect(aimedHeard.find((item) => item.kind === 'request_cancelled')?.body).toContain(
      SUSPENSION_WITHDRAW_REASON,
    );
    const acceptingHeard = await notificationsOf(accepting.id);
    expect(acceptingHeard.find((item) => item.kind === 'request_cancelled')?.body).toContain(
      'before confirming your booking',
    );

    const audit = await call('GET', '/admin/audit', operator.auth);
    const entry = audit.body.data.find(
      (item: { action: string; target_id: number }) =>
        item.action === 'user.suspended' && item.target_id === customer.id,
    );
    expect(entry.detail).toMatchObject({ withdrawnRequestIds: [routed.id, accepted.id, saved.id] });
  });

  it('closes a suspended DJ’s pending offers and takes it out of the routing pool', async () => {
    const genre = uniqueGenre();
    const operator = await makeOperator(kit);
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(customer.id);
    const offering = await remoteDj(kit, genre, 'Offering');
    const request = await submitRequest(kit, auth, { hoursAhead: 100, genre });
    const offer = await call(
      'POST',
      `/booking-requests/${request.id}/offers`,
      await kit.bearer(offering.id),
      {
        hourly_rate: 140,
      },
    );
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);

    expect(
      (
        await call('POST', `/admin/users/${offering.id}/suspend`, operator.auth, {
          reason: 'Fake profile',
        })
      ).status,
    ).toBe(200);
    const offers = await call('GET', `/booking-requests/${request.id}/offers`, auth);
    expect(offers.body.data.map((item: { status: string }) => item.status)).toEqual(['withdrawn']);

    const later = await submitRequest(kit, auth, { hoursAhead: 110, genre });
    const recipients = await call('GET', `/booking-requests/${later.id}`, auth);
    expect(JSON.stringify(recipients.body.data)).not.toContain(`"dj_id":${offering.id}`);
    const refused = await call(
      'POST',
      `/booking-requests/${later.id}/offers`,
      await kit.bearer(offering.id),
      {
        hourly_rate: 140,
      },
    );
    expect(refused.status).toBe(401);
  });
});
