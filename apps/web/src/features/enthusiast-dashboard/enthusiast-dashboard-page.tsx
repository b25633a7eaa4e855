import { useMemo } from 'react';
import {
  ENTHUSIAST_DASHBOARD_MESSAGES,
  ENTHUSIAST_OTHER_ROLE_REDIRECT,
  ENTHUSIAST_VISITOR_REDIRECT,
} from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { errorReason } from '../../lib/error-reason.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { RoleGuard } from '../accounts/role-guard.tsx';
import { DashboardContent } from './dashboard-content.tsx';
import { enthusiastKeys, EnthusiastKeysContext } from './enthusiast-context.ts';
import { useEnthusiastProfile } from './use-enthusiast-queries.ts';
import { DashboardLoadFailed } from '../../ui/retry-button.tsx';

/** The enthusiast's own profile first: the tabs are drawn around it (their city, their stats). */
function EnthusiastDashboard() {
  const profile = useEnthusiastProfile();
  if (profile.isPending) return <DashboardSkeleton onRetry={() => void profile.refetch()} />;
  if (profile.isError) {
    return (
      <DashboardLoadFailed title="Enthusiast Dashboard" query={profile}>
        {ENTHUSIAST_DASHBOARD_MESSAGES.loadFailed('your dashboard', errorReason(profile.error))}
      </DashboardLoadFailed>
    );
  }
  return <DashboardContent profile={profile.data} />;
}

function ForUser({ userId }: { userId: number }) {
  const keys = useMemo(() => enthusiastKeys(userId), [userId]);
  return (
    <EnthusiastKeysContext.Provider value={keys}>
      <ToastProvider>
        <EnthusiastDashboard />
      </ToastProvider>
    </EnthusiastKeysContext.Provider>
  );
}

/**
 * /enthusiast-dashboard (docs/product/enthusiasts.md): the dashboard of an enthusiast account; a visitor goes to
 * /enthusiasts, another account type to /.
 */
export function EnthusiastDashboardPage() {
  usePageTitle(
    'Enthusiast Dashboard',
    'Events near you, your favorite artists and DJs, and DJs to discover on Cuepoint.',
  );
  return (
    <RoleGuard
      role="enthusiast"
      visitorTo={ENTHUSIAST_VISITOR_REDIRECT}
      otherRoleTo={ENTHUSIAST_OTHER_ROLE_REDIRECT}
    >
      {(user) => <ForUser userId={user.id} />}
    </RoleGuard>
  );
}
