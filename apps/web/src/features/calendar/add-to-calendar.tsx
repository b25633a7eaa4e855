import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Link2 } from 'lucide-react';
import { CALENDAR_MESSAGES } from '@cuepoint/domain/booking/live-updates-api';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { errorReason } from '../../lib/error-reason.ts';
import { bookingCalendarUrl, CALENDAR_FEED_KEY, fetchCalendarFeed } from './calendar-api.ts';

/** How long 'Copied' stays. */
export const COPIED_MS = 3_000;

const IN_CALENDAR = new Set(['confirmed', 'completed']);
const FEED_UNAVAILABLE = 'Could not load your calendar feed. Please try again.';

type CopyState =
  | { kind: 'idle' }
  | { kind: 'copying' }
  | { kind: 'copied' }
  | { kind: 'manual'; url: string }
  | { kind: 'error'; message: string };

/**
 * Puts a confirmed booking into the user's calendar: the booking's .ics file, or the address of their private feed
 * of every booking (copied for Google Calendar, Apple Calendar or Outlook). Nothing for a booking not confirmed.
 */
export function AddToCalendar({
  bookingId,
  status,
  className,
}: {
  bookingId: number;
  status: string;
  className?: string;
}) {
  const client = useQueryClient();
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const manualRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const inputId = useId();

  useEffect(() => {
    if (copy.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy({ kind: 'idle' }), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy.kind]);
  useEffect(() => {
    if (copy.kind === 'manual') manualRef.current?.select();
  }, [copy.kind]);

  if (!IN_CALENDAR.has(status)) return null;

  const feedUrl = () =>
    client.fetchQuery({ queryKey: CALENDAR_FEED_KEY, queryFn: fetchCalendarFeed, staleTime: Infinity });
  const prefetch = () => void feedUrl().catch(() => undefined);

  const copyFeed = async () => {
    setCopy({ kind: 'copying' });
    let url: string;
    try {
      url = (await feedUrl()).url;
    } catch (error) {
      setCopy({ kind: 'error', message: errorReason(error) ?? FEED_UNAVAILABLE });
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy({ kind: 'copied' });
    } catch {
      // Clipboards refused (permissions, an old browser): the address is shown selected to copy by hand.
      setCopy({ kind: 'manual', url });
    }
  };

  return (
    <div role="group" aria-label="Add to calendar" className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={bookingCalendarUrl(bookingId)}
          download={`cuepoint-booking-${bookingId}.ics`}
          className={buttonClasses('outline', 'sm')}
        >
          <CalendarPlus className="size-4" aria-hidden />
          Add to calendar (.ics)
        </a>
        <Button
          variant="ghost"
          size="sm"
          icon={<Link2 className="size-4" aria-hidden />}
          busy={copy.kind === 'copying'}
          aria-describedby={hintId}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => void copyFeed()}
        >
          Copy calendar feed
        </Button>
        <span role="status" aria-live="polite" className="text-sm font-semibold text-emerald-200">
          {copy.kind === 'copied' ? CALENDAR_MESSAGES.copied : ''}
        </span>
      </div>
      <p id={hintId} className="text-xs text-mist-300">
        The feed lists all your confirmed bookings and stays private to you: paste it into Google Calendar,
        Apple Calendar or Outlook to subscribe.
      </p>
      {copy.kind === 'manual' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-semibold text-mist-200">
            {CALENDAR_MESSAGES.copyFailed}
          </label>
          <input
            id={inputId}
            ref={manualRef}
            readOnly
            value={copy.url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-ink-500 bg-ink-800 px-3 py-2 text-sm text-mist-100"
          />
        </div>
      ) : null}
      {copy.kind === 'error' ? (
        <p role="alert" className="text-sm text-red-200">
          {copy.message}
        </p>
      ) : null}
    </div>
  );
}
