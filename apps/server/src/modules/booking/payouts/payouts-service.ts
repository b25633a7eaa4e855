import type { FastifyBaseLogger } from 'fastify';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { PAYOUT_MESSAGES } from '@cuepoint/domain/payouts/payouts-api';
import type { Clock } from '../../../adapters/clock.ts';
import type { ConnectAccountStatus, PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { appendBookingEvent } from '../../notifications/index.ts';
import { createPayoutStore, type DueFilter, type DuePayout } from './payouts-store.ts';
import { payoutTransferKey } from './payout-schedule-store.ts';

/**
 * The DJ's payouts of a booking (decision record 029): scheduled per the contract's payment terms when the card is
 * charged, brought forward by a late cancellation, cancelled when the booking ends without a charge, and paid by the
 * `payouts.pay-due` job through the gateway's transfers to the DJ's connected account, once per payout
 * (`booking-payout-{id}`). The first three run inside the booking engine's transaction.
 */

/** How many payouts one run of the job handles; the next run takes the rest. */
const PAY_BATCH = 100;

export type PayOutcome = 'paid' | 'failed' | 'waiting' | 'unchanged';

export type PayDueResult = { paid: number; failed: number; waiting: number };

export type PayoutsServiceDeps = { db: Db; gateway: PaymentGateway; clock: Clock; log: FastifyBaseLogger };

/** Pays due payouts through the gateway and records each outcome with its outbox event. */
export function createPayoutsService(deps: PayoutsServiceDeps) {
  const { gateway, log } = deps;
  const store = createPayoutStore(deps.db);

  /** Writes a payout's outcome once (the row is locked; a repeat changes nothing) with its outbox event. */
  async function record(
    payout: DuePayout,
    outcome: { transferId: string | null } | { reason: string; by: 'system' | 'gateway' },
    now: Date,
  ): Promise<PayOutcome> {
    return store.transaction(async (tx, db) => {
      const locked = await tx.lockPayout(payout.id);
      if (!locked || locked.status === 'paid') return 'unchanged';
      const paid = 'transferId' in outcome;
      // A transfer that went through is recorded even if the payout was cancelled meanwhile: the money moved.
      if (!paid && (locked.status === 'cancelled' || locked.failureReason === outcome.reason))
        return 'unchanged';
      const row = paid
        ? await tx.markPaid(locked.id, outcome.transferId, now)
        : await tx.markFailed(locked.id, outcome.reason, now);
      const snapshot = { status: payout.requestStatus, payment: payout.paymentStatus };
      await appendBookingEvent(db, {
        requestId: payout.requestId,
        type: paid ? 'booking.payout_paid' : 'booking.payout_failed',
        createdAt: now,
        payload: {
          type: paid ? 'booking.payout_paid' : 'booking.payout_failed',
          at: now.toISOString(),
          actor: { role: paid ? 'system' : outcome.by },
          from: snapshot,
          to: snapshot,
          dj_id: row.djUserId,
          booking_id: row.bookingId,
          payout_id: row.id,
          kind: row.kind,
          amount_minor: row.amountMinor,
          currency: row.currency,
          ...(paid ? { transfer_id: outcome.transferId } : { reason: outcome.reason }),
          request_id: payout.requestId,
          customer_id: payout.customerUserId,
          event_at: payout.eventAt.toISOString(),
        },
      });
      return paid ? 'paid' : 'failed';
    });
  }

  /**
   * The charge that funds the payout: captured (ready), a hold not yet captured (waits for the next run), or a
   * destination charge of an earlier booking flow, which paid the DJ's account at capture already.
   */
  async function sourceOf(
    payout: DuePayout,
  ): Promise<{ ready: boolean; intentId?: string; paidByCharge?: boolean }> {
    if (!payout.paymentIntentId) return { ready: true };
    const intent = await gateway.retrieveIntent(payout.paymentIntentId);
    if (!intent || intent.kind !== 'payment_intent') return { ready: true };
    const ready = intent.status === 'succeeded';
    return { ready, intentId: intent.id, paidByCharge: ready && intent.destinationAccountId !== null };
  }

  async function payOne(
    payout: DuePayout,
    now: Date,
    accounts: Map<number, ConnectAccountStatus | null>,
  ): Promise<PayOutcome> {
    const source = await sourceOf(payout);
    if (!source.ready) {
      log.info({ payoutId: payout.id, intentId: payout.paymentIntentId }, 'payout waits for the capture');
      return 'waiting';
    }
    // Never a second time: the charge itself went to the DJ's account (no transfer of ours to record).
    if (source.paidByCharge) return record(payout, { transferId: null }, now);
    if (!accounts.has(payout.djUserId))
      accounts.set(payout.djUserId, await gateway.connectAccountOf(payout.djUserId));
    const account = accounts.get(payout.djUserId);
    if (!account?.payoutsEnabled)
      return record(payout, { reason: PAYOUT_MESSAGES.accountMissing, by: 'system' }, now);
    try {
      const transfer = await gateway.transfer({
        destinationAccountId: account.accountId,
        amountMinor: payout.amountMinor,
        currency: payout.currency as TExtendedCurrency,
        sourceIntentId: source.intentId,
        transferGroup: `booking-${payout.bookingId}`,
        metadata: {
          booking_id: String(payout.bookingId),
          booking_request_id: String(payout.requestId),
          payout_id: String(payout.id),
          kind: payout.kind,
        },
        idempotencyKey: payoutTransferKey(payout.id),
      });
      return await record(payout, { transferId: transfer.id }, now);
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND' || error.code === 'UNPROCESSABLE')
      ) {
        log.error({ err: error, payoutId: payout.id }, 'the gateway refused a payout');
        return record(
          payout,
          { reason: `${PAYOUT_MESSAGES.transferRefused}: ${error.message}`, by: 'gateway' },
          now,
        );
      }
      // Unreachable, rate limited, or the same transfer in flight (409): the next run tries again.
      log.warn({ err: error, payoutId: payout.id }, 'payout not sent: trying again at the next run');
      return 'waiting';
    }
  }

  return {
    /**
     * Pays the payouts due at `now` (of one booking or one DJ when the filter says so): scheduled ones, and failed
     * ones whose DJ connected an account since (all failed ones with `retryFailed`). Safe to run twice or at once
     * elsewhere: each transfer has its payout's key, each outcome is written once.
     */
    async payDue(now: Date, filter: DueFilter & { retryFailed?: boolean } = {}): Promise<PayDueResult> {
      const due = await store.duePayouts(now, gateway.mode, filter, PAY_BATCH);
      const accounts = new Map<number, ConnectAccountStatus | null>();
      const result: PayDueResult = { paid: 0, failed: 0, waiting: 0 };
      for (const payout of due) {
        let outcome: PayOutcome;
        try {
          outcome = await payOne(payout, now, accounts);
        } catch (error) {
          log.error({ err: error, payoutId: payout.id }, 'payout could not be sent');
          outcome = 'waiting';
        }
        if (outcome === 'paid' || outcome === 'failed' || outcome === 'waiting') result[outcome] += 1;
      }
      return result;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
