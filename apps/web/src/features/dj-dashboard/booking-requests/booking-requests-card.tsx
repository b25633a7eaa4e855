import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { TDjBookingRequest, TRecipientReason } from '@cuepoint/domain/booking/request-api';
import { PERFORMANCE_TYPE_LABELS } from '@cuepoint/domain/booking/request-rules';
import { countryName } from '@cuepoint/domain/catalog/country-list';
import { api } from '../../../lib/api.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { Alert, EmptyState } from '../../../ui/feedback.tsx';
import { RequestStatusBadge } from '../../booking/lists/request-status-badge.tsx';
import { hoursLabel } from '../../booking/request-form/duration-options.ts';
import { formatInstant } from '../format.ts';

export const DJ_BOOKING_REQUESTS_KEY = ['dj-dashboard', 'booking-requests'] as const;

const REASONS: Record<TRecipientReason, string> = {
  targeted: 'Asked for you',
  matching: 'Matches your profile',
  similar: 'Shared with similar DJs',
};

const fetchDjBookingRequests = () =>
  api<{ success: true; data: TDjBookingRequest[] }>('/dj/booking-requests').then((body) => body.data);

function place(request: TDjBookingRequest): string {
  const country = request.country ? (countryName(request.country) ?? request.country) : null;
  return [request.city, country].filter(Boolean).join(', ') || 'Not specified';
}

/**
 * Booking requests that reached the DJ (GET /dj/booking-requests): who asks, when, how long and where, the budget
 * and what the DJ would earn after the platform and card fees, and why it reached them.
 */
export function BookingRequestsCard() {
  const hydrated = useHydrated();
  const requests = useQuery({ queryKey: DJ_BOOKING_REQUESTS_KEY, queryFn: fetchDjBookingRequests });
  return (
    <DashboardCard
      title="Booking requests"
      icon={<Inbox className="size-5" aria-hidden />}
      testId="dj-booking-requests"
    >
      {requests.isPending ? (
        <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
      ) : requests.isError ? (
        <Alert tone="error">
          <p>Your booking requests could not be loaded: {requests.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : requests.data.length === 0 ? (
        <EmptyState title="No booking requests yet">
          <p>When a venue or a music enthusiast asks for you, or for DJs like you, the request shows here.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Booking requests for you" className="flex flex-col gap-3">
          {requests.data.map((request) => (
            <li
              key={request.id}
              className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-900 p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <RequestStatusBadge status={request.status} />
                <span className="text-xs font-semibold text-cue-300">{REASONS[request.reason]}</span>
              </div>
              <p className="font-semibold text-mist-100">
                <time dateTime={request.date}>{formatInstant(request.date, hydrated)}</time>
              </p>
              <p className="text-sm text-mist-300">
                {hoursLabel(request.duration)} · {PERFORMANCE_TYPE_LABELS[request.performance_type]} ·{' '}
                {place(request)}
              </p>
              <p className="text-sm text-mist-300">
                {request.customer_name} ({request.customer_type === 'venue' ? 'venue' : 'music enthusiast'})
              </p>
              <p className="text-sm text-mist-200">
                Budget {formatAmount(request.total_budget, request.currency)} · you would earn{' '}
                <strong className="text-emerald-200">
                  {formatAmount(request.dj_payout, request.currency)}
                </strong>
              </p>
              <p className="line-clamp-3 whitespace-pre-line text-sm text-mist-400">{request.description}</p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
