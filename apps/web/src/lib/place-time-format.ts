import { countryName } from '@cuepoint/domain/catalog/country-list';

/** A date and time with the zone's short name ("Nov 28, 2026, 4:08 AM UTC"). */
export const DATE_TIME_WITH_ZONE: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { weekday: 'short', ...DATE_TIME_WITH_ZONE, timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/** An instant in a zone ("Sat, Jun 13, 2099, 9:00 PM GMT+2"); UTC when the zone is unknown. */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return zoneFormat(timeZone).format(date);
  } catch {
    return zoneFormat('UTC').format(date);
  }
}

/** A country code as its name ("DE" → "Germany"); anything else as it is. */
export function countryLabel(country: string | null | undefined): string | null {
  const value = country?.trim();
  if (!value) return null;
  return countryName(value.toUpperCase()) ?? value;
}

/** "Berlin, Germany", "Germany", or null when neither is known. */
export function placeLine(
  city: string | null | undefined,
  country: string | null | undefined,
): string | null {
  const parts = [city?.trim() || null, countryLabel(country)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
