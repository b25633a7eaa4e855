import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ToastProvider } from '../../ui/toast.tsx';
import { useSignedInPage } from '../accounts/use-signed-in-page.ts';
import { SignedOutNotice, WrongRoleNotice } from './access-notice.tsx';
import { DashboardContent } from './dashboard-content.tsx';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { useDjProfile } from './use-dashboard-queries.ts';
import { DJ_DASHBOARD_KEYS } from './dashboard-api.ts';
import { DashboardLoadFailed } from '../../ui/retry-button.tsx';

/** The DJ's own data, loaded only for a signed-in DJ (docs/product/djs.md). */
function DjDashboard({ userId }: { userId: number }) {
  const client = useQueryClient();
  const profile = useDjProfile();
  // Another DJ signed in since these answers came: none of them is shown, all are read again.
  const stale = profile.data !== undefined && profile.data.user_id !== userId;
  useEffect(() => {
    if (stale) void client.resetQueries({ queryKey: DJ_DASHBOARD_KEYS.all });
  }, [stale, client]);
  if (profile.isPending || stale) return <DashboardSkeleton onRetry={() => void profile.refetch()} />;
  if (profile.isError) {
    return (
      <DashboardLoadFailed title="DJ Dashboard" query={profile}>
        Your dashboard could not be loaded: {profile.error.message}
      </DashboardLoadFailed>
    );
  }
  return <DashboardContent profile={profile.data} />;
}

/** /dj-dashboard: the dashboard for a DJ, a sign-in prompt for a visitor, the way home for anyone else. */
export function DjDashboardPage() {
  usePageTitle('DJ Dashboard', 'Manage your DJ profile, sets, availability, rates and bookings on Cuepoint.');
  const auth = useSignedInPage();
  if (auth.status === 'loading') return <DashboardSkeleton />;
  if (!auth.user) return <SignedOutNotice />;
  if (auth.user.user_type !== 'dj') return <WrongRoleNotice userType={auth.user.user_type} />;
  return (
    <ToastProvider>
      <DjDashboard userId={auth.user.id} />
    </ToastProvider>
  );
}
