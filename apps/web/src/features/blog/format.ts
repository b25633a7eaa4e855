const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "March 1, 2026": posts carry a date, not a time, so it is shown in UTC where it was written. Written out by hand
 * as en-US's long date reads: every toLocaleDateString call builds a formatter, and a phone's first one loads the
 * locale data, tens of milliseconds of script while the blog pages and the home's teaser start.
 */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function blogTagPath(tag: string): string {
  return `/blog/tag/${encodeURIComponent(tag)}`;
}
