/** Timezone helpers on the runtime's IANA database (Intl), so the list never goes stale in the bundle. */

export const DEFAULT_TIME_ZONE = 'UTC';

let cached: readonly string[] | undefined;

/**
 * Every IANA zone the runtime knows, sorted, with UTC included (V8 leaves it out of supportedValuesOf).
 * Runtimes without Intl.supportedValuesOf get just UTC.
 */
export function listTimeZones(): readonly string[] {
  if (cached) return cached;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  cached = [...new Set([...zones, DEFAULT_TIME_ZONE])].sort();
  return cached;
}

/** True when the runtime accepts the zone name, including aliases such as "Europe/Kiev". */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The offset of a zone at an instant as "UTC+01:00" (DST aware), always signed, "UTC+00:00" for zero. */
export function timeZoneOffsetLabel(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const value = part?.value ?? 'GMT';
  // Engines print a zero offset as a bare "GMT"; keep every label the same shape for aligned pickers.
  return value === 'GMT' ? 'UTC+00:00' : value.replace('GMT', 'UTC');
}

/** "Europe/Berlin" becomes "Europe / Berlin", "America/Port_of_Spain" becomes "America / Port of Spain". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').split('/').join(' / ');
}
