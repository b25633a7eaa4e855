/** Whole amounts without decimals ($0, €1,250), others with cents ($80.50). */
export function formatAmount(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

let calendarDate: Intl.DateTimeFormat | undefined;

/** "2026-07-01" as "Wed, Jul 1, 2026": a calendar date, the same in every zone. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  calendarDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return calendarDate.format(parsed);
}
