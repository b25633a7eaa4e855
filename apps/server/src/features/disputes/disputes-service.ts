import type { FastifyBaseLogger } from 'fastify';
import { toMajor, toMinor } from '@cuepoint/domain/booking/amounts';
import {
  DISPUTE_MESSAGES,
  DISPUTE_REASON_LABELS,
  disputeWindowClosesAt,
  mayOpenDispute,
  planPayoutAdjustment,
  refundOf,
  splitRefund,
  type TBookingDispute,
  type TDecideDisputeBody,
  type TDispute,
  type TDisputeOutcome,
  type TDisputeReason,
  type TDisputeStatus,
  type TOpenDisputeBody,
  type TPayoutPart,
} from '@cuepoint/domain/trust/disputes';
import type { Clock } from '../../adapters/clock.ts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { recordOperatorAction } from '../admin/audit-store.ts';
import { appendBookingEvent } from '../live-updates/outbox.ts';
import { disputeQueries, type AdjustmentRow, type DisputeRow } from './disputes-store.ts';

type BookingFacts = NonNullable<Awaited<ReturnType<ReturnType<typeof disputeQueries>['booking']>>>;

/** What the card was charged for the booking and is open to a dispute (0 when nothing was charged). */
export function chargedOf(
  booking: Pick<BookingFacts, 'paymentStatus' | 'amountMinor' | 'cancellationChargeMinor'>,
) {
  if (booking.paymentStatus !== 'captured') return 0;
  return booking.cancellationChargeMinor ?? booking.amountMinor;
}

/** The idempotency keys of a dispute's gateway calls: one refund, one reversal per payout. */
export const disputeRefundKey = (disputeId: number) => `dispute-${disputeId}-refund`;
export const disputeReversalKey = (disputeId: number, payoutId: number) =>
  `dispute-${disputeId}-reversal-${payoutId}`;

export function presentDispute(
  row: DisputeRow,
  booking: Pick<BookingFacts, 'customerUserId' | 'djUserId' | 'djPayoutMinor'>,
  adjustments: readonly AdjustmentRow[],
  readerId: number | null,
): TDispute {
  const decided = row.status === 'decided' && row.outcome !== null;
  const other = row.openedBySide === 'customer' ? booking.djUserId : booking.customerUserId;
  return {
    id: row.id,
    booking_id: row.bookingId,
    status: row.status as TDisputeStatus,
    opened_by: row.openedBySide as 'customer' | 'dj',
    reason: row.reason as TDisputeReason,
    statement: row.statement,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    currency: row.currency,
    charged: toMajor(row.chargedMinor),
    decision: decided
      ? {
          outcome: row.outcome as TDisputeOutcome,
          note: row.decisionNote ?? '',
          decided_at: row.decidedAt!.toISOString(),
          refund: toMajor(row.refundMinor ?? 0),
          dj_share: toMajor(row.djShareMinor ?? 0),
          platform_share: toMajor(row.platformShareMinor ?? 0),
          refunded: (row.refundMinor ?? 0) === 0 || row.refundId !== null,
        }
      : null,
    dj_payout: toMajor(booking.djPayoutMinor - (decided ? (row.djShareMinor ?? 0) : 0)),
    payout_adjustments: adjustments.map((adjustment) => ({
      kind: adjustment.kind as 'reduced' | 'reversed',
      amount: toMajor(adjustment.amountMinor),
      done: adjustment.kind === 'reduced' || adjustment.reversalId !== null,
    })),
    can_answer: readerId === other && row.status === 'open',
  };
}

export type DisputesServiceDeps = { db: Db; clock: Clock; gateway: PaymentGateway; log: FastifyBaseLogger };

/**
 * Disputes over a charged booking and their refunds (decision record 034): a party opens one within 7 days after the
 * event, the other answers, an operator decides; the refund goes through the gateway and the DJ's share of it comes
 * out of the booking's payouts (unpaid parts reduced, paid transfers reversed). Each step is an outbox row tagged
 * with the booking, so it is in the booking's audit trail; the operator's decision is in the operator audit too.
 */
export function createDisputesService(deps: DisputesServiceDeps) {
  const { db, clock, gateway, log } = deps;
  const store = disputeQueries(db);

  async function partyBooking(user: AuthUser, bookingId: number) {
    const booking = await store.booking(bookingId);
    if (!booking || (booking.customerUserId !== user.id && booking.djUserId !== user.id))
      throw notFound('Booking not found');
    return booking;
  }

  async function event(
    txDb: Db,
    booking: BookingFacts,
    type: string,
    now: Date,
    actor: Record<string, unknown>,
    extra: Record<string, unknown>,
  ) {
    const snapshot = { status: booking.requestStatus, payment: booking.paymentStatus };
    await appendBookingEvent(txDb, {
      requestId: booking.requestId,
      type,
      createdAt: now,
      payload: {
        type,
        at: now.toISOString(),
        actor,
        from: snapshot,
        to: snapshot,
        dj_id: booking.djUserId,
        customer_id: booking.customerUserId,
        booking_id: booking.id,
        ...extra,
      },
    });
  }

  /** The gateway's part of a decision: reversals, then the refund; each once (keys), resumable after a failure. */
  async function settle(disputeId: number): Promise<void> {
    const dispute = await store.byId(disputeId);
    if (!dispute || dispute.status !== 'decided') return;
    for (const adjustment of await store.adjustments(disputeId)) {
      if (adjustment.kind !== 'reversed' || adjustment.reversalId || !adjustment.transferId) continue;
      const reversal = await gateway.reverseTransfer({
        transferId: adjustment.transferId,
        amountMinor: adjustment.amountMinor,
        idempotencyKey: disputeReversalKey(disputeId, adjustment.payoutId),
        metadata: { dispute_id: String(disputeId), booking_id: String(dispute.bookingId) },
      });
      await store.setReversal(adjustment.id, reversal.id);
    }
    if ((dispute.refundMinor ?? 0) === 0 || dispute.refundId) return;
    const booking = (await store.booking(dispute.bookingId))!;
    if (!booking.paymentIntentId) throw unprocessable(DISPUTE_MESSAGES.notCharged);
    const refund = await gateway.refund({
      intentId: booking.paymentIntentId,
      amountMinor: dispute.refundMinor!,
      reason: 'requested_by_customer',
      idempotencyKey: disputeRefundKey(disputeId),
      metadata: { dispute_id: String(disputeId), booking_id: String(dispute.bookingId) },
    });
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const queries = disputeQueries(txDb);
      const locked = await queries.byId(disputeId, { lock: true });
      if (!locked || locked.refundId) return;
      const now = clock.now();
      await queries.update(disputeId, { refundId: refund.id, refundedAt: now, updatedAt: now });
      await event(
        txDb,
        booking,
        'dispute.refunded',
        now,
        { role: 'gateway' },
        {
          dispute_id: disputeId,
          refund_id: refund.id,
          amount_minor: refund.amountMinor,
          currency: refund.currency,
        },
      );
    });
  }

  return {
    settle,

    /** The booking's dispute as one of its parties sees it, or whether one may be opened. */
    async view(user: AuthUser, bookingId: number): Promise<TBookingDispute> {
      const booking = await partyBooking(user, bookingId);
      const dispute = await store.ofBooking(bookingId);
      const may = mayOpenDispute({
        chargedMinor: chargedOf(booking),
        eventAt: booking.eventAt,
        eventEndsAt: booking.eventEndsAt,
        hasDispute: dispute !== null,
        now: clock.now(),
      });
      return {
        dispute: dispute
          ? presentDispute(dispute, booking, await store.adjustments(dispute.id), user.id)
          : null,
        can_open: may.ok,
        window_closes_at:
          chargedOf(booking) > 0 ? disputeWindowClosesAt(booking.eventEndsAt).toISOString() : null,
      };
    },

    async open(user: AuthUser, bookingId: number, body: TOpenDisputeBody): Promise<TDispute> {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const queries = disputeQueries(txDb);
        const booking = await queries.booking(bookingId, { lock: true });
        if (!booking || (booking.customerUserId !== user.id && booking.djUserId !== user.id))
          throw notFound('Booking not found');
        const now = clock.now();
        const charged = chargedOf(booking);
        const may = mayOpenDispute({
          chargedMinor: charged,
          eventAt: booking.eventAt,
          eventEndsAt: booking.eventEndsAt,
          hasDispute: (await queries.ofBooking(bookingId)) !== null,
          now,
        });
        if (!may.ok) throw may.code === 'conflict' ? conflict(may.reason) : unprocessable(may.reason);
        const side = booking.customerUserId === user.id ? 'customer' : 'dj';
        const row = await queries.insert({
          bookingId,
          openedByUserId: user.id,
          openedBySide: side,
          reason: body.reason,
          statement: body.statement,
          chargedMinor: charged,
          currency: booking.currency,
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw conflict(DISPUTE_MESSAGES.alreadyOpen);
        await event(
          txDb,
          booking,
          'dispute.opened',
          now,
          { role: side, userId: user.id },
          {
            dispute_id: row.id,
            // The audit trail shows the reason in words; the code stays for whoever reads the outbox.
            reason: DISPUTE_REASON_LABELS[body.reason],
            reason_code: body.reason,
          },
        );
        return presentDispute(row, booking, [], user.id);
      });
    },

    /** The other party answers once, while the dispute is open. */
    async answer(user: AuthUser, bookingId: number, statement: string): Promise<TDispute> {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const queries = disputeQueries(txDb);
        const booking = await queries.booking(bookingId);
        if (!booking || (booking.customerUserId !== user.id && booking.djUserId !== user.id))
          throw notFound('Booking not found');
        const dispute = await queries.ofBooking(bookingId, { lock: true });
        if (!dispute) throw notFound(DISPUTE_MESSAGES.notFound);
        if (dispute.openedByUserId === user.id) throw forbidden(DISPUTE_MESSAGES.ownDispute);
        if (dispute.status === 'decided') throw conflict(DISPUTE_MESSAGES.alreadyDecided);
        if (dispute.answer !== null) throw conflict(DISPUTE_MESSAGES.alreadyAnswered);
        const now = clock.now();
        const row = await queries.update(dispute.id, {
          answer: statement,
          answeredAt: now,
          status: 'answered',
          updatedAt: now,
        });
        const side = booking.customerUserId === user.id ? 'customer' : 'dj';
        await event(
          txDb,
          booking,
          'dispute.answered',
          now,
          { role: side, userId: user.id },
          { dispute_id: row.id },
        );
        return presentDispute(row, booking, [], user.id);
      });
    },

    /**
     * An operator decides: the refund is split between the DJ and the platform, the DJ's share taken from unpaid
     * payouts (reduced now) and paid transfers (reversed at the gateway), all recorded with the decision in one
     * transaction; then the gateway's reversals and refund, each once. Deciding again a decision whose gateway part
     * failed only retries that part.
     */
    async decide(operator: AuthUser, disputeId: number, body: TDecideDisputeBody): Promise<TDispute> {
      const decided = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const queries = disputeQueries(txDb);
        const dispute = await queries.byId(disputeId, { lock: true });
        if (!dispute) throw notFound(DISPUTE_MESSAGES.notFound);
        if (dispute.status === 'decided') {
          const pending =
            (dispute.refundMinor ?? 0) > 0 && dispute.refundId === null
              ? true
              : (await queries.adjustments(dispute.id)).some((a) => a.kind === 'reversed' && !a.reversalId);
          if (!pending) throw conflict(DISPUTE_MESSAGES.alreadyDecided);
          return dispute;
        }
        const booking = (await queries.booking(dispute.bookingId, { lock: true }))!;
        const partial = body.refund_amount === undefined ? null : toMinor(body.refund_amount);
        if (partial !== null && partial >= dispute.chargedMinor)
          throw unprocessable(DISPUTE_MESSAGES.amountTooHigh);
        const refund = refundOf(body.outcome, dispute.chargedMinor, partial);
        const split = splitRefund(
          dispute.chargedMinor,
          Math.min(booking.djPayoutMinor, dispute.chargedMinor),
          refund,
        );
        const now = clock.now();
        const payouts = await queries.payouts(booking.id, { lock: true });
        const plan = planPayoutAdjustment(
          payouts.map((payout): TPayoutPart => ({
            id: payout.id,
            amountMinor: payout.amountMinor,
            status: payout.status as TPayoutPart['status'],
            transferId: payout.transferId,
            dueAt: payout.dueAt,
          })),
          split.djShareMinor,
        );
        for (const step of plan.reduce) {
          await queries.reducePayout(step.payoutId, step.toMinor, now);
          await queries.insertAdjustment({
            disputeId,
            payoutId: step.payoutId,
            kind: 'reduced',
            amountMinor: step.fromMinor - step.toMinor,
            createdAt: now,
          });
        }
        for (const step of plan.reverse)
          await queries.insertAdjustment({
            disputeId,
            payoutId: step.payoutId,
            kind: 'reversed',
            amountMinor: step.amountMinor,
            createdAt: now,
          });
        if (plan.shortfallMinor > 0)
          log.warn(
            { disputeId, shortfall: plan.shortfallMinor },
            'the DJ’s payouts hold less than the DJ’s share',
          );
        const row = await queries.update(disputeId, {
          status: 'decided',
          outcome: body.outcome,
          refundMinor: split.refundMinor,
          djShareMinor: split.djShareMinor,
          platformShareMinor: split.platformShareMinor,
          decisionNote: body.note,
          decidedByUserId: operator.id,
          decidedAt: now,
          updatedAt: now,
        });
        await event(
          txDb,
          booking,
          'dispute.decided',
          now,
          { role: 'system', operator: true },
          {
            dispute_id: disputeId,
            outcome: body.outcome,
            reason: body.note,
            amount_minor: split.refundMinor,
            dj_share_minor: split.djShareMinor,
            currency: dispute.currency,
          },
        );
        await recordOperatorAction(txDb, {
          operator: { id: operator.id, email: operator.email },
          action: 'dispute.decided',
          targetType: 'dispute',
          targetId: disputeId,
          detail: {
            booking_id: booking.id,
            outcome: body.outcome,
            refund_minor: split.refundMinor,
            dj_share_minor: split.djShareMinor,
            platform_share_minor: split.platformShareMinor,
            note: body.note,
          },
          at: now,
        });
        return row;
      });
      await settle(decided.id);
      const row = (await store.byId(decided.id))!;
      const booking = (await store.booking(row.bookingId))!;
      return presentDispute(row, booking, await store.adjustments(row.id), operator.id);
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
