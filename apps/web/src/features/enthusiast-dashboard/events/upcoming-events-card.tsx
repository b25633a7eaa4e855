import { CalendarDays, Compass, Settings } from 'lucide-react';
import { LISTED_EVENTS_SHOWN } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { queryState } from '../list-state.tsx';
import { TabLink } from '../tab-link.tsx';
import { useNearbyEvents } from '../use-enthusiast-queries.ts';
import { ListedEventItem } from './listed-event-item.tsx';
import { placeProblem, type EventsArea } from './events-area.ts';

/**
 * Upcoming Events Near You (docs/product/enthusiasts.md): the first 6 coming events around the enthusiast's city,
 * nearest first.
 */
export function UpcomingEventsCard({ area }: { area: EventsArea | null }) {
  const events = useNearbyEvents(area ? { ...area, past: false, limit: LISTED_EVENTS_SHOWN } : null);
  const problem = placeProblem(events.error);
  return (
    <DashboardCard title="Upcoming Events Near You" icon={<CalendarDays className="size-5" aria-hidden />}>
      {!area ? (
        <EmptyState title="Set your city to see events near you">
          <p>Add your city and country in Settings and the events around you show here, nearest first.</p>
          <TabLink tab="settings" className="mt-4" icon={<Settings className="size-4" aria-hidden />}>
            Open Settings
          </TabLink>
        </EmptyState>
      ) : problem ? (
        <EmptyState title={problem}>
          <p>Check the spelling of your city and your country in Settings.</p>
          <TabLink tab="settings" className="mt-4" icon={<Settings className="size-4" aria-hidden />}>
            Open Settings
          </TabLink>
        </EmptyState>
      ) : (
        (queryState({ what: 'events near you', query: events }) ??
        (events.data && events.data.length > 0 ? (
          <ul aria-label="Upcoming events" className="flex flex-col gap-3">
            {events.data.slice(0, LISTED_EVENTS_SHOWN).map((event) => (
              <ListedEventItem key={event.id} event={event} />
            ))}
          </ul>
        ) : (
          <EmptyState title={`No upcoming events near ${area.city} yet`}>
            <p>
              New events and live streams show here as venues and DJs announce them. Meanwhile, discover DJs.
            </p>
            <TabLink tab="discover" className="mt-4" icon={<Compass className="size-4" aria-hidden />}>
              Discover DJs
            </TabLink>
          </EmptyState>
        )))
      )}
    </DashboardCard>
  );
}
