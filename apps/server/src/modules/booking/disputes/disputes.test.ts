import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import { DISPUTE_MESSAGES, splitRefund } from '@cuepoint/domain/trust/disputes';
import { createEnthusiast, createProducer, createVenue } from '../../../db/seed/factories.ts';
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
import { notifications } from '../../../db/schema/notifications.ts';
import { fanOutBookingEvents } from '../../notifications/notifications/fan-out.ts';

const { kit, call } = bookingKitPerFile();
let gateway: TestGateway;
beforeAll(() => {
  const payments = kit.t.app.services.payments;
  if (!isTestGateway(payments)) throw new Error('runs on the test gateway');
  gateway = payments;
});

const STATEMENT = 'The DJ started 45 minutes late and played half the agreed set.';

/** The notifications the outbox gave the account so far about a dispute's decision and refund. */
async function decisionNotices(userId: number) {
  const db = kit.t.database.db;
  while ((await fanOutBookingEvents(db, kit.now(), kit.t.app.log)) > 0);
  return db
    .select({ kind: notifications.kind, category: notifications.category, body: notifications.body })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), inArray(notifications.kind, ['dispute_decided', 'refund_sent'])),
    )
    .orderBy(notifications.id);
}

describe('a dispute over a charged booking', () => {
  it('ends in a partial refund that the gateway’s ledger, the booking and the DJ’s payout agree on to the cent', async () => {
    const genre = uniqueGenre();
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const dj = await remoteDj(kit, genre, 'Late');
    const account = await gateway.connectTestAccount(dj.id);
    let customerAuth = await kit.bearer(customer.id);
    let djAuth = await kit.bearer(dj.id);
    const request = await submitRequest(kit, customerAuth, {
      hoursAhead: 30,
      genre,
      hourlyBudget: 150,
      duration: 2,
    });
    const bookingId = await acceptAndConfirm(kit, request.id, djAuth, customerAuth);
    expect((await call('GET', `/bookings/${bookingId}/dispute`, customerAuth)).body.data).toMatchObject({
      dispute: null,
      can_open: false,
      window_closes_at: null,
    });

    // Charged at T−24 h, 30% paid out then, the rest once the event ended; completed after it.
    await kit.advanceHours(33);
    customerAuth = await kit.bearer(customer.id);
    djAuth = await kit.bearer(dj.id);
    const fees = feeBreakdown(2, 15000);
    const paid = await gateway.transfersTo(account.accountId);
    expect(paid.map((transfer) => transfer.amountMinor).sort((a, b) => a - b)).toEqual([8670, 20230]);
    expect(8670 + 20230).toBe(fees.djPayoutMinor);
    // Charged, nothing refunded: the booking says what the card was charged.
    expect((await call('GET', `/bookings/${bookingId}`, customerAuth)).body.data).toMatchObject({
      payment_status: 'captured',
      charged: 300,
      refund: null,
      customer_paid_now: 300,
      dj_payout_now: 289,
    });

    const opened = await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
      reason: 'late_or_short',
      statement: STATEMENT,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.data).toMatchObject({
      status: 'open',
      opened_by: 'customer',
      charged: 300,
      decision: null,
      can_answer: false,
    });
    expect(
      (
        await call('POST', `/bookings/${bookingId}/disputes`, djAuth, {
          reason: 'other',
          statement: STATEMENT,
        })
      ).status,
    ).toBe(409);
    expect((await call('GET', `/bookings/${bookingId}/dispute`, djAuth)).body.data.dispute.can_answer).toBe(
      true,
    );
    expect(
      (await call('POST', `/bookings/${bookingId}/dispute/answer`, customerAuth, { statement: STATEMENT }))
        .body.error,
    ).toBe(DISPUTE_MESSAGES.ownDispute);
    const answered = await call('POST', `/bookings/${bookingId}/dispute/answer`, djAuth, {
      statement: 'The venue’s stream key did not work for the first 40 minutes.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe('answered');
    expect(
      (await call('POST', `/bookings/${bookingId}/dispute/answer`, djAuth, { statement: STATEMENT })).status,
    ).toBe(409);

    // The operator decides a partial refund of 100.00.
    const operator = await makeOperator(kit);
    const disputeId = opened.body.data.id as number;
    const decided = await call('POST', `/admin/disputes/${disputeId}/decide`, operator.auth, {
      outcome: 'partial_refund',
      refund_amount: 100,
      note: 'Half the set was lost to a late start: a third of the price comes back.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const split = splitRefund(fees.customerPaysMinor, fees.djPayoutMinor, 10000);
    expect(split).toEqual({ refundMinor: 10000, djShareMinor: 9633, platformShareMinor: 367 });
    expect(decided.body.data).toMatchObject({
      status: 'decided',
      decision: {
        outcome: 'partial_refund',
        refund: 100,
        dj_share: 96.33,
        platform_share: 3.67,
        refunded: true,
      },
      dj_payout: 192.67,
      payout_adjustments: [{ kind: 'reversed', amount: 96.33, done: true }],
      customer: { id: customer.id },
      dj: { id: dj.id },
    });

    // The gateway's ledger: 100.00 back to the card, 96.33 back from the DJ's after-event transfer.
    const refunds = await gateway.refundsOf(request.intentId);
    expect(refunds.map((refund) => refund.amountMinor)).toEqual([10000]);
    const after = paid.find((transfer) => transfer.amountMinor === 20230)!;
    expect((await gateway.reversalsOf(after.id)).map((reversal) => reversal.amountMinor)).toEqual([9633]);
    const upfront = paid.find((transfer) => transfer.amountMinor === 8670)!;
    expect(await gateway.reversalsOf(upfront.id)).toEqual([]);
    const received = paid.reduce((sum, transfer) => sum + transfer.amountMinor, 0) - 9633;
    expect(received).toBe(fees.djPayoutMinor - split.djShareMinor);
    expect(received / 100).toBe(decided.body.data.dj_payout);
    // The card kept what the customer paid less the refund; the platform kept its fees less its share.
    expect(fees.customerPaysMinor - 10000 - received).toBe(
      fees.platformFeeMinor + fees.processingFeeMinor - 367,
    );

    // The booking's audit trail has every step, the parties read the decision.
    const booking = await call('GET', `/bookings/${bookingId}`, customerAuth);
    const steps = booking.body.data.history.map((entry: { type: string }) => entry.type);
    expect(steps.filter((type: string) => type.startsWith('dispute.'))).toEqual([
      'dispute.opened',
      'dispute.answered',
      'dispute.decided',
      'dispute.refunded',
    ]);
    expect((await call('GET', `/bookings/${bookingId}/dispute`, djAuth)).body.data.dispute).toMatchObject({
      decision: { refund: 100, dj_share: 96.33 },
      dj_payout: 192.67,
    });

    // Both parties' booking answers say where the money ended, the agreed split left as agreed.
    const settled = {
      amounts: { customer_pays: 300, dj_payout: 289 },
      charged: 300,
      refund: { amount: 100, dj_share: 96.33, platform_share: 3.67, sent: true },
      customer_paid_now: 200,
      dj_payout_now: 192.67,
    };
    expect(booking.body.data).toMatchObject(settled);
    const djBooking = (await call('GET', `/bookings/${bookingId}`, djAuth)).body.data;
    expect(djBooking).toMatchObject(settled);
    expect(djBooking.dj_payout_now).toBe(decided.body.data.dj_payout);
    expect(djBooking.dj_payout_now * 100).toBe(received);
    const listed = (await call('GET', '/bookings', djAuth)).body.data;
    expect(listed.find((item: { id: number }) => item.id === bookingId)).toMatchObject(settled);
    // The DJ's payouts card reads the same refund beside the agreed split, the clawback on the transfer it came
    // back from, and totals that add up to what the DJ receives now.
    const card = (await call('GET', '/dj/payouts', djAuth)).body.data;
    const payouts = card.payouts.filter((item: { booking_id: number }) => item.booking_id === bookingId);
    for (const payout of payouts)
      expect(payout.refund).toEqual({
        charged: 300,
        amount: 100,
        platform_share: 3.67,
        sent: true,
        dj_payout_now: 192.67,
      });
    expect(
      payouts.map((p: { amount: number; status: string; clawback: unknown }) => [
        p.amount,
        p.status,
        p.clawback,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [86.7, 'paid', null],
        [202.3, 'paid', { kind: 'reversed', amount: 96.33, done: true }],
      ]),
    );
    expect(card.totals).toEqual({ paid: [{ currency: 'EUR', amount: 192.67 }], scheduled: [] });

    // The decision's notifications say the outcome, the DJ's what the payout is now, under booking updates.
    expect(await decisionNotices(customer.id)).toEqual([
      {
        kind: 'dispute_decided',
        category: 'bookingUpdates',
        body: expect.stringMatching(/: a partial refund of €100\.00 to your card\.$/),
      },
      {
        kind: 'refund_sent',
        category: 'bookingUpdates',
        body: expect.stringMatching(/^€100\.00 for the booking on .+ is on its way back to your card\.$/),
      },
    ]);
    expect(await decisionNotices(dj.id)).toEqual([
      {
        kind: 'dispute_decided',
        category: 'bookingUpdates',
        body: expect.stringMatching(
          /: a partial refund of €100\.00 to the customer\. Your payout for this booking is now €192\.67\.$/,
        ),
      },
    ]);

    const seen = await call('GET', `/admin/bookings/${bookingId}`, operator.auth);
    expect(seen.status).toBe(200);
    expect(seen.body.data.booking).toMatchObject(settled);
    expect(seen.body.data.operator_audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['dispute.decided', 'booking.viewed']),
    );
    expect(
      (
        await call('POST', `/admin/disputes/${disputeId}/decide`, operator.auth, {
          outcome: 'no_refund',
          note: 'Again',
        })
      ).body.error,
    ).toBe(DISPUTE_MESSAGES.alreadyDecided);
  });

  it('takes the DJ’s share from payouts not yet paid first, and refunds in full when decided so', async () => {
    const genre = uniqueGenre();
    const { user: customer } = await createVenue(kit.t.database.db);
    const dj = await remoteDj(kit, genre, 'Unpaid');
    let customerAuth = await kit.bearer(customer.id);
    const djAuth = await kit.bearer(dj.id);
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 30, genre, venue: true });
    const bookingId = await acceptAndConfirm(kit, request.id, djAuth, customerAuth);
    // The DJ has no payout account: both parts wait (failed) when the event is over.
    await kit.advanceHours(33);
    customerAuth = await kit.bearer(customer.id);
    const opened = await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
      reason: 'no_show',
      statement: STATEMENT,
    });
    expect(opened.status).toBe(201);
    // The history both parties read names who did not show up ('The other party …' is the opener's form).
    const history = (await call('GET', `/bookings/${bookingId}`, await kit.bearer(dj.id))).body.data.history;
    expect(history.find((entry: { type: string }) => entry.type === 'dispute.opened')).toMatchObject({
      reason: 'The DJ did not show up',
    });
    const operator = await makeOperator(kit);
    const decided = await call('POST', `/admin/disputes/${opened.body.data.id}/decide`, operator.auth, {
      outcome: 'full_refund',
      note: 'The DJ did not play.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({
      decision: { refund: 300, dj_share: 289, platform_share: 11, refunded: true },
      dj_payout: 0,
    });
    expect(
      decided.body.data.payout_adjustments.map((a: { kind: string; amount: number }) => [a.kind, a.amount]),
    ).toEqual([
      ['reduced', 202.3],
      ['reduced', 86.7],
    ]);
    const djView = (await call('GET', `/bookings/${bookingId}`, await kit.bearer(dj.id))).body.data;
    const payouts = djView.payouts;
    expect(djView.history.map((entry: { type: string }) => entry.type)).toContain('booking.payout_failed');
    // The DJ's payouts are the DJ's business: the customer's booking carries neither them nor their history.
    const customerView = (await call('GET', `/bookings/${bookingId}`, customerAuth)).body.data;
    expect(customerView.payouts).toEqual([]);
    // A full refund: the customer paid nothing in the end, the DJ receives nothing.
    for (const view of [customerView, djView])
      expect(view).toMatchObject({
        charged: 300,
        refund: { amount: 300, dj_share: 289, platform_share: 11, sent: true },
        customer_paid_now: 0,
        dj_payout_now: 0,
      });
    expect(customerView.history.map((entry: { type: string }) => entry.type)).not.toContain(
      'booking.payout_failed',
    );
    expect(payouts.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['cancelled', 0],
      ['cancelled', 0],
    ]);
    // The DJ's payouts card: each part shows what the refund took from it, and nothing is left to come.
    const card = (await call('GET', '/dj/payouts', await kit.bearer(dj.id))).body.data;
    expect(card.payouts.map((p: { amount: number; clawback: unknown }) => [p.amount, p.clawback])).toEqual(
      expect.arrayContaining([
        [0, { kind: 'reduced', amount: 202.3, done: true }],
        [0, { kind: 'reduced', amount: 86.7, done: true }],
      ]),
    );
    expect(card.payouts).toHaveLength(2);
    expect(card.totals).toEqual({ paid: [], scheduled: [] });
    expect((await gateway.refundsOf(request.intentId)).map((r) => r.amountMinor)).toEqual([30000]);
  });

  it('is opened only by the parties, within 7 days after the event; only operators decide', async () => {
    const genre = uniqueGenre();
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const dj = await remoteDj(kit, genre, 'Window');
    const { user: stranger } = await createVenue(kit.t.database.db);
    const { user: producer } = await createProducer(kit.t.database.db);
    let customerAuth = await kit.bearer(customer.id);
    const djAuth = await kit.bearer(dj.id);
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 30, genre });
    const bookingId = await acceptAndConfirm(kit, request.id, djAuth, customerAuth);
    expect(
      (
        await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
          reason: 'other',
          statement: STATEMENT,
        })
      ).body.error,
    ).toBe(DISPUTE_MESSAGES.tooEarly);
    await kit.advanceHours(33);
    customerAuth = await kit.bearer(customer.id);
    const strangerAuth = await kit.bearer(stranger.id);
    const producerAuth = await kit.bearer(producer.id);
    const url = `/bookings/${bookingId}/dispute`;
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url, producerAuth)).status).toBe(403);
    expect((await call('GET', url, strangerAuth)).status).toBe(404);
    expect(
      (
        await call('POST', `/bookings/${bookingId}/disputes`, strangerAuth, {
          reason: 'other',
          statement: STATEMENT,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
          reason: 'bad',
          statement: STATEMENT,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
          reason: 'other',
          statement: 'short',
        })
      ).body.error,
    ).toBe(DISPUTE_MESSAGES.statementTooShort);
    expect((await call('GET', url, customerAuth)).body.data).toMatchObject({ can_open: true });

    const opened = await call('POST', `/bookings/${bookingId}/disputes`, customerAuth, {
      reason: 'other',
      statement: STATEMENT,
    });
    const decide = `/admin/disputes/${opened.body.data.id}/decide`;
    const body = { outcome: 'no_refund', note: 'No reason to refund.' };
    expect((await call('POST', decide, undefined, body)).status).toBe(401);
    expect((await call('POST', decide, customerAuth, body)).status).toBe(403);
    expect((await call('POST', decide, await kit.bearer(dj.id), body)).status).toBe(403);
    expect(
      (await call('POST', decide, (await makeOperator(kit, { verified: false })).auth, body)).status,
    ).toBe(403);
    const operator = await makeOperator(kit);
    expect(
      (
        await call('POST', decide, operator.auth, {
          outcome: 'partial_refund',
          refund_amount: 300,
          note: 'All',
        })
      ).body.error,
    ).toBe(DISPUTE_MESSAGES.amountTooHigh);
    expect(
      (await call('POST', decide, operator.auth, { outcome: 'partial_refund', note: 'Some' })).status,
    ).toBe(400);
    expect((await call('POST', `/admin/disputes/999999/decide`, operator.auth, body)).status).toBe(404);
    const none = await call('POST', decide, operator.auth, body);
    expect(none.body.data).toMatchObject({
      decision: { outcome: 'no_refund', refund: 0, refunded: true },
      dj_payout: 289,
    });
    // No refund: the booking's money stays as charged and agreed.
    expect((await call('GET', `/bookings/${bookingId}`, await kit.bearer(dj.id))).body.data).toMatchObject({
      charged: 300,
      refund: null,
      customer_paid_now: 300,
      dj_payout_now: 289,
    });

    // Seven days after the event, no dispute is opened any more.
    const late = await submitRequest(kit, customerAuth, { hoursAhead: 30, genre });
    const lateBooking = await acceptAndConfirm(kit, late.id, await kit.bearer(dj.id), customerAuth);
    await kit.advanceHours(32 + 7 * 24 + 1);
    customerAuth = await kit.bearer(customer.id);
    expect(
      (
        await call('POST', `/bookings/${lateBooking}/disputes`, customerAuth, {
          reason: 'other',
          statement: STATEMENT,
        })
      ).body.error,
    ).toBe(DISPUTE_MESSAGES.windowClosed);
  });
});
