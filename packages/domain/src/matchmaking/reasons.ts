import { countryName } from '../catalog/country-list.ts';

/**
 * The plain words of a recommendation's reasons ("plays Techno and Minimal like you asked", "in Berlin 12–15 Dec",
 * "120 €/h, within your budget", "answers within 2 h"). English, short, no jargon; the UI shows them as they are.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Techno", "Techno and Minimal", "Techno, House and Minimal". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function dayMonth(date: string): { day: number; month: string; year: string } {
  const [year = '', month = '1', day = '1'] = date.split('-');
  return { day: Number(day), month: MONTHS[Number(month) - 1] ?? '', year };
}

/** A period of calendar dates (YYYY-MM-DD): "12 Dec", "12–15 Dec", "28 Dec – 3 Jan". */
export function dateRangeWords(from: string, to: string): string {
  const a = dayMonth(from);
  const b = dayMonth(to);
  if (from === to) return `${a.day} ${a.month}`;
  if (a.month === b.month && a.year === b.year) return `${a.day}–${b.day} ${a.month}`;
  return `${a.day} ${a.month} – ${b.day} ${b.month}`;
}

const SYMBOL_BEFORE: Record<string, string> = { USD: '$', GBP: '£', CAD: 'CA$', AUD: 'A$' };

/** An hourly rate as people write it: "120 €/h", "$95.50/h", "£80/h"; other currencies by code. */
export function ratePerHourWords(minor: number, currency: string): string {
  const amount = minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
  const code = currency.toUpperCase();
  if (code === 'EUR') return `${amount} €/h`;
  const before = SYMBOL_BEFORE[code];
  return before ? `${before}${amount}/h` : `${amount} ${code}/h`;
}

/** A median answer time as a promise: "answers within an hour", "answers within 2 h", "answers within 3 days". */
export function responseTimeWords(minutes: number): string {
  if (minutes <= 60) return 'answers within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours <= 48) return `answers within ${hours} h`;
  return `answers within ${Math.ceil(hours / 24)} days`;
}

/** The response time field of a recommended DJ ("within 2 h"), from the same words. */
export function responseTimeLabel(minutes: number | null): string | null {
  return minutes === null ? null : responseTimeWords(minutes).replace(/^answers /, '');
}

/** A place for people: the city, else the country's name. */
export function placeWords(city: string | null, country: string | null): string {
  if (city?.trim()) return city.trim();
  return country ? (countryName(country) ?? country) : 'your area';
}

/** A distance in whole km ("27 km"), 1 km at least. */
export function kmWords(km: number): string {
  return `${Math.max(1, Math.round(km))} km`;
}
