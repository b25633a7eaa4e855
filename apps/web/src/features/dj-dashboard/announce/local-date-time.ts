/**
 * The announce modal's start is picked on the viewer's wall clock (a datetime-local field) and sent as an instant
 * with that zone's offset. The browser's own zone rules turn one into the other, daylight saving included.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-07-01T21:00", the value a datetime-local field shows for this instant here. */
export function toLocalInputValue(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(
    instant.getHours(),
  )}:${pad(instant.getMinutes())}`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant a datetime-local value means here, or null when it is empty or not a real date and time. */
export function fromLocalInputValue(value: string): Date | null {
  const match = LOCAL_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const instant = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  // 2026-02-31 rolls over into March: not a date anyone picked.
  if (instant.getMonth() !== month! - 1 || instant.getDate() !== day!) return null;
  return instant;
}

/** "2026-07-01T21:00:00+02:00": the instant with the offset it has here. */
export function toOffsetIso(instant: Date): string {
  const offset = -instant.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${toLocalInputValue(instant)}:${pad(instant.getSeconds())}${sign}${hours}:${minutes}`;
}

/** The viewer's zone name, for the field's hint ("Europe/Berlin"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
}
