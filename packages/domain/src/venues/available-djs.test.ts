import { describe, expect, it } from 'vitest';
import { locationLabel, nextAvailableDates, rankAvailableDjs } from './available-djs.ts';

// Wednesday 1 July 2026, 12:00 in Berlin.
const now = new Date('2026-07-01T10:00:00Z');

describe('nextAvailableDates', () => {
  it('gives the days of a coming or running trip from today on, at most five', () => {
    const dates = nextAvailableDates({
      now,
      timeZone: 'Europe/Berlin',
      travel: [
        { djUserId: 1, fromDate: '2026-06-29', toDate: '2026-07-20', isRemote: false },
        { djUserId: 2, fromDate: '2026-07-05', toDate: '2026-07-06', isRemote: false },
        { djUserId: 3, fromDate: '2026-06-01', toDate: '2026-06-30', isRemote: false },
      ],
      slots: [],
    });
    expect(dates.get(1)?.map((day) => day.date)).toEqual([
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    expect(dates.get(2)).toEqual([
      { date: '2026-07-05', is_remote: false },
      { date: '2026-07-06', is_remote: false },
    ]);
    expect(dates.has(3)).toBe(false);
  });

  it('leaves out the dates a booking takes: a remote occurrence it overlaps, an in-person night it starts on', () => {
    const dates = nextAvailableDates({
      now,
      timeZone: 'Europe/Berlin',
      travel: [{ djUserId: 1, fromDate: '2026-07-02', toDate: '2026-07-20', isRemote: false }],
      // Fridays 20:00–23:00 in Berlin: 3, 10 July.
      slots: [
        { djUserId: 2, dayOfWeek: 'friday', startTime: '20:00', endTime: '23:00', timezone: 'Europe/Berlin' },
      ],
      held: [
        // 3 July 22:00–02:00 in Berlin: the night of the 3rd, not the 4th.
        { djUserId: 1, start: new Date('2026-07-03T20:00:00Z'), end: new Date('2026-07-04T00:00:00Z') },
        // Overlaps the slot of 3 July by an hour; back to back with the one of 10 July (ends as it starts).
        { djUserId: 2, start: new Date('2026-07-03T17:00:00Z'), end: new Date('2026-07-03T19:00:00Z') },
        { djUserId: 2, start: new Date('2026-07-10T16:00:00Z'), end: new Date('2026-07-10T18:00:00Z') },
        // Another DJ's booking takes nothing from these two.
        { djUserId: 3, start: new Date('2026-07-02T18:00:00Z'), end: new Date('2026-07-02T20:00:00Z') },
      ],
    });
    expect(dates.get(1)?.map((day) => day.date)).toEqual([
      '2026-07-02',
      '2026-07-04',
      '2026-07-05',
      '2026-07-06',
      '2026-07-07',
    ]);
    expect(dates.get(2)).toEqual([{ date: '2026-07-10', is_remote: true }]);
  });

  it("gives remote hours' next occurrences on the venue's calendar, merged with travel, in-person first", () => {
    const dates = nextAvailableDates({
      now,
      timeZone: 'Asia/Tokyo',
      travel: [{ djUserId: 1, fromDate: '2026-07-04', toDate: '2026-07-04', isRemote: false }],
      // Friday 20:00 in Berlin is Saturday 03:00 in Tokyo.
      slots: [
        { djUserId: 1, dayOfWeek: 'friday', startTime: '20:00', endTime: '23:00', timezone: 'Europe/Berlin' },
      ],
    });
    expect(dates.get(1)).toEqual([
      { date: '2026-07-04', is_remote: false },
      { date: '2026-07-04', is_remote: true },
      { date: '2026-07-11', is_remote: true },
    ]);
  });

  it('counts a set running across midnight from today', () => {
    // Tuesday 22:00–02:00 in Berlin is still running at 01:00 on Wednesday.
    const dates = nextAvailableDates({
      now: new Date('2026-06-30T23:00:00Z'),
      timeZone: 'Europe/Berlin',
      travel: [],
      slots: [
        {
          djUserId: 9,
          dayOfWeek: 'tuesday',
          startTime: '22:00',
          endTime: '02:00',
          timezone: 'Europe/Berlin',
        },
      ],
    });
    expect(dates.get(9)?.map((day) => day.date)).toEqual(['2026-07-01', '2026-07-07', '2026-07-14']);
  });
});

describe('rankAvailableDjs', () => {
  it('orders by the first date then the stage name, drops DJs without dates, and keeps at most the limit', () => {
    const dj = (stage_name: string, date?: string) => ({
      stage_name,
      availability: date ? [{ date, is_remote: false }] : [],
    });
    const ranked = rankAvailableDjs(
      [dj('Zed', '2026-07-02'), dj('Amy', '2026-07-03'), dj('Bea', '2026-07-02'), dj('None')],
      2,
    );
    expect(ranked.map((row) => row.stage_name)).toEqual(['Bea', 'Zed']);
  });
});

describe('locationLabel', () => {
  it('names the city and the country, either alone, or nothing', () => {
    expect(locationLabel('Berlin', 'DE')).toBe('Berlin, Germany');
    expect(locationLabel(null, 'GB')).toBe('United Kingdom');
    expect(locationLabel(' Lisbon ', null)).toBe('Lisbon');
    expect(locationLabel(null, null)).toBeNull();
  });
});
