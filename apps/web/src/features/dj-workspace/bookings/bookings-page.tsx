import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays } from 'lucide-react';
import { useBrowserTimeZone } from '../../../lib/use-client-values.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';
import { useAuth } from '../../accounts/auth-context.tsx';
import { BookingListItem } from '../../booking/bookings/booking-list-item.tsx';
import { bookingsListKey, fetchBookings } from '../../booking/bookings/bookings-api.ts';
import { useAvailabilityPeriods, usePerformanceHours } from '../../dj-dashboard/use-dashboard-queries.ts';
import { useNow } from '../../live-updates/use-relative-time.ts';
import { DjWorkspaceFrame } from '../dj-workspace-frame.tsx';
import { calendarEntries, dayKeyIn, monthOf, monthWeeks, type CalendarHold } from './calendar-month.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { upcomingBookings } from './upcoming-bookings.ts';

/** The query parameter of the month shown (`?month=2099-07`). */
export const CALENDAR_MONTH_PARAM = 'month';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Holds come with issue #22; until then the calendar has none. */
const NO_HOLDS: readonly CalendarHold[] = [];

function BookingsContent() {
  const auth = useAuth();
  const now = useNow();
  const timeZone = useBrowserTimeZone();
  const today = dayKeyIn(now.toISOString(), timeZone);
  const bookings = useQuery({ queryKey: bookingsListKey(auth.user?.id ?? 0), queryFn: fetchBookings });
  const hours = usePerformanceHours();
  const periods = useAvailabilityPeriods();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(CALENDAR_MONTH_PARAM);
  const month = asked && MONTH_PATTERN.test(asked) ? asked : monthOf(today);
  const [focusedDay, setFocusedDay] = useState<string | null>(null);
  const focused =
    focusedDay && monthOf(focusedDay) === month
      ? focusedDay
      : monthOf(today) === month
        ? today
        : `${month}-01`;
  const days = monthWeeks(month).flat();
  const entries = calendarEntries(days, {
    bookings: bookings.data ?? [],
    holds: NO_HOLDS,
    hours: hours.data ?? [],
    periods: periods.data ?? [],
    timeZone,
  });
  const upcoming = upcomingBookings(bookings.data ?? [], now);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <DashboardCard
        title="Calendar"
        icon={<CalendarDays className="size-5" aria-hidden />}
        className="min-w-0"
      >
        <MonthCalendar
          month={month}
          focused={focused}
          today={today}
          entries={entries}
          onFocusDay={(day) => {
            setFocusedDay(day);
            if (monthOf(day) === month) return;
            const params = new URLSearchParams(search);
            params.set(CALENDAR_MONTH_PARAM, monthOf(day));
            setSearch(params, { replace: true, preventScrollReset: true });
          }}
        />
        {hours.isError || periods.isError ? (
          <p className="mt-3 text-sm text-amber-cue">
            Your performance hours or travel periods could not be loaded: the calendar shows your bookings
            only.
          </p>
        ) : null}
      </DashboardCard>
      <DashboardCard
        title="Upcoming bookings"
        icon={<CalendarCheck className="size-5" aria-hidden />}
        className="min-w-0 self-start"
      >
        {bookings.isPending ? (
          <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
        ) : bookings.isError ? (
          <LoadFailedAlert query={bookings} retryClassName="mt-2">
            Your bookings could not be loaded: {bookings.error.message}
          </LoadFailedAlert>
        ) : upcoming.length === 0 ? (
          <EmptyState title="No upcoming bookings">
            <p>When a customer confirms a booking with you, it shows here and on the calendar.</p>
          </EmptyState>
        ) : (
          <ul aria-label="Upcoming bookings" className="flex flex-col gap-3">
            {upcoming.map((booking) => (
              <li key={booking.id}>
                <BookingListItem booking={booking} reader="dj" />
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>
    </div>
  );
}

/**
 * /dj-dashboard/bookings (docs/product/djs.md, "Bookings"): the DJ's upcoming bookings and a month calendar of
 * bookings, holds, weekly performance hours and travel periods, each booking a link to its page.
 */
export function DjBookingsPage() {
  return (
    <DjWorkspaceFrame title="Bookings" description="Your upcoming bookings and your month at a glance.">
      <BookingsContent />
    </DjWorkspaceFrame>
  );
}
