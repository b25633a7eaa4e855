/** Lengths of time in milliseconds, for instants compared as `Date.getTime()`. No calendar reasoning here. */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** 24 hours: a fixed length, not a calendar day (those are Temporal's, across daylight saving). */
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** `hours` as milliseconds (0.5 → 1_800_000). */
export function hoursMs(hours: number): number {
  return Math.round(hours * HOUR_MS);
}
