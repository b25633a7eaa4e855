import { describe, expect, it } from 'vitest';
import { createProducer } from '../../../db/seed/factories.ts';
import {
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  uniqueGenre,
  customerAndDj,
} from '../bookings/bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

describe('unread conversations', () => {
  it('count the other party’s messages until the reader opens the conversation or answers; only the reader’s own', async () => {
    const { genre, customer, customerAuth, dj, djAuth } = await customerAndDj(kit, 'Unread');
    const otherDj = await remoteDj(kit, uniqueGenre(), 'Elsewhere');
    const { user: producer } = await createProducer(kit.t.database.db);
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 100, genre, djId: dj.id });
    const unread = async (auth: { authorization: string }) =>
      (await call('GET', '/conversations/unread', auth)).body.data;

    expect(await unread(djAuth)).toEqual([]);
    for (const text of ['Hi! Do you play vinyl only?', 'And can you do 4 hours?'])
      expect(
        (await call('POST', `/booking-requests/${request.id}/messages`, customerAuth, { text, dj_id: dj.id }))
          .status,
      ).toBe(201);
    expect(await unread(djAuth)).toEqual([{ request_id: request.id, dj_id: dj.id, unread: 2 }]);
    expect(await unread(customerAuth)).toEqual([]);
    expect(await unread(await kit.bearer(otherDj.id))).toEqual([]);

    expect((await call('GET', `/booking-requests/${request.id}/messages`, djAuth)).status).toBe(200);
    expect(await unread(djAuth)).toEqual([]);
    await kit.advanceHours(0.1);
    expect(
      (
        await call('POST', `/booking-requests/${request.id}/messages`, await kit.bearer(dj.id), {
          text: 'Yes, both.',
        })
      ).status,
    ).toBe(201);
    const customerNow = await kit.bearer(customer.id);
    expect(await unread(customerNow)).toEqual([{ request_id: request.id, dj_id: dj.id, unread: 1 }]);
    await call('POST', `/booking-requests/${request.id}/messages`, customerNow, {
      text: 'Great',
      dj_id: dj.id,
    });
    expect(await unread(customerNow)).toEqual([]);

    expect((await call('GET', '/conversations/unread')).status).toBe(401);
    expect((await call('GET', '/conversations/unread', await kit.bearer(producer.id))).status).toBe(403);
  });
});
