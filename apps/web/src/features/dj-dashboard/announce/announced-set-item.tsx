import { CalendarClock, Radio, Trash2 } from 'lucide-react';
import { announcedSetHasEnded } from '@cuepoint/domain/djs/announced-set-rules';
import type { TDjEvent } from '@cuepoint/domain/djs/announced-sets';
import { Button } from '../../../ui/button.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { formatInstant } from '../format.ts';
import { durationLabel } from './duration-label.ts';

/**
 * "active" is shown as "Active" (docs/product/djs.md); a set that has ended says so once the reader's clock is known.
 */
function statusLabel(event: TDjEvent, ended: boolean): string {
  if (ended) return 'Ended';
  return event.status.charAt(0).toUpperCase() + event.status.slice(1);
}

/** One announced set: title, status, when (in the reader's zone), how long, genres, co-streaming and notes. */
export function AnnouncedSetItem({
  event,
  hydrated,
  now,
  onDelete,
}: {
  event: TDjEvent;
  hydrated: boolean;
  now: Date;
  onDelete(): void;
}) {
  const ended =
    hydrated &&
    announcedSetHasEnded({ start: new Date(event.start_time), durationMinutes: event.duration_minutes }, now);
  return (
    <article
      aria-labelledby={`announced-${event.id}`}
      className="grid gap-3 rounded-2xl border border-ink-700 bg-ink-900/60 p-4"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h3 id={`announced-${event.id}`} className="font-display text-base font-semibold break-words">
            {event.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-mist-300">
            <CalendarClock className="size-4 text-mist-400" aria-hidden />
            <time dateTime={event.start_time}>{formatInstant(event.start_time, hydrated)}</time>
            <span aria-hidden>·</span>
            <span>{durationLabel(event.duration_minutes)}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge tone={ended ? 'neutral' : 'cue'}>{statusLabel(event, ended)}</Badge>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${event.title}`}
            icon={<Trash2 className="size-4" aria-hidden />}
          >
            Delete
          </Button>
        </div>
      </header>
      {event.genres.length || event.is_co_streaming_available ? (
        <div className="flex flex-wrap gap-2">
          {event.genres.map((genre) => (
            <Badge key={genre} tone="wave">
              {genre}
            </Badge>
          ))}
          {event.is_co_streaming_available ? (
            <Badge tone="neutral">
              <Radio className="size-3" aria-hidden /> Co-streaming available
            </Badge>
          ) : null}
        </div>
      ) : null}
      {event.description ? (
        <p className="text-sm whitespace-pre-line text-mist-200">{event.description}</p>
      ) : null}
      {event.notes ? (
        <p className="text-sm whitespace-pre-line text-mist-300">
          <span className="font-medium text-mist-200">Notes: </span>
          {event.notes}
        </p>
      ) : null}
    </article>
  );
}
