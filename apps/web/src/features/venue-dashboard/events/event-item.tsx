import { CalendarDays, Clock, ExternalLink, Pencil, Radio, Trash2, UserRound } from 'lucide-react';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import { formatCalendarDate } from '../../../lib/format.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { durationText, placeText } from '../venue-format.ts';
import { CoStreamStatusBadge } from './destinations-field.tsx';

/** One event of the list: its flyer, when and who, tickets, co-streaming DJs and destinations, Edit and Delete. */
export function EventItem({
  event,
  onEdit,
  onDelete,
}: {
  event: TVenueEvent;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-900 p-4 sm:flex-row">
      {event.flyer_image ? (
        <img
          src={event.flyer_image}
          alt={`Flyer of ${event.title}`}
          className="aspect-[4/5] w-full max-w-40 shrink-0 rounded-xl object-cover sm:w-28"
          data-testid="event-flyer"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words text-lg font-semibold">{event.title}</h3>
          <div className="flex flex-wrap gap-1.5">
            {event.is_remote ? <Badge tone="wave">Remote</Badge> : null}
            {event.co_stream_enabled ? (
              <Badge tone="cue">
                <Radio className="size-3" aria-hidden />
                Co-stream
              </Badge>
            ) : null}
          </div>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-mist-300">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 text-mist-400" aria-hidden />
            {formatCalendarDate(event.event_date)}, {event.event_time}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4 text-mist-400" aria-hidden />
            {durationText(event.duration)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-4 text-mist-400" aria-hidden />
            {event.dj_name}
          </span>
        </p>
        {event.description ? (
          <p className="whitespace-pre-line break-words text-sm text-mist-200">{event.description}</p>
        ) : null}
        {event.ticket_price !== null || event.ticket_url ? (
          <p className="flex flex-wrap items-center gap-3 text-sm">
            {event.ticket_price !== null ? (
              <span className="font-semibold text-mist-100">
                {event.ticket_price === 0 ? 'Free entry' : formatMajor(event.ticket_price, event.currency)}
              </span>
            ) : null}
            {event.ticket_url ? (
              <a
                href={event.ticket_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-wave-300 underline-offset-4 hover:underline"
              >
                Tickets
                <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
        {event.co_stream_enabled && event.co_stream_djs.length ? (
          <div className="text-sm">
            <p className="font-semibold text-mist-200">Co-streaming DJs</p>
            <ul className="mt-1 flex flex-col gap-0.5 text-mist-300">
              {event.co_stream_djs.map((slot, index) => (
                <li key={`${slot.dj_name}-${slot.start_time}-${index}`}>
                  {slot.start_time} · {slot.dj_name} · {durationText(slot.duration)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {event.co_stream_enabled && event.co_stream_destinations.length ? (
          <div className="text-sm">
            <p className="font-semibold text-mist-200">Streamed to</p>
            <ul className="mt-1 flex flex-col gap-1">
              {event.co_stream_destinations.map((destination) => (
                <li key={destination.id} className="flex flex-wrap items-center gap-2 text-mist-300">
                  <span className="text-mist-100">{destination.name}</span>
                  {placeText(destination.city, destination.country) ? (
                    <span>{placeText(destination.city, destination.country)}</span>
                  ) : null}
                  <span>{formatMajor(destination.price, event.currency)}</span>
                  <CoStreamStatusBadge status={destination.status} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            aria-label={`Edit ${event.title}`}
            onClick={onEdit}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden />}
            aria-label={`Delete ${event.title}`}
            onClick={onDelete}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
