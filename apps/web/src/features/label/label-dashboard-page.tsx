import { useMemo } from 'react';
import {
  LABEL_DASHBOARD_MESSAGES,
  LABEL_OTHER_ROLE_REDIRECT,
  LABEL_VISITOR_REDIRECT,
  withSampleFigures,
} from '@cuepoint/domain/labels/label-figures';
import { errorReason } from '../../lib/error-reason.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { Container } from '../../ui/layout.tsx';
import { RoleGuard } from '../accounts/role-guard.tsx';
import { LABEL_DEMO_DATA } from './demo-data.ts';
import { LabelDashboardView } from './label-dashboard-view.tsx';
import { useLabelDashboard } from './use-label-dashboard.ts';
import { DashboardLoadFailed } from '../../ui/retry-button.tsx';

function LabelDashboard({ userId }: { userId: number }) {
  const dashboard = useLabelDashboard(userId);
  const figures = useMemo(
    () => (dashboard.data ? withSampleFigures(dashboard.data, LABEL_DEMO_DATA) : undefined),
    [dashboard.data],
  );
  if (dashboard.isPending) return <DashboardSkeleton onRetry={() => void dashboard.refetch()} />;
  if (!figures) {
    const reason = errorReason(dashboard.error);
    return (
      <DashboardLoadFailed title="Label Dashboard" query={dashboard}>
        {LABEL_DASHBOARD_MESSAGES.loadFailed} {reason ?? 'Please try again.'}
      </DashboardLoadFailed>
    );
  }
  return (
    <Container className="py-10 sm:py-14">
      <LabelDashboardView
        data={figures}
        actions={
          <>
            <ButtonLink to="/search" variant="outline" size="sm">
              Find DJs
            </ButtonLink>
            <ButtonLink to="/contact?type=support" variant="ghost" size="sm">
              Contact support
            </ButtonLink>
          </>
        }
      />
    </Container>
  );
}

/**
 * /label-dashboard: a label's own dashboard (docs/product/producers-and-labels.md), guarded as the producer dashboard
 * is (docs/product/producers-and-labels.md): a visitor goes to /labels, another account type to /.
 */
export function LabelDashboardPage() {
  usePageTitle(
    'Label Dashboard',
    'Stems sales, revenue streams, DJ pool performance and public performance rights progress for your label.',
  );
  return (
    <RoleGuard role="label" visitorTo={LABEL_VISITOR_REDIRECT} otherRoleTo={LABEL_OTHER_ROLE_REDIRECT}>
      {(user) => <LabelDashboard userId={user.id} />}
    </RoleGuard>
  );
}
