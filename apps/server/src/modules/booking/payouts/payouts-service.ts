import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  isPaymentTerms,
  payoutParts,
  type TContractTerms,
  type TPaymentTerms,
} from '@cuepoint/domain/booking/contract';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPaymentMode } from '@cuepoint/domain/payments/intents';
import { PAYOUT_MESSAGES } from '@cuepoint/domain/payouts/payouts-api';
import type { Clock } from '../../../adapters/clock.ts';
import type { ConnectAccountStatus, PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../../db/client.ts';
import { bookingPayouts } from '../../../db/schema/bookings.ts';
import { AppError } from '../../../http/app-error.ts';
import { appendBookingEvent } from '../../notifications/live-updates/outbox.ts';
import {
  createPayoutStore,
  payoutQueries,
  type DueFilter,
  type DuePayout,
  type PayoutRow,
} from './payouts-store.ts';

/**
 * The DJ's payouts of a booking (decision record 029): scheduled per the contract's payment terms when the card is
 * charged, brought forward by a late cancellation, cancelled when the booking ends without a charge, and paid by the
 * `payouts.pay-due` job through the gateway's transfers to the DJ's connected account, once per payout
 * (`booking-payout-{id}`). The first three run inside the booking engine's transaction.
 */

export type PayoutTerms = TPaymentTerms | Pick<TContractTerms, 'paymentTerms'>;

export type SchedulePayoutsInput = {
  bookingId: number;
  djUserId: number;
  currency: TExtendedCurrency;
  /** The booking's djPayoutMinor (feeBreakdown of the agreed price). */
  djPayoutMinor: number;
  terms: PayoutTerms;
  /** When the card was charged: the upfront part is due then. */
  capturedAt: Date;
  /** The event's end: the after-event part is due then. */
  eventEndsAt: Date;
  /** The gateway that charged the card and pays the DJ ('test' or 'stripe', or the gateway itself). */
  gateway: TPaymentMode | Pick<PaymentGateway, 'mode'>;
};

/** The idempotency key of a payout's transfer: one transfer per payout, however often the job runs. */
export const payoutTransferKey = (payoutId: number) => `booking-payout-${payoutId}`;

/**
 * Writes the booking's payouts per its payment terms (payoutParts: the parts add up to the DJ's payout to the cent;
 * a part of 0 is left out). Idempotent: a booking keeps the payouts it has. Answers all of the booking's payouts.
 */
export async function schedulePayouts(tx: Db, input: SchedulePayoutsInput): Promise<PayoutRow[]> {
  const parts = payoutParts(input.terms, input.djPayoutMinor, input.capturedAt, input.eventEndsAt);
  const gateway = typeof input.gateway === 'string' ? input.gateway : input.gateway.mode;
  return payoutQueries(tx).insertPayouts(
    input.bookingId,
    parts.map((part) => ({
      bookingId: input.bookingId,
      djUserId: input.djUserId,
      kind: part.kind,
      amountMinor: part.amountMinor,
      currency: input.currency,
      dueAt: part.dueAt,
      status: 'scheduled',
      gateway,
      createdAt: input.capturedAt,
      updatedAt: input.capturedAt,
    })),
  );
}

/**
 * A customer's cancellation inside the notice period: the agreed amount is charged at once and the DJ's whole payout
 * is due at once. Brings the booking's unpaid payouts due by `now`, or, when the card was not charged before (the
 * usual case, more than 24 hours ahead), writes them from the booking's terms, all due `now`. A booking without
 * confirmed terms gets none. Answers the booking's payouts.
 */
export async function payoutsDueNow(tx: Db, bookingId: number, now: Date): Promise<PayoutRow[]> {
  const queries = payoutQueries(tx);
  if ((await queries.payoutsOf(bookingId)).length > 0) return queries.dueBy(bookingId, now);
  const booking = await queries.bookingForPayouts(bookingId);
  if (!booking || !isPaymentTerms(booking.paymentTerms)) return [];
  return schedulePayouts(tx, {
    bookingId,
    djUserId: booking.djUserId,
    currency: booking.currency as TExtendedCurrency,
    djPayoutMinor: booking.djPayoutMinor,
    terms: booking.paymentTerms,
    capturedAt: now,
    eventEndsAt: now,
    gateway: booking.gateway as TPaymentMode,
  });
}

/**
 * The booking ended without a charge: its payouts not yet paid are cancelled (a paid one stands). Answers the ones
 * cancelled.
 */
export async function cancelPayouts(tx: Db, bookingId: number, now?: Date): Promise<PayoutRow[]> {
  return tx
    .update(bookingPayouts)
    .set({ status: 'cancelled', updatedAt: now ?? sql`now()` })
    .where(
      and(eq(bookingPayouts.bookingId, bookingId), inArray(bookingPayouts.status, ['scheduled', 'failed'])),
    )
    .returning();
}

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
