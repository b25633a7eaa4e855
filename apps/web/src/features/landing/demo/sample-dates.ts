/** The demo's sample dates are days from today, so its events are always ahead ("YYYY-MM-DD"). */
export function daysFromToday(days: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** An instant some minutes before now, for the sample "last updated" times. */
export function minutesAgo(minutes: number, now = new Date()): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}
