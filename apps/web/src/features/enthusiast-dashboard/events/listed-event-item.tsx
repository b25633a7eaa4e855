import { Link } from 'react-router';
import { ExternalLink, MapPin, Radio, Ticket } from 'lucide-react';
import type { TListedEvent } from '@cuepoint/domain/events/nearby-events';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useBrowserTimeZone } from '../../../lib/use-client-values.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { formatInZone, placeLine } from '../../../lib/place-time-format.ts';
import { distanceLabel } from '../event-format.ts';

const EVENT_TYPE_LABELS: Record<TListedEvent['event_type'], string> = { live: 'Live', stream: 'Stream' };

/** Its date in the reader's zone (UTC, marked so, until the page is hydrated), place and distance, and its link. */
export function ListedEventItem({ event, past = false }: { event: TListedEvent; past?: boolean }) {
  const zone = useBrowserTimeZone();
  const place = placeLine(event.city, event.country);
  const distance = distanceLabel(event.distance);
  const link = event.ticket_url
    ? { href: event.ticket_url, label: 'Get Tickets', icon: <Ticket className="size-4" aria-hidden /> }
    : event.stream_url
      ? { href: event.stream_url, label: 'Watch Stream', icon: <Radio className="size-4" aria-hidden /> }
      : null;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-900 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={event.event_type === 'live' ? 'cue' : 'wave'}>
            {EVENT_TYPE_LABELS[event.event_type]}
          </Badge>
          {event.price !== null && event.currency ? (
            <Badge>{event.price === 0 ? 'Free' : formatMajor(event.price, event.currency)}</Badge>
          ) : null}
        </div>
        <h3 className="mt-2 break-words font-display text-lg font-semibold">{event.title}</h3>
        <p className="mt-1 text-sm text-mist-200">
          {event.dj_slug ? (
            <Link
              to={`/${event.dj_slug}`}
              className="font-semibold text-cue-300 underline-offset-2 hover:underline"
            >
              {event.dj_name}
            </Link>
          ) : (
            <span className="font-semibold">{event.dj_name}</span>
          )}
          <span className="text-mist-400"> at </span>
          {event.venue_name}
        </p>
        <p className="mt-1 text-sm text-mist-300">
          <time dateTime={event.date}>{formatInZone(event.date, zone)}</time>
        </p>
        {place || distance ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-mist-300">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span>
              {place}
              {place && distance ? ' · ' : null}
              {distance ? <span data-testid="event-distance">{distance}</span> : null}
            </span>
          </p>
        ) : null}
      </div>
      {link && !past ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm', 'self-start')}
        >
          {link.icon}
          {link.label}
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only"> for {event.title} (opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  );
}
