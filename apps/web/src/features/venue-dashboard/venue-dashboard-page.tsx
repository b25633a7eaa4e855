import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { loadFailedText } from './parts/load-state.tsx';
import { DashboardContent } from './dashboard-content.tsx';
import { useVenueSettings } from './use-venue-queries.ts';
import { VenueOnly } from './venue-guard.tsx';
import { VenueUserContext } from './venue-keys.ts';

/** The venue's own profile first: the rest of the dashboard is drawn around it. */
function VenueDashboard() {
  const settings = useVenueSettings();
  if (settings.isPending) return <DashboardSkeleton onRetry={() => void settings.refetch()} />;
  if (settings.isError) {
    return (
      <Container className="py-16">
        <div className="mx-auto max-w-xl">
          <h1 className="mb-4 text-3xl font-bold">Venue Dashboard</h1>
          <Alert tone="error">
            <p>{loadFailedText('your venue dashboard', settings.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              busy={settings.isFetching}
              onClick={() => void settings.refetch()}
            >
              Try again
            </Button>
          </Alert>
        </div>
      </Container>
    );
  }
  return <DashboardContent settings={settings.data} />;
}

/**
 * /venue-dashboard (docs/product/venues.md): the dashboard of a venue account; everyone else is sent on (see
 * VenueOnly).
 */
export function VenueDashboardPage() {
  usePageTitle(
    'Venue Dashboard',
    'Manage your venue’s events, co-streams, opening hours, favorite DJs and bookings on Cuepoint.',
  );
  return (
    <VenueOnly>
      {(user) => (
        <VenueUserContext.Provider value={user.id}>
          <ToastProvider>
            <VenueDashboard />
          </ToastProvider>
        </VenueUserContext.Provider>
      )}
    </VenueOnly>
  );
}
