import type { ReactNode } from 'react';
import type { TVenueAnalytics } from '@cuepoint/domain/venues/analytics';
import { BarChart3 } from 'lucide-react';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { LoadState } from '../parts/load-state.tsx';
import { useVenueAnalytics } from '../use-venue-queries.ts';
import { minutesText, orNotSpecified } from '../venue-format.ts';
import { EventsChart } from './events-chart.tsx';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-ink-900 px-3 py-2.5">
      <dt className="text-xs text-mist-400">{label}</dt>
      <dd className="mt-0.5 font-display text-xl font-semibold text-mist-100">{value}</dd>
    </div>
  );
}

/**
 * Venue Analytics (docs/product/venues.md): the venue's own numbers from GET /venue/analytics, the estimated revenue in
 * its currency, its app id and events per month over the last 12 months.
 */
export function AnalyticsCard() {
  const analytics = useVenueAnalytics();
  return (
    <AnalyticsView numbers={analytics.data} loading={<LoadState query={analytics} what="your analytics" />} />
  );
}

/** The card drawn from its figures (the dashboard's, or the role page demo's sample ones). */
export function AnalyticsView({
  numbers,
  loading = null,
}: {
  numbers: TVenueAnalytics | undefined;
  loading?: ReactNode;
}) {
  return (
    <DashboardCard title="Venue Analytics" icon={<BarChart3 className="size-5" aria-hidden />}>
      {numbers ? (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-2">
            <Figure label="Total events" value={numbers.total_events} />
            <Figure label="Co-streamed events" value={numbers.co_streamed_events} />
            <Figure label="Remote DJs" value={numbers.remote_djs} />
            <Figure label="Favorite DJs" value={numbers.favorite_djs} />
            <Figure
              label="Average event duration"
              value={
                numbers.total_events > 0
                  ? minutesText(numbers.average_duration_minutes)
                  : orNotSpecified(null)
              }
            />
            <Figure
              label="Estimated revenue"
              value={formatMajor(numbers.estimated_revenue, numbers.currency)}
            />
          </dl>
          <EventsChart months={numbers.events_per_month} />
          <p className="text-xs text-mist-400">
            App ID: <span className="font-mono text-mist-200">{orNotSpecified(numbers.app_id)}</span>
          </p>
        </div>
      ) : (
        loading
      )}
    </DashboardCard>
  );
}
