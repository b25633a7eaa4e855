export const SECONDS_PER_DAY = 86_400;

const DATE_IN_TEXT = /\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;

/**
 * The first date in a text (`6/13/2025`, `14.06.2025`, `2025/06/14`): as written, since day and month
 * order differ between countries, except that a year-first date becomes `YYYY-MM-DD`. Null when none.
 */
export function dateInText(text: string): string | null {
  const date = DATE_IN_TEXT.exec(text)?.[0];
  if (date === undefined) return null;
  const ymd = YEAR_FIRST.exec(date);
  return ymd ? `${ymd[1]}-${ymd[2]!.padStart(2, '0')}-${ymd[3]!.padStart(2, '0')}` : date;
}

// A clock time inside a field: after an optional date, before an optional zone; AM/PM optional.
const CLOCK_IN_TEXT =
  /(?<![\d:])(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?(?![\d:])(?:\s*([AaPp])\.?\s?[Mm]\.?(?![A-Za-z]))?/;
const CLOCK_TOKEN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DURATION = /^(?:(\d{1,6}):([0-5]\d)|(\d{1,4}):([0-5]\d):([0-5]\d))(?:[.,]\d+)?$/;

function clockSeconds(
  hours: number,
  minutes: number,
  seconds: number,
  meridiem: string | undefined,
): number | null {
  if (minutes > 59 || seconds > 59) return null;
  if (meridiem === undefined) return hours > 23 ? null : hours * 3600 + minutes * 60 + seconds;
  if (hours < 1 || hours > 12) return null;
  const base = hours % 12;
  const hour24 = meridiem.toLowerCase() === 'p' ? base + 12 : base;
  return hour24 * 3600 + minutes * 60 + seconds;
}

/**
 * Finds a clock time of day in a field as DJ software writes it: `H:MM`, `HH:MM` or either with
 * `:SS`, 24-hour or with AM/PM, alone or after a date (`7/8/2022 11:37:26 AM`, `2024-05-01 21:03`).
 * Returns seconds since midnight, or null when there is no valid time (hour 0-23, or 1-12 with
 * AM/PM; minute and second 0-59).
 */
export function parseClockTime(text: string): number | null {
  const match = CLOCK_IN_TEXT.exec(text);
  if (!match) return null;
  return clockSeconds(Number(match[1]), Number(match[2]), Number(match[3] ?? 0), match[4]);
}

/** A bare `H:MM`, `HH:MM`, `H:MM:SS` token as a clock time of day (hour 0-23, minute and second 0-59). */
export function parseClockToken(token: string): number | null {
  const match = CLOCK_TOKEN.exec(token.trim());
  if (!match) return null;
  return clockSeconds(Number(match[1]), Number(match[2]), Number(match[3] ?? 0), undefined);
}

/**
 * A length or cue time: `m:ss` with any number of minutes (`75:30`) up to six digits, or `h:mm:ss`; a fraction of a
 * second is dropped. Returns seconds, or null.
 */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  if (match[1] !== undefined) return Number(match[1]) * 60 + Number(match[2]);
  return Number(match[3]) * 3600 + Number(match[4]) * 60 + Number(match[5]);
}

/** A whole, non-negative number of seconds small enough to print without an exponent. */
export function clampSeconds(seconds: number): number {
  if (!(seconds > 0)) return 0;
  return Math.min(Math.floor(seconds), Number.MAX_SAFE_INTEGER);
}

/** `mm:ss` with at least two digits of minutes, which may pass 59 (`75:30`, `125:00`). */
export function formatTimestamp(totalSeconds: number): string {
  const seconds = clampSeconds(totalSeconds);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface TClockOffsets {
  /** Seconds from the first timed track; a track without a time keeps the previous track's offset. */
  offsets: number[];
  /** True when at least one time fell before the first one and was moved to the next day. */
  wrapped: boolean;
}

/**
 * Turns clock times of day into offsets from the first track. A time earlier than the first is on
 * the next day (a set past midnight): its negative offset wraps by 24 hours.
 */
export function offsetsFromClockTimes(times: readonly (number | null)[]): TClockOffsets {
  const first = times.find((time) => time !== null) ?? null;
  const offsets: number[] = [];
  let wrapped = false;
  let previous = 0;
  for (const time of times) {
    if (time === null || first === null) {
      offsets.push(previous);
      continue;
    }
    let offset = time - first;
    if (offset < 0) {
      offset += SECONDS_PER_DAY;
      wrapped = true;
    }
    offsets.push(offset);
    previous = offset;
  }
  return { offsets, wrapped };
}

/** Start times as the running total of the lengths before each track; a missing length counts as 0. */
export function offsetsFromDurations(durations: readonly (number | null)[]): number[] {
  const offsets: number[] = [];
  let total = 0;
  for (const duration of durations) {
    offsets.push(total);
    total += duration ?? 0;
  }
  return offsets;
}
