import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Inbox } from 'lucide-react';
import { DJ_INBOX_GROUP_LABELS, type TDjInboxGroup } from '@cuepoint/domain/booking/inbox-groups';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';
import { useAuth } from '../../accounts/auth-context.tsx';
import { bookingsListKey, fetchBookings } from '../../booking/bookings/bookings-api.ts';
import { formatInstant } from '../../dj-dashboard/format.ts';
import { useNow } from '../../live-updates/use-relative-time.ts';
import { upcomingBookings } from '../bookings/upcoming-bookings.ts';
import { DJ_PAGES } from '../dj-nav.tsx';
import { useDjInbox } from '../inbox/use-inbox.ts';

const COUNTED: readonly TDjInboxGroup[] = ['needs_answer', 'negotiating', 'booked'];

/** How many requests needing an answer the overview names; the rest are in the inbox. */
const NAMED = 3;

const linkClass = 'font-semibold text-cue-300 underline-offset-4 hover:underline';

/**
 * The overview's way into the DJ's work (docs/product/djs.md, "Overview"): how many requests need an answer, are
 * being negotiated or booked, the first few that need an answer, and the next booking; the work itself is on the
 * inbox and bookings pages.
 */
export function InboxSummaryCard() {
  const hydrated = useHydrated();
  const auth = useAuth();
  const now = useNow();
  const { query, sorted } = useDjInbox();
  const bookings = useQuery({ queryKey: bookingsListKey(auth.user?.id ?? 0), queryFn: fetchBookings });
  const next = upcomingBookings(bookings.data ?? [], now)[0];
  const waiting = sorted.filter((request) => request.group === 'needs_answer');
  return (
    <DashboardCard
      title="Inbox"
      icon={<Inbox className="size-5" aria-hidden />}
      testId="dj-inbox-summary"
      action={
        <ButtonLink
          to={DJ_PAGES.inbox}
          size="sm"
          variant="outline"
          icon={<ArrowRight className="size-4" aria-hidden />}
        >
          Open inbox
        </ButtonLink>
      }
    >
      {query.isPending ? (
        <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
      ) : query.isError ? (
        <LoadFailedAlert query={query} retryClassName="mt-2">
          Your booking requests could not be loaded: {query.error.message}
        </LoadFailedAlert>
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <dl className="grid grid-cols-3 gap-2">
            {COUNTED.map((group) => (
              <div key={group} className="rounded-xl bg-ink-900 px-3 py-2">
                <dt className="text-xs text-mist-400">{DJ_INBOX_GROUP_LABELS[group]}</dt>
                <dd className="font-display text-xl font-bold">
                  <Link
                    to={`${DJ_PAGES.inbox}?filter=${group}`}
                    aria-label={`${DJ_INBOX_GROUP_LABELS[group]}: ${sorted.filter((request) => request.group === group).length}`}
                    className="hover:underline"
                  >
                    {sorted.filter((request) => request.group === group).length}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
          {waiting.length ? (
            <div>
              <h3 className="mb-1 font-semibold text-mist-100">Waiting for your answer</h3>
              <ul className="flex flex-col gap-1">
                {waiting.slice(0, NAMED).map((request) => (
                  <li key={request.id}>
                    <Link to={`${DJ_PAGES.inbox}/${request.id}`} className={linkClass}>
                      {request.customer_name}
                    </Link>{' '}
                    <span className="text-mist-300">· {formatInstant(request.date, hydrated)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-mist-300">Nothing waits for your answer.</p>
          )}
          <div>
            <h3 className="mb-1 font-semibold text-mist-100">Next booking</h3>
            {next ? (
              <p>
                <Link to={`/bookings/${next.id}`} className={linkClass}>
                  {next.customer_name}
                </Link>{' '}
                <span className="text-mist-300">· {formatInstant(next.event.date, hydrated)}</span>
              </p>
            ) : (
              <p className="text-mist-300">No upcoming booking.</p>
            )}
            <Link to={DJ_PAGES.bookings} className={`${linkClass} mt-1 inline-block`}>
              All bookings and your calendar
            </Link>
          </div>
        </div>
      )}
    </DashboardCard>
  );
}
