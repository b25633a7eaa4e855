import { useState } from 'react';
import { History } from 'lucide-react';
import { NEARBY_MAX_LIMIT } from '@cuepoint/domain/events/nearby-events';
import {
  ENTHUSIAST_DASHBOARD_MESSAGES,
  LISTED_EVENTS_SHOWN,
} from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { queryState } from '../list-state.tsx';
import { useNearbyEvents } from '../use-enthusiast-queries.ts';
import { ListedEventItem } from './listed-event-item.tsx';
import { placeProblem, type EventsArea } from './events-area.ts';

/**
 * Past Events (docs/product/enthusiasts.md): the 6 latest around the enthusiast's city; View All Past Events, shown
 * when there are more, lists them all. One more than shown is asked for, to know whether there are more. Without a city
 * it says where they will come from (the upcoming events' card offers the way to Settings).
 */
export function PastEventsCard({ area }: { area: EventsArea | null }) {
  const [all, setAll] = useState(false);
  const events = useNearbyEvents(
    area ? { ...area, past: true, limit: all ? NEARBY_MAX_LIMIT : LISTED_EVENTS_SHOWN + 1 } : null,
  );
  const list = events.data ?? [];
  const shown = all ? list : list.slice(0, LISTED_EVENTS_SHOWN);
  // A city the server cannot place is explained once, by the upcoming events.
  if (placeProblem(events.error)) return null;
  if (!area)
    return (
      <DashboardCard title="Past Events" icon={<History className="size-5" aria-hidden />}>
        <EmptyState title="No past events yet">
          <p>Once your city is set, the events around it that have taken place show here.</p>
        </EmptyState>
      </DashboardCard>
    );
  return (
    <DashboardCard title="Past Events" icon={<History className="size-5" aria-hidden />}>
      {queryState({ what: 'past events', query: events }) ??
        (list.length === 0 ? (
          <EmptyState title="No past events near you yet">
            <p>Events around {area.city} that have taken place show here.</p>
          </EmptyState>
        ) : (
          <>
            <ul aria-label="Past events" className="flex flex-col gap-3">
              {shown.map((event) => (
                <ListedEventItem key={event.id} event={event} past />
              ))}
            </ul>
            {!all && list.length > LISTED_EVENTS_SHOWN ? (
              <Button variant="outline" className="mt-4" onClick={() => setAll(true)}>
                {ENTHUSIAST_DASHBOARD_MESSAGES.viewAllPastEvents}
              </Button>
            ) : null}
            {all && events.isPlaceholderData ? <p className="mt-3 text-sm text-mist-400">Loading…</p> : null}
          </>
        ))}
    </DashboardCard>
  );
}
