import { describe, expect, it } from 'vitest';
import { PERFORMANCE_HOUR_MESSAGES as M, ZPerformanceHourInput } from './performance-hours.ts';

const firstMessage = (body: unknown) => ZPerformanceHourInput.safeParse(body).error?.issues[0]?.message;

describe('POST /dj/performance-hours body', () => {
  it('reads a weekday in any case, normalizes times and zone, and defaults is_available to true', () => {
    expect(
      ZPerformanceHourInput.parse({
        day: 'Saturday',
        startTime: '22:00',
        endTime: '2:00',
        timezone: 'europe/berlin',
      }),
    ).toEqual({
      day: 'saturday',
      startTime: '22:00',
      endTime: '02:00',
      timezone: 'Europe/Berlin',
      is_available: true,
    });
    const withoutZone = ZPerformanceHourInput.parse({
      day: 'monday',
      startTime: '18:00:00',
      endTime: '20:00',
      is_available: false,
    });
    expect(withoutZone.timezone).toBeUndefined();
    expect(withoutZone.is_available).toBe(false);
    const blankZone = ZPerformanceHourInput.parse({
      day: 'monday',
      startTime: '18:00',
      endTime: '20:00',
      timezone: '',
    });
    expect(blankZone.timezone).toBeUndefined();
  });

  it("refuses missing times with the spec's message", () => {
    expect(firstMessage({ day: 'monday', endTime: '20:00' })).toBe(M.timesRequired);
    expect(firstMessage({ day: 'monday', startTime: '18:00', endTime: '' })).toBe(M.timesRequired);
    expect(firstMessage({ day: 'monday', startTime: null, endTime: '20:00' })).toBe(M.timesRequired);
  });

  it('refuses a bad day, time, zone, an empty slot and unsafe text', () => {
    expect(firstMessage({ day: 'funday', startTime: '18:00', endTime: '20:00' })).toBe(M.dayRequired);
    expect(firstMessage({ startTime: '18:00', endTime: '20:00' })).toBe(M.dayRequired);
    expect(firstMessage({ day: 'monday', startTime: '25:00', endTime: '20:00' })).toBe(M.invalidTime);
    expect(firstMessage({ day: 'monday', startTime: '18:00', endTime: '20:00', timezone: 'Mars/Base' })).toBe(
      M.invalidTimeZone,
    );
    expect(firstMessage({ day: 'monday', startTime: '18:00', endTime: '18:00' })).toBe(M.sameTimes);
    expect(firstMessage({ day: 'monday', startTime: '18:00\u0000', endTime: '20:00' })).toMatch(
      /not allowed/,
    );
    expect(
      firstMessage({ day: 'monday', startTime: '18:00', endTime: '20:00', is_available: 'yes' }),
    ).toMatch(/is_available/);
  });
});
