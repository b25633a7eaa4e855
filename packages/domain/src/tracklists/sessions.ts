import type { TTracklistSession } from './types.ts';

/** Spec-free choice: plays further apart than this are separate sets. A set past midnight is not split. */
export const SESSION_GAP_SECONDS = 3 * 3600;

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:MM` of a clock time of day given in seconds since midnight. */
export function formatClock(seconds: number): string {
  return `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}`;
}

/** A session in a few words, for a list to pick from: `2025-06-21, 19:05, 3 tracks`. */
export function describeSession(session: TTracklistSession): string {
  const parts: string[] = [];
  if (session.name !== null) parts.push(session.name);
  if (session.date !== null) parts.push(session.date);
  if (session.startClock !== null) parts.push(formatClock(session.startClock));
  parts.push(`${session.trackCount} ${session.trackCount === 1 ? 'track' : 'tracks'}`);
  return parts.join(', ');
}

/** The session an option asks for, or the last (most recent) one when it asks for none or one that is not there. */
export function chosenSession(count: number, requested: number | undefined): number {
  return requested !== undefined && Number.isInteger(requested) && requested >= 0 && requested < count
    ? requested
    : count - 1;
}
