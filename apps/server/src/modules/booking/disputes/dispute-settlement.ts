import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../adapters/clock.ts';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import { DISPUTE_MESSAGES, nextRefundAttemptAt } from '@cuepoint/domain/trust/disputes';
import type { Db } from '../../../db/client.ts';
import { AppError, unprocessable } from '../../../http/app-error.ts';
import { appendBookingEvent } from '../../notifications/index.ts';
import { disputeQueries } from './disputes-store.ts';
import { disputeRefundKey, disputeReversalKey, type BookingFacts } from './present-dispute.ts';

export type DisputeSettlementDeps = {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** Sends the retry of a decision's gateway part, due at `at` (a job on the injected clock). */
  retrySettle(disputeId: number, at: Date): Promise<void>;
};

/** A gateway's answer that no retry changes (a 4xx: the refund or reversal as asked is refused). */
const refusedForGood = (error: unknown) => error instanceof AppError && error.status < 500;

/** One outbox row of a dispute's step, tagged with its booking (so it is in the booking's audit trail). */
export async function appendDisputeEvent(
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

/**
 * The settlement of a decided dispute (decision record 034): the gateway's part, the DJ's paid transfers reversed and
 * the customer's refund, each once, resumable, retried with backoff and alerted to the operators when it fails for
 * good.
 */
export function createDisputeSettlement(deps: DisputeSettlementDeps) {
  const { db, clock, gateway, log } = deps;
  const store = disputeQueries(db);

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
      await appendDisputeEvent(
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

  /**
   * A failed attempt of the gateway part: counted with the gateway's words; tried again after the next delay of the
   * backoff, or, after the last one or a refusal for good, the operators are alerted (the console's overview and
   * queue show it; deciding again retries).
   */
  async function settleFailed(disputeId: number, error: unknown): Promise<void> {
    const now = clock.now();
    const words = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const next = await db.transaction(async (tx) => {
      const queries = disputeQueries(tx as unknown as Db);
      const locked = await queries.byId(disputeId, { lock: true });
      if (!locked) return null;
      const attempts = locked.settleAttempts + 1;
      const at = refusedForGood(error) ? null : nextRefundAttemptAt(attempts, now);
      await queries.update(disputeId, {
        settleAttempts: attempts,
        settleError: words,
        settleAlertedAt: at ? null : now,
        updatedAt: now,
      });
      return { attempts, at };
    });
    if (next?.at) {
      log.warn({ err: error, disputeId, attempts: next.attempts }, 'dispute refund failed: retrying later');
      await deps.retrySettle(disputeId, next.at);
    } else log.error({ err: error, disputeId }, 'dispute refund failed for good: operators alerted');
  }

  /** The gateway part now; a failure is recorded and retried (or alerted), never thrown at the caller. */
  async function settleOrRetry(disputeId: number): Promise<void> {
    try {
      await settle(disputeId);
    } catch (error) {
      await settleFailed(disputeId, error);
      return;
    }
    const row = await store.byId(disputeId);
    if (row && (row.settleError !== null || row.settleAlertedAt !== null))
      await store.update(disputeId, { settleError: null, settleAlertedAt: null, updatedAt: clock.now() });
  }

  return {
    settle,
    settleOrRetry,

    /**
     * The retry job's run: the gateway part of a decided dispute that still has some, unless the operators were
     * alerted meanwhile (their decision to retry takes over).
     */
    async retrySettle(disputeId: number): Promise<void> {
      const row = await store.byId(disputeId);
      if (!row || row.status !== 'decided' || row.settleAlertedAt !== null || row.settleError === null)
        return;
      await settleOrRetry(disputeId);
    },
  };
}
