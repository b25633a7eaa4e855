import { z } from 'zod';
import { localDate, occurrencesBetween, type TWeeklySlot } from '../djs/weekly-slot.ts';
import { countryName } from '../catalog/country-list.ts';
import { DAY_MS } from '../time/durations.ts';

/**
 * The venue dashboard's Available DJs card (docs/product/venues.md: GET /venue/available-djs): DJs bookable for the
 * venue, each with their next dates. A DJ is bookable in person on the days of a travel period in the venue's
 * country (and city, when both name one) that has not ended, and remotely on the days of their weekly remote
 * hours when they accept remote venues and the venue accepts remote DJs. Dates are the venue's calendar dates.
 * A DJ's bookings take dates away (decision record 042): a remote slot's occurrence that overlaps one, and an
 * in-person date on which one starts (a night's booking fills the night).
 */

export const AVAILABLE_DJS_LIMIT = 20;
export const AVAILABLE_DATES_PER_DJ = 5;
/** Remote hours are weekly: two weeks show every slot at least twice. */
export const REMOTE_HORIZON_DAYS = 14;
export const AVAILABLE_DJS_EMPTY = 'No DJs currently available';

export const ZAvailableDate = z.object({ date: z.string(), is_remote: z.boolean() });
export type TAvailableDate = z.infer<typeof ZAvailableDate>;

export const ZAvailableDj = z.object({
  user_id: z.number(),
  stage_name: z.string(),
  /** The DJ's first and last name, null when they gave none. */
  full_name: z.string().nullable(),
  slug: z.string(),
  /** "City, Country" where the DJ is based or touring now, null when unknown. */
  location: z.string().nullable(),
  availability: z.array(ZAvailableDate),
});
export type TAvailableDj = z.infer<typeof ZAvailableDj>;

/** A travel period's dates (YYYY-MM-DD, both included); remote when the DJ marked the period so. */
export type TTravelWindow = { djUserId: number; fromDate: string; toDate: string; isRemote: boolean };
export type TRemoteSlot = TWeeklySlot & { djUserId: number };
/** A booking that holds the DJ (awaiting confirmation or confirmed), from its event's start to its end. */
export type THeldTime = { djUserId: number; start: Date; end: Date };

/** The next `count` calendar dates from `first` through `last` (YYYY-MM-DD), leaving out the `taken` ones. */
function datesFrom(first: string, last: string, count: number, taken: ReadonlySet<string>): string[] {
  const dates: string[] = [];
  let day = Date.parse(`${first}T00:00:00Z`);
  const end = Date.parse(`${last}T00:00:00Z`);
  while (day <= end && dates.length < count) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (!taken.has(date)) dates.push(date);
    day += DAY_MS;
  }
  return dates;
}

/**
 * Every DJ's next available dates (at most `perDj`, soonest first; an in-person date before a remote one on the
 * same day), from travel windows that have not ended and the occurrences of remote slots in the next two weeks,
 * on the venue's calendar (`timeZone`) at `now`.
 */
export function nextAvailableDates(input: {
  now: Date;
  timeZone: string;
  travel: readonly TTravelWindow[];
  slots: readonly TRemoteSlot[];
  /** The DJs' bookings that hold them; none when absent. */
  held?: readonly THeldTime[];
  perDj?: number;
}): Map<number, TAvailableDate[]> {
  const perDj = input.perDj ?? AVAILABLE_DATES_PER_DJ;
  const today = localDate(input.now, input.timeZone);
  const heldOf = new Map<number, THeldTime[]>();
  for (const held of input.held ?? [])
    heldOf.set(held.djUserId, [...(heldOf.get(held.djUserId) ?? []), held]);
  const bookedDates = (djUserId: number) =>
    new Set((heldOf.get(djUserId) ?? []).map((held) => localDate(held.start, input.timeZone)));
  const overlapsBooking = (djUserId: number, start: Date, end: Date) =>
    (heldOf.get(djUserId) ?? []).some((held) => held.start < end && start < held.end);
  const found = new Map<number, Map<string, TAvailableDate>>();
  const add = (djUserId: number, date: string, isRemote: boolean) => {
    let dates = found.get(djUserId);
    if (!dates) found.set(djUserId, (dates = new Map()));
    dates.set(`${date}|${isRemote}`, { date, is_remote: isRemote });
  };
  for (const window of input.travel) {
    if (window.toDate < today) continue;
    const first = window.fromDate > today ? window.fromDate : today;
    const taken = bookedDates(window.djUserId);
    for (const date of datesFrom(first, window.toDate, perDj, taken))
      add(window.djUserId, date, window.isRemote);
  }
  const horizon = new Date(input.now.getTime() + REMOTE_HORIZON_DAYS * DAY_MS);
  for (const slot of input.slots) {
    for (const occurrence of occurrencesBetween(slot, input.now, horizon)) {
      if (overlapsBooking(slot.djUserId, occurrence.start, occurrence.end)) continue;
      const date = localDate(occurrence.start, input.timeZone);
      // A set that began before midnight still running now counts from today.
      add(slot.djUserId, date < today ? today : date, true);
    }
  }
  const result = new Map<number, TAvailableDate[]>();
  for (const [djUserId, dates] of found) {
    const sorted = [...dates.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || Number(a.is_remote) - Number(b.is_remote),
    );
    result.set(djUserId, sorted.slice(0, perDj));
  }
  return result;
}

/** The DJs with dates, soonest first then by stage name, at most `limit`. */
export function rankAvailableDjs<T extends { stage_name: string; availability: TAvailableDate[] }>(
  djs: readonly T[],
  limit = AVAILABLE_DJS_LIMIT,
): T[] {
  return djs
    .filter((dj) => dj.availability.length > 0)
    .sort(
      (a, b) =>
        a.availability[0]!.date.localeCompare(b.availability[0]!.date) ||
        a.stage_name.localeCompare(b.stage_name),
    )
    .slice(0, limit);
}

/** "Berlin, Germany" from a city and an ISO country code; either alone; null when neither is known. */
export function locationLabel(city: string | null, country: string | null): string | null {
  const place = [city?.trim(), country ? (countryName(country) ?? country) : undefined].filter(Boolean);
  return place.length > 0 ? place.join(', ') : null;
}
