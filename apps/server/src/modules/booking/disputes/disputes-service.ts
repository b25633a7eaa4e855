import { toMinor } from '@cuepoint/domain/money/minor-units';
import {
  DISPUTE_MESSAGES,
  disputeReasonLabel,
  disputeWindowClosesAt,
  mayOpenDispute,
  partialRefundIssue,
  planPayoutAdjustment,
  refundOf,
  splitRefund,
  type TBookingDispute,
  type TDecideDisputeBody,
  type TDispute,
  type TOpenDisputeBody,
  type TPayoutPart,
} from '@cuepoint/domain/trust/disputes';
import type { Db } from '../../../db/client.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { recordOperatorAction } from '../../platform/index.ts';
import { djPayoutAfterDispute } from './decided-refund.ts';
import { disputeQueries } from './disputes-store.ts';
import { chargedOf, presentDispute } from './present-dispute.ts';
import {
  appendDisputeEvent,
  createDisputeSettlement,
  type DisputeSettlementDeps,
} from './dispute-settlement.ts';

export type DisputesServiceDeps = DisputeSettlementDeps;

/** A gateway's answer that no retry changes (a 4xx: the refund or reversal as asked is refused). */

/**
 * Disputes over a charged booking and their refunds (decision record 034): a party opens one within 7 days after the
 * event, the other answers, an operator decides; the refund goes through the gateway and the DJ's share of it comes
 * out of the booking's payouts (unpaid parts reduced, paid transfers reversed). Each step is an outbox row tagged
 * with the booking, so it is in the booking's audit trail; the operator's decision is in the operator audit too.
 */
export function createDisputesService(deps: DisputesServiceDeps) {
  const { db, clock, log } = deps;
  const store = disputeQueries(db);

  async function partyBooking(user: AuthUser, bookingId: number) {
    const booking = await store.booking(bookingId);
    if (!booking || (booking.customerUserId !== user.id && booking.djUserId !== user.id))
      throw notFound('Booking not found');
    return booking;
  }

  const { settle, settleOrRetry, retrySettle } = createDisputeSettlement(deps);

  return {
    settle,
    retrySettle,

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
        await appendDisputeEvent(
          txDb,
          booking,
          'dispute.opened',
          now,
          { role: side, userId: user.id },
          {
            dispute_id: row.id,
            // The audit trail shows the reason in words both parties read; the code stays for the outbox's readers.
            reason: disputeReasonLabel({ reason: body.reason, opened_by: side }),
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
        await appendDisputeEvent(
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
        const amountIssue = partial === null ? null : partialRefundIssue(partial, dispute.chargedMinor);
        if (amountIssue) throw unprocessable(amountIssue);
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
        await appendDisputeEvent(
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
            // The notifications tell the DJ what the payout is now, as the booking's and the dispute's answers do.
            dj_payout_minor: djPayoutAfterDispute(booking.djPayoutMinor, row),
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
      await settleOrRetry(decided.id);
      const row = (await store.byId(decided.id))!;
      const booking = (await store.booking(row.bookingId))!;
      return presentDispute(row, booking, await store.adjustments(row.id), operator.id);
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
