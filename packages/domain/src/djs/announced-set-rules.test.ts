import { describe, expect, it } from 'vitest';
import {
  ANNOUNCED_SET_MESSAGES,
  ANNOUNCE_DURATIONS,
  DEFAULT_ANNOUNCE_DURATION,
  announceStartProblem,
  announcedSetEnd,
  announcedSetHasEnded,
  defaultAnnounceStart,
  defaultAnnouncedSetTitle,
  isAnnounceDuration,
  orderAnnouncedSets,
  utcDate,
} from './announced-set-rules.ts';

const NOW = new Date('2026-11-22T12:00:30Z');
const at = (iso: string) => new Date(iso);

describe('announced-set rules', () => {
  it('offers the spec durations with 60 as default, and the default title and start', () => {
    expect(ANNOUNCE_DURATIONS).toEqual([30, 45, 60, 90, 120, 150, 180, 240]);
    expect(DEFAULT_ANNOUNCE_DURATION).toBe(60);
    expect(isAnnounceDuration(45)).toBe(true);
    expect(isAnnounceDuration(75)).toBe(false);
    expect(defaultAnnouncedSetTitle('Nova Reyes')).toBe('Nova Reyes Live Set');
    expect(defaultAnnounceStart(NOW).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('refuses a start before the current minute or more than a year ahead', () => {
    expect(announceStartProblem(at('2026-11-22T12:00:00Z'), NOW)).toBeNull();
    expect(announceStartProblem(at('2026-11-22T11:59:59Z'), NOW)).toBe(ANNOUNCED_SET_MESSAGES.startInPast);
    expect(announceStartProblem(at('2027-11-22T12:00:00Z'), NOW)).toBeNull();
    expect(announceStartProblem(at('2027-11-22T12:01:00Z'), NOW)).toBe(ANNOUNCED_SET_MESSAGES.startTooFar);
  });

  it('counts a set as coming until its last minute has passed', () => {
    const set = { start: at('2026-11-22T11:30:00Z'), durationMinutes: 60 };
    expect(announcedSetEnd(set).toISOString()).toBe('2026-11-22T12:30:00.000Z');
    expect(announcedSetHasEnded(set, NOW)).toBe(false);
    expect(announcedSetHasEnded(set, at('2026-11-22T12:30:00Z'))).toBe(true);
  });

  it('orders coming sets soonest first, then ended ones latest first', () => {
    const sets = [
      { id: 1, start: at('2026-11-20T20:00:00Z'), durationMinutes: 60 },
      { id: 2, start: at('2026-12-01T20:00:00Z'), durationMinutes: 60 },
      { id: 3, start: at('2026-11-22T11:45:00Z'), durationMinutes: 30 },
      { id: 4, start: at('2026-11-21T20:00:00Z'), durationMinutes: 60 },
      { id: 5, start: at('2026-11-25T20:00:00Z'), durationMinutes: 60 },
    ];
    expect(orderAnnouncedSets(sets, NOW).map((set) => set.id)).toEqual([3, 5, 2, 4, 1]);
  });

  it('dates an instant in UTC', () => {
    expect(utcDate(at('2026-11-22T23:30:00-02:00'))).toBe('2026-11-23');
  });
});
