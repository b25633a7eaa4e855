import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { Temporal } from 'temporal-polyfill';
import {
  defaultEventDate,
  eventStart,
  formatDuration,
  fromMinorUnits,
  hasAtMostTwoDecimals,
  isCoStreamSlotDuration,
  isInThePast,
  parseDuration,
  parseEventDate,
  parseTimeOfDay,
  toMinorUnits,
} from './venue-event-rules.ts';

describe('venue event rules', () => {
  it('reads and writes durations as h:mm', () => {
    expectMapping(parseDuration, {
      '2:00': 120,
      ' 0:30 ': 30,
      '12:45': 765,
    });
    for (const bad of ['2', '2:5', '2:60', '1h30', '', '-1:00']) expect(parseDuration(bad), bad).toBeNull();
    expect(formatDuration(150)).toBe('2:30');
    expect(formatDuration(30)).toBe('0:30');
    expect(formatDuration(1440)).toBe('24:00');
  });

  it('takes co-stream slots of 0:30 to 3:00 in 30-minute steps', () => {
    expect([30, 60, 90, 120, 150, 180].every(isCoStreamSlotDuration)).toBe(true);
    for (const minutes of [0, 15, 45, 210, 240]) expect(isCoStreamSlotDuration(minutes)).toBe(false);
  });

  it('reads times of day and real dates', () => {
    expectMapping(parseTimeOfDay, {
      '9:05': '09:05',
      '21:00:00': '21:00',
      '24:00': null,
      '9pm': null,
    });
    expect(parseEventDate('2026-02-28')?.toString()).toBe('2026-02-28');
    expect(parseEventDate('2026-02-30')).toBeNull();
    expect(parseEventDate('28.02.2026')).toBeNull();
  });

  it('starts an event at its wall-clock time in the venue’s zone, across a daylight-saving change', () => {
    // Berlin moves to summer time in the night to Sunday 29 March 2026.
    expect(eventStart('2026-03-28', '21:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T20:00:00.000Z');
    expect(eventStart('2026-03-29', '21:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T19:00:00.000Z');
    // 02:30 does not exist that night: it moves forward by the gap; 02:30 on 25 October happens twice: the first.
    expect(eventStart('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(eventStart('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // Sydney leaves summer time on 5 April 2026.
    expect(eventStart('2026-04-04', '20:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T09:00:00.000Z',
    );
    expect(eventStart('2026-04-05', '20:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-05T10:00:00.000Z',
    );
    expect(eventStart('2026-07-01', '21:00', 'UTC').toISOString()).toBe('2026-07-01T21:00:00.000Z');
  });

  it('calls a start in the past only before the current minute', () => {
    const now = new Date('2026-07-01T20:00:30Z');
    expect(isInThePast(new Date('2026-07-01T20:00:00Z'), now)).toBe(false);
    expect(isInThePast(new Date('2026-07-01T19:59:00Z'), now)).toBe(true);
    expect(isInThePast(new Date('2026-07-02T00:00:00Z'), now)).toBe(false);
  });

  it('defaults the date to the next Saturday', () => {
    expect(defaultEventDate(Temporal.PlainDate.from('2026-07-01')).toString()).toBe('2026-07-04');
    expect(defaultEventDate(Temporal.PlainDate.from('2026-07-04')).toString()).toBe('2026-07-11');
    expect(defaultEventDate(Temporal.PlainDate.from('2026-07-05')).toString()).toBe('2026-07-11');
  });

  it('keeps money in minor units', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });
});
