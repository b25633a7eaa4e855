import { ClipboardList, Compass } from 'lucide-react';
import { ENTHUSIAST_DASHBOARD_MESSAGES } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { ButtonLink } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { BookingRequestItem } from '../../booking/lists/booking-request-item.tsx';
import {
  CustomerRequestActions,
  type TListedWithBooking,
} from '../../booking/lists/customer-request-actions.tsx';
import { useBookingRequests } from '../../booking/lists/use-booking-requests.ts';
import { LiveIndicator } from '../../live-updates/live-indicator.tsx';
import { useLiveRows } from '../../booking/lists/use-live-rows.ts';
import { queryState } from '../list-state.tsx';
import { TabLink } from '../tab-link.tsx';

/**
 * Your DJ Booking Requests (docs/product/booking-requests.md): the enthusiast's requests from GET
 * /booking-requests.php, each with its status badge (docs/product/booking-requests.md), the card's payment status and
 * the offers so far, with the offers to answer, the booking to confirm and a way to withdraw the request.
 */
export function BookingRequestsCard({ userId }: { userId: number }) {
  const requests = useBookingRequests('enthusiast', userId);
  const { connected, isHighlighted } = useLiveRows((event) => [
    event.request_id,
    event.offer_id && -event.offer_id,
  ]);
  const state = queryState({ what: 'your booking requests', query: requests });
  return (
    <DashboardCard
      title="Your DJ Booking Requests"
      icon={<ClipboardList className="size-5" aria-hidden />}
      action={<LiveIndicator connected={connected} />}
    >
      <ButtonLink to="/bookings" variant="ghost" size="sm" className="mb-4">
        All your bookings, with filters
      </ButtonLink>
      {state ??
        (requests.data?.length ? (
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
                    />
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={ENTHUSIAST_DASHBOARD_MESSAGES.noBookingRequests}>
            <p>When you request a DJ for your event, the request and the offers DJs send show here.</p>
            <TabLink tab="overview" className="mt-4" icon={<Compass className="size-4" aria-hidden />}>
              Request a DJ
            </TabLink>
          </EmptyState>
        ))}
    </DashboardCard>
  );
}
