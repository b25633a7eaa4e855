import { useContext } from 'react';
import { useLocation } from 'react-router';
import { ClipboardList, Eye, UserPlus } from 'lucide-react';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { ButtonLink } from '../../../ui/button.tsx';
import { Alert, EmptyState } from '../../../ui/feedback.tsx';
import type { TBookingRequestListed } from '../../booking/booking-api.ts';
import { BookingRequestItem } from '../../booking/lists/booking-request-item.tsx';
import { useBookingRequests } from '../../booking/lists/use-booking-requests.ts';
import { BOOK_DJ_PATH } from '../header/venue-banner.tsx';
import { LoadState } from '../parts/load-state.tsx';
import { TabHeading } from '../parts/tab-heading.tsx';
import { VenueUserContext } from '../venue-keys.ts';

/** Spec 2 §2: View Offers shows for a pending request that has offers. */
export function showsViewOffers(request: Pick<TBookingRequestListed, 'status' | 'offers_count'>): boolean {
  return request.status === 'pending' && request.offers_count > 0;
}

/** The message the booking screen left when it sent the venue here after a submit. */
function submittedMessage(state: unknown): string | null {
  const message = (state as { bookingSubmitted?: unknown } | null)?.bookingSubmitted;
  return typeof message === 'string' ? message : null;
}

/**
 * Booking Status (spec 2 §2): the venue's requests from GET /venue-booking-requests.php with their status badge, the
 * card's payment status and the offers so far; View Offers on a pending request that has offers.
 */
export function BookingsTab() {
  const userId = useContext(VenueUserContext) ?? 0;
  const requests = useBookingRequests('venue', userId);
  const location = useLocation();
  const submitted = submittedMessage(location.state);
  const bookDj = (
    <ButtonLink
      to={BOOK_DJ_PATH}
      variant="outline"
      size="sm"
      icon={<UserPlus className="size-4" aria-hidden />}
    >
      Book a DJ
    </ButtonLink>
  );
  return (
    <>
      <TabHeading
        title="Booking requests"
        lead="Your requests to DJs, their status and offers."
        action={requests.data?.length ? bookDj : undefined}
      />
      {submitted ? (
        <Alert tone="success" className="mb-5">
          {submitted}
        </Alert>
      ) : null}
      {requests.isPending || requests.isError ? (
        <LoadState query={requests} what="your booking requests" />
      ) : requests.data.length ? (
        <ul aria-label="Your booking requests" className="grid gap-4 lg:grid-cols-2">
          {requests.data.map((request) => (
            <li key={request.id}>
              <BookingRequestItem
                request={request}
                actions={
                  showsViewOffers(request) ? (
                    <ButtonLink
                      to={`/venue-dashboard/booking-requests/${request.id}/offers`}
                      size="sm"
                      icon={<Eye className="size-4" aria-hidden />}
                    >
                      View Offers
                    </ButtonLink>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={VENUE_DASHBOARD_MESSAGES.noBookingRequests}
          icon={<ClipboardList className="size-8" aria-hidden />}
        >
          <p>
            When you request a DJ, the request shows here with its status and the number of offers DJs have
            made.
          </p>
          <div className="mt-4">{bookDj}</div>
        </EmptyState>
      )}
    </>
  );
}
