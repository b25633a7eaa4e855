/** "March 1, 2026": posts carry a date, not a time, so it is shown in UTC where it was written. */
export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

export function blogTagPath(tag: string): string {
  return `/blog/tag/${encodeURIComponent(tag)}`;
}
