import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  WEEKDAYS,
  canonicalTimeZone,
  crossesMidnight,
  localDate,
  nextOccurrence,
  normalizeTime,
  occurrenceOn,
  occurrencesBetween,
  utcClockTime,
  type TWeeklySlot,
} from './weekly-slot.ts';

/** The occurrence on a date as 'start → end' (ISO 8601, UTC), or null. */
const on = (weekly: TWeeklySlot, date: string) => {
  const found = occurrenceOn(weekly, Temporal.PlainDate.from(date));
  return found && `${found.start.toISOString()} → ${found.end.toISOString()}`;
};
const slot = (dayOfWeek: TWeeklySlot['dayOfWeek'], startTime: string, endTime: string, timezone: string) =>
  ({ dayOfWeek, startTime, endTime, timezone }) satisfies TWeeklySlot;
const hours = (interval: { start: Date; end: Date }) =>
  (interval.end.getTime() - interval.start.getTime()) / 3_600_000;

describe('times and zones', () => {
  it('normalizes clock times and refuses anything else', () => {
    expectMapping(normalizeTime, {
      '22:00': '22:00',
      '9:05': '09:05',
      '09:05:00': '09:05',
      ' 23:59 ': '23:59',
    });
    for (const bad of ['24:00', '12:60', '1200', 'noon', '', '12:5', '-1:00'])
      expect(normalizeTime(bad)).toBeNull();
  });

  it('spells zones canonically and refuses unknown ones', () => {
    expectMapping(canonicalTimeZone, {
      'europe/berlin': 'Europe/Berlin',
      'Australia/Sydney': 'Australia/Sydney',
      'Mars/Olympus_Mons': null,
    });
    expect(canonicalTimeZone('+02:00')).not.toBe('Europe/Berlin');
    expect(canonicalTimeZone(' ')).toBeNull();
  });

  it('knows which slots cross midnight', () => {
    expect(crossesMidnight({ startTime: '22:00', endTime: '02:00' })).toBe(true);
    expect(crossesMidnight({ startTime: '20:00', endTime: '00:00' })).toBe(true);
    expect(crossesMidnight({ startTime: '18:00', endTime: '22:00' })).toBe(false);
  });

  it('gives the calendar date of an instant in a zone', () => {
    const instant = new Date('2026-07-04T22:30:00Z');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2026-07-05');
    expect(localDate(instant, 'America/New_York')).toBe('2026-07-04');
    expect(localDate(instant, 'Australia/Sydney')).toBe('2026-07-05');
  });
});

describe.each([
  [
    'Europe/Berlin',
    '2026-01-10T21:00:00.000Z → 2026-01-11T01:00:00.000Z',
    '2026-07-04T20:00:00.000Z → 2026-07-05T00:00:00.000Z',
  ],
  [
    'America/New_York',
    '2026-01-11T03:00:00.000Z → 2026-01-11T07:00:00.000Z',
    '2026-07-05T02:00:00.000Z → 2026-07-05T06:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2026-01-10T11:00:00.000Z → 2026-01-10T15:00:00.000Z',
    '2026-07-04T12:00:00.000Z → 2026-07-04T16:00:00.000Z',
  ],
])('a Saturday night 22:00–02:00 in %s', (timezone, january, july) => {
  it('keeps its wall-clock times in winter and in summer', () => {
    const night = slot('saturday', '22:00', '02:00', timezone);
    expect(on(night, '2026-01-10')).toBe(january);
    expect(on(night, '2026-07-04')).toBe(july);
  });
});

describe('Europe/Berlin (last Sundays of March and October)', () => {
  const night = slot('saturday', '22:00', '02:00', 'Europe/Berlin');

  it('on the spring-forward night the end (02:00, skipped) moves to 03:00 summer time', () => {
    expect(on(night, '2026-03-28')).toBe('2026-03-28T21:00:00.000Z → 2026-03-29T01:00:00.000Z');
  });

  it('on the fall-back night the end (02:00, repeated) is its first occurrence', () => {
    expect(on(night, '2026-10-24')).toBe('2026-10-24T20:00:00.000Z → 2026-10-25T00:00:00.000Z');
  });

  it('a start in the skipped hour moves forward by the gap; a start in the repeated hour is the earlier one', () => {
    const early = slot('sunday', '02:30', '04:00', 'Europe/Berlin');
    expect(on(early, '2026-03-29')).toBe('2026-03-29T01:30:00.000Z → 2026-03-29T02:00:00.000Z');
    expect(on(early, '2026-10-25')).toBe('2026-10-25T00:30:00.000Z → 2026-10-25T03:00:00.000Z');
  });

  it('a slot wholly inside the skipped hour moves forward by the gap, keeping its length', () => {
    const shifted = slot('sunday', '02:15', '02:45', 'Europe/Berlin');
    expect(on(shifted, '2026-03-29')).toBe('2026-03-29T01:15:00.000Z → 2026-03-29T01:45:00.000Z');
  });

  it('a slot left with no length by the gap (02:30–03:00) does not occur that week, and does the weeks around it', () => {
    const lost = slot('sunday', '02:30', '03:00', 'Europe/Berlin');
    expect(on(lost, '2026-03-29')).toBeNull();
    const around = occurrencesBetween(
      lost,
      new Date('2026-03-20T00:00:00Z'),
      new Date('2026-04-10T00:00:00Z'),
    );
    expect(around.map((o) => o.start.toISOString())).toEqual([
      '2026-03-22T01:30:00.000Z',
      '2026-04-05T00:30:00.000Z',
    ]);
  });

  it('expands a year of Saturdays with the UTC start switching on the right weekends', () => {
    const year = occurrencesBetween(
      night,
      new Date('2026-01-01T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(year).toHaveLength(52);
    const summer = year
      .filter((o) => utcClockTime(o.start) === '20:00')
      .map((o) => localDate(o.start, 'UTC'));
    expect(summer[0]).toBe('2026-04-04');
    expect(summer.at(-1)).toBe('2026-10-24');
    expect(year.every((o) => hours(o) === 4)).toBe(true);
  });
});

describe('America/New_York (second Sunday of March, first Sunday of November)', () => {
  const early = slot('sunday', '01:30', '03:00', 'America/New_York');

  it('across the skipped hour (02:00–03:00 on 8 March) the slot is an hour shorter', () => {
    expect(on(early, '2026-03-08')).toBe('2026-03-08T06:30:00.000Z → 2026-03-08T07:00:00.000Z');
    const skippedStart: TWeeklySlot = { ...early, startTime: '02:30', endTime: '05:00' };
    expect(on(skippedStart, '2026-03-08')).toBe('2026-03-08T07:30:00.000Z → 2026-03-08T09:00:00.000Z');
  });

  it('across the repeated hour (01:00–02:00 on 1 November) it starts at the first 01:30 and is an hour longer', () => {
    expect(on(early, '2026-11-01')).toBe('2026-11-01T05:30:00.000Z → 2026-11-01T08:00:00.000Z');
    expect(on(early, '2026-11-08')).toBe('2026-11-08T06:30:00.000Z → 2026-11-08T08:00:00.000Z');
  });
});

describe('Australia/Sydney (summer time from the first Sunday of October to the first Sunday of April)', () => {
  const early = slot('sunday', '02:30', '04:00', 'Australia/Sydney');

  it('on 5 April summer time ends: a start in the repeated hour is the earlier 02:30', () => {
    expect(on(early, '2026-04-05')).toBe('2026-04-04T15:30:00.000Z → 2026-04-04T18:00:00.000Z');
  });

  it('on 4 October summer time starts: a start in the skipped hour moves to 03:30', () => {
    expect(on(early, '2026-10-04')).toBe('2026-10-03T16:30:00.000Z → 2026-10-03T17:00:00.000Z');
  });
});

describe('next occurrence', () => {
  const night = slot('saturday', '22:00', '02:00', 'Europe/Berlin');

  it('is the running one while it runs, else the next to start', () => {
    const running = nextOccurrence(night, new Date('2026-07-05T23:00:00Z'));
    expect(running?.start.toISOString()).toBe('2026-07-11T20:00:00.000Z');
    const during = nextOccurrence(night, new Date('2026-07-04T23:00:00Z'));
    expect(during?.start.toISOString()).toBe('2026-07-04T20:00:00.000Z');
    const atEnd = nextOccurrence(night, new Date('2026-07-05T00:00:00Z'));
    expect(atEnd?.start.toISOString()).toBe('2026-07-11T20:00:00.000Z');
  });

  it('gives different UTC clock times in summer and winter', () => {
    const summer = nextOccurrence(night, new Date('2026-07-01T00:00:00Z'))!;
    const winter = nextOccurrence(night, new Date('2026-12-01T00:00:00Z'))!;
    expect([utcClockTime(summer.start), utcClockTime(summer.end)]).toEqual(['20:00', '00:00']);
    expect([utcClockTime(winter.start), utcClockTime(winter.end)]).toEqual(['21:00', '01:00']);
  });

  it('skips a week lost in the skipped hour', () => {
    const lost = slot('sunday', '02:30', '03:00', 'Europe/Berlin');
    expect(nextOccurrence(lost, new Date('2026-03-23T00:00:00Z'))?.start.toISOString()).toBe(
      '2026-04-05T00:30:00.000Z',
    );
  });
});

describe('properties', () => {
  const zones = [
    'Europe/Berlin',
    'America/New_York',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'UTC',
  ];
  const clock = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

  it('every occurrence starts on its weekday in its zone, lasts the clock length give or take the DST shift, in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...WEEKDAYS),
        clock,
        clock,
        fc.integer({ min: 0, max: 3 * 365 }),
        (timezone, dayOfWeek, startTime, endTime, offsetDays) => {
          const slot = { dayOfWeek, startTime, endTime, timezone };
          const from = new Date(Date.UTC(2025, 0, 1) + offsetDays * 86_400_000);
          const to = new Date(from.getTime() + 60 * 86_400_000);
          const found = occurrencesBetween(slot, from, to);
          const [sh, sm] = startTime.split(':').map(Number) as [number, number];
          const [eh, em] = endTime.split(':').map(Number) as [number, number];
          let clockMinutes = eh * 60 + em - (sh * 60 + sm);
          if (clockMinutes <= 0) clockMinutes += 24 * 60;
          expect(found.length).toBeGreaterThanOrEqual(7);
          found.forEach((occurrence, index) => {
            const minutes = (occurrence.end.getTime() - occurrence.start.getTime()) / 60_000;
            expect(Math.abs(minutes - clockMinutes)).toBeLessThanOrEqual(60);
            expect(occurrence.end.getTime()).toBeGreaterThan(from.getTime());
            expect(occurrence.start.getTime()).toBeLessThan(to.getTime());
            const prev = found[index - 1];
            if (prev) expect(occurrence.start.getTime()).toBeGreaterThan(prev.start.getTime());
            const local = Temporal.Instant.fromEpochMilliseconds(
              occurrence.start.getTime(),
            ).toZonedDateTimeISO(timezone);
            // A start moved out of a skipped hour stays on the same day.
            expect(WEEKDAYS[local.dayOfWeek - 1]).toBe(dayOfWeek);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
