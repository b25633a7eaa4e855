import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { useAuth } from '../../accounts/auth-context.tsx';
import { BookingListItem } from '../../booking/bookings/booking-list-item.tsx';
import { bookingsListKey, fetchBookings } from '../../booking/bookings/bookings-api.ts';
import { useLiveRows } from '../../booking/lists/use-live-rows.ts';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';

/** The DJ's bookings (GET /bookings): status, event, amounts, and the way to each booking, its calendar and cancel. */
export function DjBookingsCard() {
  const auth = useAuth();
  const bookings = useQuery({ queryKey: bookingsListKey(auth.user?.id ?? 0), queryFn: fetchBookings });
  const { isHighlighted } = useLiveRows((event) => [event.booking_id]);
  return (
    <DashboardCard title="Your bookings" icon={<CalendarCheck className="size-5" aria-hidden />}>
      {bookings.isPending ? (
        <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
      ) : bookings.isError ? (
        <LoadFailedAlert query={bookings} retryClassName="mt-2">
          Your bookings could not be loaded: {bookings.error.message}
        </LoadFailedAlert>
      ) : bookings.data.length === 0 ? (
        <EmptyState title="No bookings yet">
          <p>When a customer accepts your offer, or you accept a request, the booking shows here.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Your bookings" className="flex flex-col gap-3">
          {bookings.data.map((booking) => (
            <li key={booking.id}>
              <BookingListItem booking={booking} reader="dj" highlighted={isHighlighted(booking.id)} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
