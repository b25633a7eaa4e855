import { MINUTE_MS } from '../time/durations.ts';
/**
 * Announced sets ("Announce Next DJ Set", docs/product/djs.md): constants, messages and pure rules, free of schema
 * code so the dashboard's modal loads them without zod. The request and answer schemas live in announced-sets.ts.
 */

/** docs/product/djs.md: the durations the modal offers, in minutes; 60 is the default. */
export const ANNOUNCE_DURATIONS = [30, 45, 60, 90, 120, 150, 180, 240] as const;
export type TAnnounceDuration = (typeof ANNOUNCE_DURATIONS)[number];
export const DEFAULT_ANNOUNCE_DURATION: TAnnounceDuration = 60;

/** docs/product/djs.md: the modal's start defaults to 24 hours ahead. */
export const ANNOUNCE_DEFAULT_LEAD_MS = 24 * 60 * 60 * 1000;
/** A set is announced for the coming year at most: further out it says nothing a visitor can plan for. */
export const ANNOUNCE_MAX_LEAD_DAYS = 365;
/** Coming announced sets a DJ keeps at once (past ones are not counted). */
export const MAX_COMING_ANNOUNCED_SETS = 20;

export const ANNOUNCED_SET_TITLE_MAX = 100;
export const ANNOUNCED_SET_TEXT_MAX = 2000;

/** docs/product/djs.md: an announced set is a DJ set and is shown as Active. */
export const ANNOUNCED_SET_EVENT_TYPE = 'dj_set' as const;
export const ANNOUNCED_SET_STATUS = 'active';

export const ANNOUNCED_SET_MESSAGES = {
  /** The exact words users meet (docs/product/djs.md). */
  startRequired: 'Please select a start date and time',
  genresRequired: 'Please select at least one genre',
  startInvalid: 'The start must be a date and time with its UTC offset, such as 2026-07-01T21:00:00+00:00',
  startInPast: 'The start time cannot be in the past',
  startTooFar: 'An announced set can start at most one year ahead',
  durationInvalid: 'Please choose a duration of 30, 45, 60, 90, 120, 150, 180 or 240 minutes',
  eventTypeInvalid: 'The event type must be dj_set',
  /** docs/product/djs.md: the modal shows only to a DJ who accepts remote venues; the server holds to the same rule. */
  remoteVenuesRequired:
    'Announcing a set needs remote venues: turn on "Accepts remote venues" in your profile first',
  tooMany: 'You can have at most 20 coming announced sets',
  notFound: 'Announced set not found',
  /** docs/product/djs.md: the dashboard's alert when the announcement fails. */
  announceFailed: 'Failed to announce DJ set',
  /** The dashboard's alert when removing an announced set fails; the server's reason follows it. */
  deleteFailed: 'Failed to delete announced set',
} as const;

/** docs/product/djs.md: the title the modal proposes. */
export function defaultAnnouncedSetTitle(stageName: string): string {
  return `${stageName} Live Set`;
}

/** The start of the minute `now` is in: the modal picks minutes, so a start in the current minute is not past. */
function startOfMinute(now: Date): number {
  return Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
}

/** The modal's default start: 24 hours from now, to the minute. */
export function defaultAnnounceStart(now: Date): Date {
  return new Date(startOfMinute(now) + ANNOUNCE_DEFAULT_LEAD_MS);
}

/** What is wrong with a start at `now`, or null: not earlier than now (to the minute), at most a year ahead. */
export function announceStartProblem(start: Date, now: Date): string | null {
  if (start.getTime() < startOfMinute(now)) return ANNOUNCED_SET_MESSAGES.startInPast;
  if (start.getTime() > now.getTime() + ANNOUNCE_MAX_LEAD_DAYS * 24 * 60 * MINUTE_MS) {
    return ANNOUNCED_SET_MESSAGES.startTooFar;
  }
  return null;
}

export function isAnnounceDuration(minutes: number): minutes is TAnnounceDuration {
  return (ANNOUNCE_DURATIONS as readonly number[]).includes(minutes);
}

/** When the set ends. */
export function announcedSetEnd(set: { start: Date; durationMinutes: number }): Date {
  return new Date(set.start.getTime() + set.durationMinutes * MINUTE_MS);
}

/** A set is coming until it has ended: one being played now still counts as coming. */
export function announcedSetHasEnded(set: { start: Date; durationMinutes: number }, now: Date): boolean {
  return announcedSetEnd(set).getTime() <= now.getTime();
}

/**
 * The dashboard's order: coming sets first, soonest first; then the ended ones, the latest first. Ties keep the
 * newer announcement (higher id) second, so the order is stable.
 */
export function orderAnnouncedSets<T extends { id: number; start: Date; durationMinutes: number }>(
  sets: readonly T[],
  now: Date,
): T[] {
  const coming = sets.filter((set) => !announcedSetHasEnded(set, now));
  const ended = sets.filter((set) => announcedSetHasEnded(set, now));
  coming.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  ended.sort((a, b) => b.start.getTime() - a.start.getTime() || b.id - a.id);
  return [...coming, ...ended];
}

/** The calendar date of an instant in UTC, YYYY-MM-DD (the public page's event_date). */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
