import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { FOCUS_RING_CLASSES } from '../../../ui/field.tsx';
import { monthOf, monthWeeks, movedDay, type CalendarEntry } from './calendar-month.ts';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const monthTitle = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const dayTitle = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const utc = (key: string) => new Date(`${key}T00:00:00.000Z`);

const ENTRY_STYLES: Record<CalendarEntry['kind'], string> = {
  booking: 'bg-cue-500/20 text-cue-100',
  hold: 'bg-amber-cue/15 text-amber-cue',
  hours: 'bg-wave-400/10 text-wave-200',
  travel: 'bg-ink-700 text-mist-200',
};

const ENTRY_PREFIX: Record<CalendarEntry['kind'], string> = {
  booking: 'Booking: ',
  hold: 'Hold: ',
  hours: 'Performance hours ',
  travel: 'Travel: ',
};

function Entry({ entry }: { entry: CalendarEntry }) {
  const className = cn(
    'block truncate rounded px-1.5 py-0.5 text-[0.7rem] leading-tight',
    ENTRY_STYLES[entry.kind],
  );
  const text = entry.kind === 'booking' ? `${entry.time} ${entry.label}` : entry.label;
  const body = (
    <>
      <span className="sr-only">{ENTRY_PREFIX[entry.kind]}</span>
      {text}
    </>
  );
  // The grid's cells take the focus; Enter on a day opens its first booking, so the links leave the tab order.
  if (entry.kind === 'booking' || (entry.kind === 'hold' && entry.href))
    return (
      <Link to={entry.href!} tabIndex={-1} className={cn(className, 'hover:underline')}>
        {body}
      </Link>
    );
  return <span className={className}>{body}</span>;
}

/**
 * A month as a grid (docs/product/djs.md, "Bookings"), shown even when nothing is booked: one tab stop, the arrow
 * keys move a day or a week, Home and End to the week's ends, PageUp and PageDown a month (the shown month follows),
 * Enter opens the day's first booking. Previous and next month buttons above it.
 */
export function MonthCalendar({
  month,
  focused,
  today,
  entries,
  onFocusDay,
}: {
  /** The month shown ("2099-07"). */
  month: string;
  /** The day that holds the grid's tab stop. */
  focused: string;
  today: string;
  entries: ReadonlyMap<string, readonly CalendarEntry[]>;
  /** A day was chosen by key or click (its month is shown). */
  onFocusDay(day: string): void;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const cells = useRef(new Map<string, HTMLDivElement>());
  // The day a key moved to takes the focus once it is drawn (another month comes after the address changed).
  const moved = useRef<string | null>(null);
  useEffect(() => {
    const cell = moved.current === focused ? cells.current.get(focused) : undefined;
    if (!cell) return;
    moved.current = null;
    cell.focus();
  }, [focused, month]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter') {
      const booking = entries.get(focused)?.find((entry) => entry.kind === 'booking');
      if (booking?.kind === 'booking') void navigate(booking.href);
      return;
    }
    const next = movedDay(focused, event.key);
    if (next === null) return;
    event.preventDefault();
    moved.current = next;
    onFocusDay(next);
  }

  const weeks = monthWeeks(month);
  const first = `${month}-01`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-display text-lg font-semibold" aria-live="polite">
          {monthTitle.format(utc(first))}
        </h3>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            icon={<ChevronLeft className="size-4" aria-hidden />}
            onClick={() => onFocusDay(`${monthOf(movedDay(first, 'PageUp')!)}-01`)}
          >
            <span className="sr-only sm:not-sr-only">Previous month</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            icon={<ChevronRight className="size-4" aria-hidden />}
            onClick={() => onFocusDay(`${monthOf(movedDay(first, 'PageDown')!)}-01`)}
          >
            <span className="sr-only sm:not-sr-only">Next month</span>
          </Button>
        </div>
      </div>
      <div
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="overflow-hidden rounded-xl border border-ink-700"
      >
        <div role="row" className="grid grid-cols-7 bg-ink-900">
          {WEEKDAY_NAMES.map((name) => (
            <div
              key={name}
              role="columnheader"
              aria-label={name}
              className="px-1 py-2 text-center text-xs font-semibold text-mist-300"
            >
              {name.slice(0, 3)}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]} role="row" className="grid grid-cols-7 border-t border-ink-700">
            {week.map((day) => {
              const inMonth = monthOf(day) === month;
              const dayEntries = entries.get(day) ?? [];
              return (
                <div
                  key={day}
                  ref={(element) => {
                    if (element) cells.current.set(day, element);
                    else cells.current.delete(day);
                  }}
                  role="gridcell"
                  tabIndex={day === focused ? 0 : -1}
                  aria-selected={day === focused}
                  aria-current={day === today ? 'date' : undefined}
                  data-day={day}
                  onClick={() => onFocusDay(day)}
                  className={cn(
                    'flex min-h-20 min-w-0 flex-col gap-1 border-l border-ink-700 p-1 first:border-l-0 sm:min-h-24',
                    FOCUS_RING_CLASSES,
                    inMonth ? 'bg-ink-850' : 'bg-ink-950 text-mist-400',
                    day === focused && 'bg-ink-800',
                  )}
                >
                  <span className="sr-only">{dayTitle.format(utc(day))}</span>
                  <span
                    aria-hidden
                    className={cn(
                      'self-end rounded-full px-1.5 text-xs font-semibold',
                      day === today ? 'bg-cue-500 text-ink-950' : inMonth ? 'text-mist-200' : 'text-mist-400',
                    )}
                  >
                    {Number(day.slice(8))}
                  </span>
                  {dayEntries.map((entry) => (
                    <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
                  ))}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <ul aria-label="Legend" className="flex flex-wrap gap-3 text-xs text-mist-300">
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn('size-3 rounded', ENTRY_STYLES.booking)} />
          Booking
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn('size-3 rounded', ENTRY_STYLES.hold)} />
          Hold
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn('size-3 rounded', ENTRY_STYLES.hours)} />
          Performance hours
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn('size-3 rounded', ENTRY_STYLES.travel)} />
          Travel
        </li>
      </ul>
    </div>
  );
}
