import { useContext } from 'react';
import { ClipboardList, UserPlus } from 'lucide-react';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { ButtonLink } from '../../../ui/button.tsx';
import { Alert, EmptyState } from '../../../ui/feedback.tsx';
import { BookingRequestItem } from '../../booking/lists/booking-request-item.tsx';
import {
  CustomerRequestActions,
  type TListedWithBooking,
} from '../../booking/lists/customer-request-actions.tsx';
import { useBookingRequests } from '../../booking/lists/use-booking-requests.ts';
import { useLiveRows } from '../../booking/lists/use-live-rows.ts';
import { BOOK_DJ_PATH } from '../header/venue-banner.tsx';
import { LoadState } from '../parts/load-state.tsx';
import { TabHeading } from '../parts/tab-heading.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { VenueUserContext } from '../venue-keys.ts';

/**
 * Booking Status (docs/product/booking-requests.md): the venue's requests from GET /venue-booking-requests.php with
 * their status badge, the card's payment status and the offers so far; View Offers on a pending request that has
 * offers, Confirm booking once a DJ accepted, and Cancel request while DJs can still answer.
 */
export function BookingsTab() {
  const userId = useContext(VenueUserContext) ?? 0;
  const requests = useBookingRequests('venue', userId);
  const { isHighlighted } = useLiveRows((event) => [event.request_id, event.offer_id && -event.offer_id]);
  // The message the booking screen left when it sent the venue here after a submit.
  const [submitted] = useFlashMessage('bookingSubmitted');
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
      <ButtonLink to="/bookings" variant="ghost" size="sm" className="mb-4">
        All your bookings, with filters
      </ButtonLink>
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
                highlighted={isHighlighted(request.id)}
                actions={
                  <CustomerRequestActions
                    request={request as TListedWithBooking}
                    title="Offers for your request"
                    isHighlighted={(offerId) => isHighlighted(-offerId)}
                    audience="venue"
                  />
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
