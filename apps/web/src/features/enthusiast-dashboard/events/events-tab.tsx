import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { BookingRequestsCard } from './booking-requests-card.tsx';
import { eventsArea } from './events-area.ts';
import { PastEventsCard } from './past-events-card.tsx';
import { UpcomingEventsCard } from './upcoming-events-card.tsx';

/** Events (docs/product/enthusiasts.md): booking requests, upcoming events near the enthusiast, past events. */
export function EventsTab({ profile }: { profile: EnthusiastProfile }) {
  const area = eventsArea(profile);
  return (
    <div className="flex flex-col gap-6">
      <BookingRequestsCard userId={profile.id} />
      <UpcomingEventsCard area={area} />
      <PastEventsCard area={area} />
    </div>
  );
}
