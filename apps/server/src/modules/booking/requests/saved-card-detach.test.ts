import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { bookingRequests } from '../../../db/schema/booking.ts';
import type { TestGateway } from '../../../adapters/payments/test-gateway/test-gateway.ts';
import { bookingKitPerFile, remoteDj, submitRequest, uniqueGenre } from '../bookings/bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();
let gateway: TestGateway;
let detach: { mock: { calls: [{ paymentMethodId: string }, ...unknown[]][] }; mockRestore(): void };
beforeAll(() => {
  gateway = kit.t.app.services.payments as TestGateway;
  detach = vi.spyOn(gateway, 'detachPaymentMethod');
});
afterAll(() => {
  detach.mockRestore();
});

/** An enthusiast's request for a DJ `hours` ahead, its card saved (more than 120 h away), as the modal makes it. */
async function savedCardRequest(hours: number) {
  const { user } = await createEnthusiast(kit.t.database.db);
  const dj = await remoteDj(kit, uniqueGenre(), 'Saved card');
  const auth = await kit.bearer(user.id);
  const { id, intentId } = await submitRequest(kit, auth, { hoursAhead: hours, djId: dj.id });
  expect(intentId).toMatch(/^seti_/);
  const [row] = await kit.t.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  return { id, userId: user.id, auth, paymentMethodId: row!.paymentMethodId!, row: row! };
}

const detachesOf = (paymentMethodId: string) =>
  detach.mock.calls.filter(([input]) => input.paymentMethodId === paymentMethodId);

describe('a saved card no longer needed is detached at the gateway', () => {
  it('when the customer cancels the request: once, and the card is never authorized later', async () => {
    const request = await savedCardRequest(150);
    expect(request.row.savedCardDetachedAt).toBeNull();
    expect((await gateway.paymentMethodLedger(request.paymentMethodId))?.customerId).toMatch(/^cus_/);

    const cancelled = await call('POST', `/booking-requests/${request.id}/cancel`, request.auth, {
      reason: 'Plans changed',
    });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', payment_status: 'released' });
    expect(detachesOf(request.paymentMethodId)).toHaveLength(1);
    const ledger = await gateway.paymentMethodLedger(request.paymentMethodId);
    expect(ledger).toMatchObject({
      customerId: null,
      detachedFromCustomerId: expect.stringMatching(/^cus_/),
    });
    const [row] = await kit.t.database.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, request.id));
    expect(row!.savedCardDetachedAt).toEqual(kit.now());

    // A second cancel is refused and detaches nothing; the authorization time passes without a hold.
    expect((await call('POST', `/booking-requests/${request.id}/cancel`, request.auth, {})).status).toBe(409);
    await kit.advanceHours(150 - 84 + 1);
    expect(detachesOf(request.paymentMethodId)).toHaveLength(1);
    const listed = await call('GET', `/booking-requests/${request.id}`, await kit.bearer(request.userId));
    expect(listed.body.data).toMatchObject({ state: 'cancelled', payment_status: 'released' });
  });

  it('when an unaccepted request expires: its off-session hold released and the card detached, once', async () => {
    const request = await savedCardRequest(130);
    // T−84 h: the saved card is held off-session; the card stays saved while the request may still need it.
    await kit.advanceHours(130 - 84 + 1);
    let listed = await call('GET', `/booking-requests/${request.id}`, await kit.bearer(request.userId));
    expect(listed.body.data.payment_status).toBe('authorized');
    expect(detachesOf(request.paymentMethodId)).toHaveLength(0);

    // T−23 h: nobody accepted, the request expires.
    await kit.advanceHours(84 - 23);
    listed = await call('GET', `/booking-requests/${request.id}`, await kit.bearer(request.userId));
    expect(listed.body.data).toMatchObject({ state: 'expired', payment_status: 'released' });
    expect(detachesOf(request.paymentMethodId)).toHaveLength(1);
    expect((await gateway.paymentMethodLedger(request.paymentMethodId))?.detachedAt).not.toBeNull();
    await kit.advanceHours(30);
    expect(detachesOf(request.paymentMethodId)).toHaveLength(1);
  });
});
