import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Alert } from '../../ui/feedback.tsx';
import { Button } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { SignedOutNotice, WrongRoleNotice } from './access-notice.tsx';
import { DashboardContent } from './dashboard-content.tsx';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { useDjProfile } from './use-dashboard-queries.ts';
import { DJ_DASHBOARD_KEYS } from './dashboard-api.ts';

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
      <Container className="py-16">
        <div className="mx-auto max-w-xl">
          <h1 className="mb-4 text-3xl font-bold">DJ Dashboard</h1>
          <Alert tone="error">
            <p>Your dashboard could not be loaded: {profile.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              busy={profile.isFetching}
              onClick={() => void profile.refetch()}
            >
              Try again
            </Button>
          </Alert>
        </div>
      </Container>
    );
  }
  return <DashboardContent profile={profile.data} />;
}

/** /dj-dashboard: the dashboard for a DJ, a sign-in prompt for a visitor, the way home for anyone else. */
export function DjDashboardPage() {
  usePageTitle('DJ Dashboard', 'Manage your DJ profile, sets, availability, rates and bookings on Cuepoint.');
  const auth = useAuth();
  if (auth.status === 'loading') return <DashboardSkeleton />;
  if (!auth.user) return <SignedOutNotice />;
  if (auth.user.user_type !== 'dj') return <WrongRoleNotice userType={auth.user.user_type} />;
  return (
    <ToastProvider>
      <DjDashboard userId={auth.user.id} />
    </ToastProvider>
  );
}
