import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { DashboardCard } from '../../ui/dashboard-card.tsx';
import { Container } from '../../ui/layout.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { bookingRequestsKey } from '../booking/booking-api.ts';
import { BookingRequestForm } from '../booking/request-form/booking-request-form.tsx';
import { LoadState } from './parts/load-state.tsx';
import { useVenueSettings } from './use-venue-queries.ts';
import { VenueOnly } from './venue-guard.tsx';
import { VenueUserContext, venueKeys } from './venue-keys.ts';
import { readDjId } from '../booking/dj-id-param.ts';

/** ?rate= as an hourly amount above 0 (up to 2 decimals), else null. */
function readRate(value: string | null): number | null {
  if (!value || !/^\d{1,6}(\.\d{1,2})?$/.test(value)) return null;
  const rate = Number(value);
  return rate > 0 ? rate : null;
}

const DASHBOARD = '/venue-dashboard';
export const BOOKINGS_TAB = '/venue-dashboard?tab=bookings';

function BookDj({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const settings = useVenueSettings();
  const djId = readDjId(params.get('dj_id'));
  // ?rate= (Send offer) sets the hourly budget; without it, the form starts from the targeted DJ's own rate.
  const rate = readRate(params.get('rate'));
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <ButtonLink
        to={DASHBOARD}
        variant="ghost"
        size="sm"
        className="-ml-3 mb-4"
        icon={<ArrowLeft className="size-4" aria-hidden />}
      >
        Back to your dashboard
      </ButtonLink>
      <h1 className="text-3xl font-bold sm:text-4xl">Book a DJ</h1>
      <p className="mt-2 mb-6 text-mist-300">
        Request a DJ for your venue, in person or streamed. Your card is secured now and charged only once a
        DJ accepts and the event is confirmed.
      </p>
      <DashboardCard title="Booking request">
        {settings.isPending || settings.isError ? (
          <LoadState query={settings} what="your venue profile" />
        ) : (
          <BookingRequestForm
            audience="venue"
            djId={djId}
            initialHourlyBudget={rate}
            currency={settings.data.venue_profile.currency}
            place={settings.data.venue_profile}
            onClearDj={() =>
              setParams(
                (previous) => {
                  const next = new URLSearchParams(previous);
                  next.delete('dj_id');
                  return next;
                },
                { replace: true },
              )
            }
            onSubmitted={(_request, message) => {
              void client.invalidateQueries({ queryKey: bookingRequestsKey('venue', userId) });
              void client.invalidateQueries({ queryKey: venueKeys(userId).analytics });
              void navigate(BOOKINGS_TAB, { state: { bookingSubmitted: message } });
            }}
          />
        )}
      </DashboardCard>
    </Container>
  );
}

/** /venue-dashboard/book-dj (docs/product/venues.md): the venue's booking form, for venues only like the dashboard. */
export function BookDjPage() {
  usePageTitle('Book a DJ', 'Request a DJ for your venue on Cuepoint, in person or streamed.');
  return (
    <VenueOnly>
      {(user) => (
        <VenueUserContext.Provider value={user.id}>
          <ToastProvider>
            <BookDj userId={user.id} />
          </ToastProvider>
        </VenueUserContext.Provider>
      )}
    </VenueOnly>
  );
}
