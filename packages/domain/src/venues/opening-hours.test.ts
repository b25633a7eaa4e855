import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  OPENING_HOURS_MESSAGES,
  ZOpeningHoursInput,
  closesNextDay,
  mergeOpeningHours,
  openMinutes,
  openingHoursFrom,
} from './opening-hours.ts';

describe('opening hours', () => {
  it('default to the spec: Mon–Thu 09:00–23:00, Fri and Sat 09:00–02:00, Sun 12:00–22:00', () => {
    expect(DEFAULT_OPENING_HOURS.monday).toEqual({ open: '09:00', close: '23:00', closed: false });
    expect(DEFAULT_OPENING_HOURS.thursday).toEqual({ open: '09:00', close: '23:00', closed: false });
    expect(DEFAULT_OPENING_HOURS.friday).toEqual({ open: '09:00', close: '02:00', closed: false });
    expect(DEFAULT_OPENING_HOURS.saturday).toEqual({ open: '09:00', close: '02:00', closed: false });
    expect(DEFAULT_OPENING_HOURS.sunday).toEqual({ open: '12:00', close: '22:00', closed: false });
  });

  it('close the next day when the closing time is earlier than the opening time', () => {
    expect(closesNextDay(DEFAULT_OPENING_HOURS.friday)).toBe(true);
    expect(closesNextDay(DEFAULT_OPENING_HOURS.monday)).toBe(false);
    expect(closesNextDay({ open: '18:00', close: '00:00' })).toBe(true);
    expect(openMinutes(DEFAULT_OPENING_HOURS.friday)).toBe(17 * 60);
    expect(openMinutes({ open: '22:00', close: '06:00', closed: false })).toBe(8 * 60);
    expect(openMinutes({ open: '22:00', close: '06:00', closed: true })).toBe(0);
  });

  it('read stored rows over the defaults', () => {
    const hours = openingHoursFrom([
      { dayOfWeek: 1, isOpen: false, openTime: '10:00:00', closeTime: '20:00:00' },
      { dayOfWeek: 7, isOpen: true, openTime: '16:00:00', closeTime: '04:00:00' },
    ]);
    expect(hours.monday).toEqual({ open: '10:00', close: '20:00', closed: true });
    expect(hours.sunday).toEqual({ open: '16:00', close: '04:00', closed: false });
    expect(hours.tuesday).toEqual(DEFAULT_OPENING_HOURS.tuesday);
  });

  it('parse any weekday with times read as HH:MM, and refuse what is not a weekday or a time', () => {
    expect(
      ZOpeningHoursInput.parse({ Monday: { open: '9:00', close: '01:30:00', closed: 'false' } }),
    ).toEqual({
      monday: { open: '09:00', close: '01:30', closed: false },
    });
    const message = (value: unknown) => ZOpeningHoursInput.safeParse(value).error?.issues[0]?.message;
    expect(message({ someday: {} })).toBe(OPENING_HOURS_MESSAGES.unknownDay);
    expect(message({ friday: { close: '24:30' } })).toBe(
      OPENING_HOURS_MESSAGES.invalidTime('friday', 'closing'),
    );
    expect(message({ friday: { closed: 'perhaps' } })).toBe(OPENING_HOURS_MESSAGES.closedFlag('friday'));
    expect(message({ friday: 'late' })).toBe(
      'Each weekday of opening hours must be an object with open, close and closed',
    );
  });

  it('merge a change over the current week and refuse an open day that opens and closes at the same time', () => {
    const merged = mergeOpeningHours(DEFAULT_OPENING_HOURS, {
      sunday: { closed: true },
      friday: { close: '05:00' },
    });
    expect(merged).toEqual({
      hours: {
        ...DEFAULT_OPENING_HOURS,
        sunday: { ...DEFAULT_OPENING_HOURS.sunday, closed: true },
        friday: { open: '09:00', close: '05:00', closed: false },
      },
    });
    expect(mergeOpeningHours(DEFAULT_OPENING_HOURS, { monday: { close: '09:00' } })).toEqual({
      error: OPENING_HOURS_MESSAGES.sameTimes('monday'),
    });
    expect(
      mergeOpeningHours(DEFAULT_OPENING_HOURS, { monday: { close: '09:00', closed: true } }),
    ).not.toHaveProperty('error');
  });
});
