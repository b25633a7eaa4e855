import { toMajor } from '@cuepoint/domain/money/minor-units';
import type {
  TDispute,
  TDisputeOutcome,
  TDisputeReason,
  TDisputeStatus,
} from '@cuepoint/domain/trust/disputes';
import { decidedRefundOf, djPayoutAfterDispute } from './decided-refund.ts';
import type { AdjustmentRow, DisputeRow, disputeQueries } from './disputes-store.ts';

export type BookingFacts = NonNullable<Awaited<ReturnType<ReturnType<typeof disputeQueries>['booking']>>>;

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
  const refund = decidedRefundOf(row);
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
    decision: refund
      ? {
          outcome: row.outcome as TDisputeOutcome,
          note: row.decisionNote ?? '',
          decided_at: row.decidedAt!.toISOString(),
          refund: toMajor(refund.refundMinor),
          dj_share: toMajor(refund.djShareMinor),
          platform_share: toMajor(refund.platformShareMinor),
          refunded: refund.sent,
        }
      : null,
    dj_payout: toMajor(djPayoutAfterDispute(booking.djPayoutMinor, row)),
    payout_adjustments: adjustments.map((adjustment) => ({
      kind: adjustment.kind as 'reduced' | 'reversed',
      amount: toMajor(adjustment.amountMinor),
      done: adjustment.kind === 'reduced' || adjustment.reversalId !== null,
    })),
    can_answer: readerId === other && row.status === 'open',
  };
}
