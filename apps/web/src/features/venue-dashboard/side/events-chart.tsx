import { useId } from 'react';
import { monthText } from '../venue-format.ts';

type MonthCount = { month: string; count: number };

/**
 * Events per month as columns (plain CSS, no chart library). The columns are decoration: the same numbers are in a
 * table that assistive technology reads, and the figure's caption says what it shows.
 */
export function EventsChart({ months }: { months: readonly MonthCount[] }) {
  const captionId = useId();
  const highest = Math.max(1, ...months.map((entry) => entry.count));
  const total = months.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="text-sm font-semibold text-mist-200">
        Events per month, last 12 months
        <span className="font-normal text-mist-400"> · {total} in total</span>
      </figcaption>
      <div aria-hidden className="flex h-28 items-end gap-1" data-testid="events-chart-bars">
        {months.map((entry) => (
          <div
            key={entry.month}
            className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
          >
            {entry.count > 0 ? (
              <span className="text-[0.65rem] leading-none text-mist-300">{entry.count}</span>
            ) : null}
            <div
              title={`${monthText(entry.month, 'long')}: ${entry.count}`}
              className={entry.count > 0 ? 'w-full rounded-t bg-cue-500' : 'w-full rounded-t bg-ink-600'}
              style={{ height: entry.count > 0 ? `${Math.max(6, (entry.count / highest) * 88)}%` : '3px' }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden className="flex gap-1 text-[0.6rem] uppercase text-mist-400">
        {months.map((entry) => (
          <span key={entry.month} className="min-w-0 flex-1 truncate text-center">
            {monthText(entry.month).slice(0, 1)}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Events per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Events</th>
          </tr>
        </thead>
        <tbody>
          {months.map((entry) => (
            <tr key={entry.month}>
              <th scope="row">{monthText(entry.month, 'long')}</th>
              <td>{entry.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
