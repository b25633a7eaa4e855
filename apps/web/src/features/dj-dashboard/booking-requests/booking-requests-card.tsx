import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { apiData, apiClient } from '../../../lib/api.ts';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { LiveIndicator } from '../../live-updates/live-indicator.tsx';
import { useLiveRows } from '../../booking/lists/use-live-rows.ts';
import { InboxItem } from './inbox-item.tsx';

export const DJ_BOOKING_REQUESTS_KEY = ['dj-dashboard', 'booking-requests'] as const;

const fetchDjBookingRequests = () => apiData(apiClient.GET('/dj/booking-requests'));

/**
 * The DJ's inbox (GET /dj/booking-requests): the requests that reached the DJ, each with what the DJ would earn
 * after fees and the DJ's answers (accept, offer, decline), the DJ's own offer and its negotiation.
 */
export function BookingRequestsCard() {
  const { connected, isHighlighted } = useLiveRows((event) => [event.request_id]);
  const requests = useQuery({ queryKey: DJ_BOOKING_REQUESTS_KEY, queryFn: fetchDjBookingRequests });
  return (
    <DashboardCard
      title="Booking requests"
      icon={<Inbox className="size-5" aria-hidden />}
      testId="dj-booking-requests"
      action={<LiveIndicator connected={connected} />}
    >
      {requests.isPending ? (
        <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
      ) : requests.isError ? (
        <LoadFailedAlert query={requests} retryClassName="mt-2">
          Your booking requests could not be loaded: {requests.error.message}
        </LoadFailedAlert>
      ) : requests.data.length === 0 ? (
        <EmptyState title="No booking requests yet">
          <p>When a venue or a music enthusiast asks for you, or for DJs like you, the request shows here.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Booking requests for you" className="flex flex-col gap-3">
          {requests.data.map((request) => (
            <li key={request.id}>
              <InboxItem request={request} highlighted={isHighlighted(request.id)} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
