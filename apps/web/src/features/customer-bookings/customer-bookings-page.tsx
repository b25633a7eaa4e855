import type { ReactNode } from 'react';
import { ClipboardList, LogIn } from 'lucide-react';
import { dashboardRouteFor } from '@cuepoint/domain/accounts/user-types';
import {
  CUSTOMER_REQUEST_GROUPS,
  CUSTOMER_REQUEST_GROUP_LABELS,
  customerRequestGroup,
  type TCustomerRequestGroup,
} from '@cuepoint/domain/booking/inbox-groups';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { EmptyState } from '../../ui/feedback.tsx';
import { FilterButtons, useFilterParam } from '../../ui/filter-buttons.tsx';
import { Container } from '../../ui/layout.tsx';
import { LoadFailedAlert } from '../../ui/retry-button.tsx';
import { useSignedInPage } from '../accounts/use-signed-in-page.ts';
import { useAuthModals } from '../accounts/auth-modals.tsx';
import type { TBookingAudience } from '../booking/booking-api.ts';
import { BookingRequestItem } from '../booking/lists/booking-request-item.tsx';
import {
  CustomerRequestActions,
  type TListedWithBooking,
} from '../booking/lists/customer-request-actions.tsx';
import { useBookingRequests } from '../booking/lists/use-booking-requests.ts';
import { useLiveRows } from '../booking/lists/use-live-rows.ts';
import { LiveIndicator } from '../live-updates/live-indicator.tsx';
import { useNow } from '../live-updates/use-relative-time.ts';

/** The query parameter of the page's filter (`/bookings?status=booked`). */
export const BOOKINGS_STATUS_PARAM = 'status';

/** Where a customer books a DJ from. */
const BOOK_A_DJ: Record<TBookingAudience, string> = {
  venue: '/venue-dashboard/book-dj',
  enthusiast: '/enthusiast-dashboard',
};

function CustomerBookings({ audience, userId }: { audience: TBookingAudience; userId: number }) {
  const now = useNow();
  const requests = useBookingRequests(audience, userId);
  const { connected, isHighlighted } = useLiveRows((event) => [
    event.request_id,
    event.offer_id && -event.offer_id,
  ]);
  const filters = useFilterParam<TCustomerRequestGroup>(BOOKINGS_STATUS_PARAM, CUSTOMER_REQUEST_GROUPS);
  const filter = filters.value;
  if (requests.isPending) return <div aria-hidden className="h-40 animate-pulse rounded-2xl bg-ink-800" />;
  if (requests.isError)
    return (
      <LoadFailedAlert query={requests} retryClassName="mt-2">
        Your booking requests could not be loaded: {requests.error.message}
      </LoadFailedAlert>
    );
  const rank = (group: TCustomerRequestGroup) => CUSTOMER_REQUEST_GROUPS.indexOf(group);
  const grouped = (requests.data as TListedWithBooking[])
    .map((request) => ({ request, group: customerRequestGroup(request, now) }))
    .sort((a, b) => rank(a.group) - rank(b.group));
  const shown = filter ? grouped.filter((row) => row.group === filter) : grouped;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterButtons
          label="Show requests"
          value={filter}
          onChange={filters.change}
          options={filters.options(
            grouped.map((row) => row.group),
            CUSTOMER_REQUEST_GROUP_LABELS,
          )}
        />
        <LiveIndicator connected={connected} />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={grouped.length === 0 ? 'No booking requests yet' : 'Nothing here'}
          icon={<ClipboardList className="size-8" aria-hidden />}
        >
          <p>
            {grouped.length === 0
              ? 'When you request a DJ, the request, its offers and the booking show here.'
              : 'None of your requests is in this group right now.'}
          </p>
          {grouped.length === 0 ? (
            <ButtonLink to={BOOK_A_DJ[audience]} size="sm" className="mt-4">
              Book a DJ
            </ButtonLink>
          ) : null}
        </EmptyState>
      ) : (
        <ul aria-label="Your booking requests" className="grid gap-4 lg:grid-cols-2">
          {shown.map(({ request }) => (
            <li key={request.id}>
              <BookingRequestItem
                request={request}
                highlighted={isHighlighted(request.id)}
                actions={
                  <CustomerRequestActions
                    request={request}
                    title="Offers for your request"
                    isHighlighted={(offerId) => isHighlighted(-offerId)}
                    audience={audience}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col items-start gap-4 text-mist-200">{children}</div>;
}

/**
 * /bookings (docs/product/booking-requests.md, "Your bookings"): a venue's or an enthusiast's requests and bookings on
 * one page, what waits for the customer first, with filters in the address (`?status=`) and each request's offers,
 * confirmation, booking and messages. A DJ is sent to the DJ's bookings page.
 */
export function CustomerBookingsPage() {
  usePageTitle('Your bookings', 'Your booking requests, their offers and your bookings on Cuepoint.');
  const auth = useSignedInPage();
  const modals = useAuthModals();
  if (auth.status === 'loading') return <DashboardSkeleton />;
  const type = auth.user?.user_type;
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="font-display text-2xl font-bold sm:text-3xl">Your bookings</h1>
      {!auth.user ? (
        <Notice>
          <p>Sign in to see your booking requests and bookings.</p>
          <div className="flex flex-wrap gap-3">
            <Button
              icon={<LogIn className="size-4" aria-hidden />}
              onClick={() => modals.openSignIn('venue', { returnTo: '/bookings' })}
            >
              Sign in as a venue
            </Button>
            <Button
              variant="outline"
              onClick={() => modals.openSignIn('enthusiast', { returnTo: '/bookings' })}
            >
              Sign in as a music enthusiast
            </Button>
          </div>
        </Notice>
      ) : type === 'venue' || type === 'enthusiast' ? (
        <>
          <p className="mt-1 text-mist-300">Your requests to DJs, their offers and your bookings.</p>
          <div className="mt-6">
            <CustomerBookings audience={type} userId={auth.user.id} />
          </div>
        </>
      ) : (
        <Notice>
          <p>
            {type === 'dj'
              ? 'Your bookings as a DJ are on your bookings page.'
              : 'Booking requests are made by venues and music enthusiasts.'}
          </p>
          <ButtonLink to={type === 'dj' ? '/dj-dashboard/bookings' : dashboardRouteFor(type ?? '')}>
            {type === 'dj' ? 'Go to your bookings' : 'Go to your dashboard'}
          </ButtonLink>
        </Notice>
      )}
    </Container>
  );
}
