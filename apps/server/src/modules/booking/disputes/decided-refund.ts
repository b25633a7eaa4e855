import type { DisputeRow } from './disputes-store.ts';

type DecidedFacts = Pick<
  DisputeRow,
  'status' | 'outcome' | 'refundMinor' | 'djShareMinor' | 'platformShareMinor' | 'refundId'
>;

/** The money a dispute's decision moved, in minor units: the refund and who gave it back. */
export type DecidedRefund = {
  refundMinor: number;
  djShareMinor: number;
  platformShareMinor: number;
  /** The refund went through at the gateway (a refund of nothing has nothing to send). */
  sent: boolean;
};

/**
 * What a decided dispute refunds (decision record 034); null until an operator decided. The dispute's answer, the
 * booking's answer and the decision's outbox event all read the decision's money here, so they never disagree.
 */
export function decidedRefundOf(dispute: DecidedFacts | null): DecidedRefund | null {
  if (!dispute || dispute.status !== 'decided' || dispute.outcome === null) return null;
  const refundMinor = dispute.refundMinor ?? 0;
  return {
    refundMinor,
    djShareMinor: dispute.djShareMinor ?? 0,
    platformShareMinor: dispute.platformShareMinor ?? 0,
    sent: refundMinor === 0 || dispute.refundId !== null,
  };
}

/**
 * The DJ's payout of the booking after its dispute: the agreed payout less the DJ's share of a decided refund (the
 * share came out of the payouts, unpaid parts reduced and paid transfers reversed).
 */
export function djPayoutAfterDispute(djPayoutMinor: number, dispute: DecidedFacts | null): number {
  return djPayoutMinor - (decidedRefundOf(dispute)?.djShareMinor ?? 0);
}
