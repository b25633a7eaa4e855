import { countryName } from '@cuepoint/domain/catalog/country-list';

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

/** "3.2 km away" (the server's one decimal); null when the distance is unknown. */
export function distanceLabel(km: number | null): string | null {
  if (km === null || !Number.isFinite(km)) return null;
  return `${km.toLocaleString('en-US', { maximumFractionDigits: 1 })} km away`;
}

const starts = new Map<string, Intl.DateTimeFormat>();

/** An event's start in the reader's zone, with the zone's short name ("Sat, Jul 4, 2026, 9:00 PM GMT+2"). */
export function formatEventStart(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = starts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    starts.set(timeZone, format);
  }
  return format.format(date);
}
