import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_RETRY_DELAYS_MINUTES } from '@cuepoint/domain/trust/disputes';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { isTestGateway } from '../../../adapters/payments/create-payment-gateway.ts';
import type { TestGateway } from '../../../adapters/payments/test-gateway/test-gateway.ts';
import {
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  uniqueGenre,
  acceptAndConfirm,
} from '../bookings/bookings-test-kit.ts';
import { makeOperator } from '../../admin/admin/admin-test-kit.ts';

const { kit, call } = bookingKitPerFile();
let gateway: TestGateway;
let refund: TestGateway['refund'];
beforeAll(() => {
  const payments = kit.t.app.services.payments;
  if (!isTestGateway(payments)) throw new Error('runs on the test gateway');
  gateway = payments;
  refund = gateway.refund.bind(gateway);
});
afterAll(() => {
  gateway.refund = refund;
});

/** The gateway's refunds fail as a network outage would while `down()` says so. */
function outage(down: () => boolean) {
  let calls = 0;
  gateway.refund = async (input) => {
    calls += 1;
    if (down()) throw new Error('connect ECONNRESET api.stripe.com');
    return refund(input);
  };
  return { calls: () => calls };
}

/** A charged booking with a dispute opened by its customer, and an operator to decide it. */
async function disputedBooking() {
  const genre = uniqueGenre();
  const { user: customer } = await createEnthusiast(kit.t.database.db);
  const dj = await remoteDj(kit, genre, 'Disputed');
  let customerAuth = await kit.bearer(customer.id);
  const request = await submitRequest(kit, customerAuth, { hoursAhead: 30, genre, djId: dj.id });
  const bookingId = await acceptAndConfirm(kit, request.id, await kit.bearer(dj.id), customerAuth);
  await kit.advanceHours(33);
  customerAuth = await kit.bearer(customer.id);
  const opened = await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
    reason: 'no_show',
    statement: 'The DJ never joined the stream we had set up for the evening.',
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return { request, bookingId, disputeId: opened.body.data.id as number, operator: await makeOperator(kit) };
}

const queued = async (auth: { authorization: string }, disputeId: number) =>
  (await call('GET', '/admin/disputes', auth)).body.data.find((d: { id: number }) => d.id === disputeId);

describe('a refund the gateway fails to take', () => {
  it('is retried with backoff on the clock until the gateway takes it, once', async () => {
    const { request, bookingId, disputeId, operator } = await disputedBooking();
    const bookingRefund = async () =>
      (await call('GET', `/admin/bookings/${bookingId}`, operator.auth)).body.data.booking.refund;
    let down = true;
    const gatewayCalls = outage(() => down);
    const decided = await call('POST', `/admin/disputes/${disputeId}/decide`, operator.auth, {
      outcome: 'full_refund',
      note: 'The DJ did not play.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.decision).toMatchObject({ refund: 300, refunded: false });
    expect(decided.body.data.refund_failure).toMatchObject({
      attempts: 1,
      error: 'connect ECONNRESET api.stripe.com',
      alerted_at: null,
    });
    expect((await queued(operator.auth, disputeId))?.refund_failure.attempts).toBe(1);
    // The booking carries the decided refund while it is being sent.
    expect(await bookingRefund()).toMatchObject({ amount: 300, sent: false });

    // The first retry after a minute fails too; the one five minutes later goes through.
    await kit.advanceHours(1.5 / 60);
    expect(gatewayCalls.calls()).toBe(2);
    down = false;
    await kit.advanceHours(5.5 / 60);
    expect(gatewayCalls.calls()).toBe(3);
    expect((await gateway.refundsOf(request.intentId)).map((r) => r.amountMinor)).toEqual([30000]);
    const after = await call('GET', `/admin/disputes?status=all`, operator.auth);
    const row = after.body.data.find((d: { id: number }) => d.id === disputeId);
    expect(row).toMatchObject({ decision: { refunded: true }, refund_failure: null });
    expect(await bookingRefund()).toMatchObject({ amount: 300, sent: true });
    expect(await queued(operator.auth, disputeId)).toBeUndefined();
    await kit.advanceHours(10);
    expect(gatewayCalls.calls()).toBe(3);
    expect((await gateway.refundsOf(request.intentId)).length).toBe(1);
  });

  it('alerts the operators after the last attempt; deciding again retries', async () => {
    const { request, disputeId, operator: ops } = await disputedBooking();
    let operator = ops;
    let down = true;
    const gatewayCalls = outage(() => down);
    const before = (await call('GET', '/admin/overview', operator.auth)).body.data.failedRefunds as number;
    await call('POST', `/admin/disputes/${disputeId}/decide`, operator.auth, {
      outcome: 'partial_refund',
      refund_amount: 50,
      note: 'A short set: part of the price comes back.',
    });
    const total = REFUND_RETRY_DELAYS_MINUTES.reduce((sum, minutes) => sum + minutes, 0);
    await kit.advanceHours((total + 10) / 60);
    operator = { ...operator, auth: await kit.bearer(operator.user.id) };
    expect(gatewayCalls.calls()).toBe(REFUND_RETRY_DELAYS_MINUTES.length + 1);
    const alerted = await queued(operator.auth, disputeId);
    expect(alerted.refund_failure).toMatchObject({
      attempts: REFUND_RETRY_DELAYS_MINUTES.length + 1,
      alerted_at: expect.any(String),
    });
    expect((await call('GET', '/admin/overview', operator.auth)).body.data.failedRefunds).toBe(before + 1);
    await kit.advanceHours(24);
    operator = { ...operator, auth: await kit.bearer(operator.user.id) };
    expect(gatewayCalls.calls()).toBe(REFUND_RETRY_DELAYS_MINUTES.length + 1);

    down = false;
    const retried = await call('POST', `/admin/disputes/${disputeId}/decide`, operator.auth, {
      outcome: 'partial_refund',
      refund_amount: 50,
      note: 'Again, now that the gateway is back.',
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data).toMatchObject({ decision: { refund: 50, refunded: true } });
    expect((await gateway.refundsOf(request.intentId)).map((r) => r.amountMinor)).toEqual([5000]);
    expect((await call('GET', '/admin/overview', operator.auth)).body.data.failedRefunds).toBe(before);
  });
});
