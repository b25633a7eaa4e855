import { CalendarClock } from 'lucide-react';
import type { TProfileUpcomingEvent } from './dj-profile-api.ts';
import { formatStartTime, placeLabel } from './format.ts';
import { useHydrated } from '../../lib/use-client-values.ts';

/** The DJ's next announced set (docs/product/djs.md), its time in the reader's zone once the page runs. */
export function UpcomingSet({ event, djName }: { event: TProfileUpcomingEvent | null; djName: string }) {
  const hydrated = useHydrated();
  if (!event) return <p className="text-sm text-mist-300">{djName} has no set announced yet.</p>;
  const place = placeLabel(event.venue_city, event.venue_country);
  return (
    <div className="rounded-xl border border-cue-500/40 bg-cue-500/10 px-4 py-4">
      <p className="font-display text-lg font-semibold">{event.title}</p>
      <p className="mt-2 flex items-center gap-2 text-sm text-mist-200">
        <CalendarClock className="size-4 shrink-0 text-cue-300" aria-hidden />
        <time dateTime={event.start_time}>{formatStartTime(event.start_time, hydrated)}</time>
      </p>
      {place ? <p className="mt-1 text-sm text-mist-300">Streaming from {place}</p> : null}
    </div>
  );
}
