import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  isPaymentTerms,
  payoutParts,
  type TContractTerms,
  type TPaymentTerms,
} from '@cuepoint/domain/booking/contract';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPaymentMode } from '@cuepoint/domain/payments/intents';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../../db/client.ts';
import { bookingPayouts } from '../../../db/schema/bookings.ts';
import { payoutQueries, type PayoutRow } from './payouts-store.ts';

/**
 * A booking's payout rows as the booking engine writes them, inside its transaction: scheduled per the contract's
 * payment terms when the card is charged, brought forward by a late cancellation, cancelled when the booking ends
 * without a charge (decision record 029). Paying them is the payouts service's.
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
