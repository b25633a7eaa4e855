import { toMajor } from '@cuepoint/domain/money/minor-units';
import type { TPayoutKind, TPayoutStatus } from '@cuepoint/domain/booking/booking-api';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPaymentMode } from '@cuepoint/domain/payments/intents';
import type { TDjPayout, TDjPayouts, TPayoutClawbackKind } from '@cuepoint/domain/payouts/payouts-api';
import type { ConnectAccountStatus } from '../../../adapters/payments/payment-gateway.ts';
import type { ListedPayout } from './payouts-store.ts';
import { decidedRefundOf, djPayoutAfterDispute } from '../disputes/decided-refund.ts';
import { chargedOf } from '../disputes/present-dispute.ts';

/** A payout as the DJ's dashboard reads it: major units, ISO instants, its booking's event and fee split. */
export function presentPayout(row: ListedPayout): TDjPayout {
  return {
    id: row.id,
    booking_id: row.bookingId,
    kind: row.kind as TPayoutKind,
    amount: toMajor(row.amountMinor),
    currency: row.currency as TExtendedCurrency,
    due_at: row.dueAt.toISOString(),
    status: row.status as TPayoutStatus,
    paid_at: row.paidAt?.toISOString() ?? null,
    failure_reason: row.status === 'failed' ? row.failureReason : null,
    customer_name: row.customerName,
    event: {
      date: row.eventAt.toISOString(),
      timezone: row.eventTimezone,
      duration: row.durationMinutes / 60,
    },
    booking_amounts: {
      customer_pays: toMajor(row.bookingAmountMinor),
      platform_fee: toMajor(row.platformFeeMinor),
      processing_fee: toMajor(row.processingFeeMinor),
      dj_payout: toMajor(row.djPayoutMinor),
    },
    refund: refundOf(row),
    clawback: row.clawback
      ? {
          kind: row.clawback.kind as TPayoutClawbackKind,
          amount: toMajor(row.clawback.amountMinor),
          done: row.clawback.kind === 'reduced' || row.clawback.reversalId !== null,
        }
      : null,
  };
}

/** The booking's decided refund, computed as the booking's answer computes it (decided-refund.ts, chargedOf). */
function refundOf(row: ListedPayout): TDjPayout['refund'] {
  const decided = decidedRefundOf(row.dispute);
  if (!decided || decided.refundMinor === 0) return null;
  const charged = chargedOf({
    paymentStatus: row.paymentStatus,
    amountMinor: row.bookingAmountMinor,
    cancellationChargeMinor: row.cancellationChargeMinor,
  });
  return {
    charged: toMajor(charged),
    amount: toMajor(decided.refundMinor),
    platform_share: toMajor(decided.platformShareMinor),
    sent: decided.sent,
    dj_payout_now: toMajor(djPayoutAfterDispute(row.djPayoutMinor, row.dispute)),
  };
}

export function presentPayouts(
  mode: TPaymentMode,
  account: ConnectAccountStatus | null,
  rows: readonly ListedPayout[],
  totals: readonly { currency: string; paidMinor: number; owedMinor: number }[],
): TDjPayouts {
  const sum = (pick: 'paidMinor' | 'owedMinor') =>
    totals
      .filter((total) => total[pick] > 0)
      .map((total) => ({ currency: total.currency as TExtendedCurrency, amount: toMajor(total[pick]) }));
  return {
    account: {
      connected: account !== null,
      payouts_enabled: account?.payoutsEnabled ?? false,
      details_submitted: account?.detailsSubmitted ?? false,
      mode,
    },
    payouts: rows.map(presentPayout),
    totals: { paid: sum('paidMinor'), scheduled: sum('owedMinor') },
  };
}
