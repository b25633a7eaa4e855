/** "2026-03" as "Mar 2026" (short) or "March 2026" (long), the same in every zone. */
export function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  const parsed = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return month;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: style, year: 'numeric' }).format(parsed);
}

/** "2026-03" as "Mar": a chart's axis label. */
export function monthInitials(month: string): string {
  return monthLabel(month).slice(0, 3);
}

export function countText(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** "2025-11-04" as "Nov 4, 2025". */
export function dayLabel(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(parsed);
}
