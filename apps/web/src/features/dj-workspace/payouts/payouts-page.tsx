import { PayoutsCard } from '../../dj-dashboard/payouts/payouts-card.tsx';
import { DjWorkspaceFrame } from '../dj-workspace-frame.tsx';

/**
 * /dj-dashboard/payouts (docs/product/djs.md, "Payouts"): the payout account, what was paid and what is to come, and
 * every payout per booking with its fee breakdown, a dispute's refund and what it took back, each booking linked.
 */
export function DjPayoutsPage() {
  return (
    <DjWorkspaceFrame
      title="Payouts"
      description="Every payout per booking, refunds and what they took back included."
    >
      <PayoutsCard />
    </DjWorkspaceFrame>
  );
}
