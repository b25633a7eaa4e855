import { countryName } from '@cuepoint/domain/catalog/country-list';
import { NOT_SPECIFIED } from '@cuepoint/domain/venues/dashboard-messages';

/** A value to show, or the spec's 'Not specified' when it is unknown (docs/product/venues.md). */
export function orNotSpecified(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_SPECIFIED;
  const text = String(value).trim();
  return text ? text : NOT_SPECIFIED;
}

/** "Berlin, Germany" from a city and a country code; null when neither is known. */
export function placeText(
  city: string | null | undefined,
  country: string | null | undefined,
): string | null {
  const countryText = country ? (countryName(country) ?? country) : null;
  return [city?.trim(), countryText].filter(Boolean).join(', ') || null;
}

/** Minutes as "2 h 30 min", "45 min" or "3 h". */
export function minutesText(total: number): string {
  const rounded = Math.max(0, Math.round(total));
  const hours = Math.floor(rounded / 60);
  const minutes = rounded % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** An "h:mm" duration as "2 h 30 min"; anything else as it is. */
export function durationText(duration: string): string {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(duration.trim());
  return match ? minutesText(Number(match[1]) * 60 + Number(match[2])) : duration;
}

/** "2026-07" as "Jul 2026" (short) for the chart's labels and table. */
export function monthText(month: string, style: 'short' | 'long' = 'short'): string {
  const parsed = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return month;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: style, year: 'numeric' }).format(parsed);
}
