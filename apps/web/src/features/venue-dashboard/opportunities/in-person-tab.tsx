import { Link } from 'react-router';
import { CalendarRange, MapPin, Plane } from 'lucide-react';
import { formatCalendarDate } from '../../../lib/format.ts';
import { Badge, EmptyState } from '../../../ui/feedback.tsx';
import { LoadState } from '../parts/load-state.tsx';
import { TabHeading } from '../parts/tab-heading.tsx';
import { useInPersonOpportunities } from '../use-venue-queries.ts';
import { orNotSpecified, placeText } from '../venue-format.ts';
import type { TInPersonOpportunity } from '@cuepoint/domain/venues/in-person-opportunities';

const KIND_LABELS: Record<TInPersonOpportunity['kind'], string> = {
  travel: 'Travelling',
  announced_set: 'Announced set',
};

function distanceText(km: number | null): string {
  if (km === null) return orNotSpecified(null);
  return km < 1 ? 'In your city' : `${Math.round(km)} km away`;
}

function dateRange(from: string, to: string): string {
  return from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
}

function OpportunityItem({ item }: { item: TInPersonOpportunity }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-900 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {item.dj_slug ? (
            <Link
              to={`/${item.dj_slug}`}
              className="font-semibold text-mist-100 underline-offset-4 hover:underline"
            >
              {item.dj_name}
            </Link>
          ) : (
            <span className="font-semibold text-mist-100">{item.dj_name}</span>
          )}
          <Badge tone={item.kind === 'travel' ? 'wave' : 'cue'}>{KIND_LABELS[item.kind]}</Badge>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-mist-300">
          <span className="inline-flex items-center gap-1.5">
            <CalendarRange className="size-4 text-mist-400" aria-hidden />
            {dateRange(item.from_date, item.to_date)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4 text-mist-400" aria-hidden />
            {orNotSpecified(placeText(item.city, item.country))}
          </span>
        </p>
      </div>
      <span className="text-sm text-mist-300">{distanceText(item.distance_km)}</span>
    </li>
  );
}

/**
 * In-Person Opportunities: DJs travelling to the venue's area or announcing a set there on coming dates, nearest
 * first as the server orders them.
 */
const HEADING = (
  <TabHeading
    title="In-person opportunities"
    lead="DJs travelling to your city or announcing a set near you, nearest first."
  />
);

export function InPersonTab() {
  const opportunities = useInPersonOpportunities();
  if (!opportunities.data) return <LoadState query={opportunities} what="in-person opportunities" />;
  if (!opportunities.data.length) {
    return (
      <>
        {HEADING}
        <EmptyState
          title="No in-person opportunities right now"
          icon={<Plane className="size-8" aria-hidden />}
        >
          DJs who travel to your city or announce a set near you will show here with their dates.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {HEADING}
      <ul aria-label="In-person opportunities" className="flex flex-col gap-3">
        {opportunities.data.map((item) => (
          <OpportunityItem key={item.id} item={item} />
        ))}
      </ul>
    </>
  );
}
