import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  formatTimestamp,
  offsetsFromClockTimes,
  offsetsFromDurations,
  parseClockTime,
  parseClockToken,
  parseDuration,
} from './time.ts';

const hms = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;

describe('parseClockTime', () => {
  it.each([
    ['9:03', hms(9, 3)],
    ['21:03', hms(21, 3)],
    ['21:03:45', hms(21, 3, 45)],
    ['0:03:30', hms(0, 3, 30)],
    ['9:37:15 PM', hms(21, 37, 15)],
    ['12:05 AM', hms(0, 5)],
    ['12:05 pm', hms(12, 5)],
    ['11:37:26 a.m.', hms(11, 37, 26)],
    ['7/8/2022 11:37:26 AM', hms(11, 37, 26)],
    ['2025-06-14 23:50:00', hms(23, 50)],
    ['2025-06-14T23:50:00.250Z', hms(23, 50)],
    ['21:03:10 CET', hms(21, 3, 10)],
  ])('%s', (text, seconds) => {
    expect(parseClockTime(text)).toBe(seconds);
  });

  it.each(['', 'soon', '24:00', '12:60', '21:03:60', '13:00 PM', '0:30 AM', '2025-06-14', '123:45'])(
    'rejects %j',
    (text) => {
      expect(parseClockTime(text)).toBeNull();
    },
  );
});

describe('parseClockToken', () => {
  it('accepts hour 0-23 and minute/second 0-59 only', () => {
    expectMapping(parseClockToken, {
      '00:07:30': hms(0, 7, 30),
      '23:59:59': hms(23, 59, 59),
      '24:00': null,
      '75:30': null,
      '9:5': null,
    });
  });
});

describe('parseDuration', () => {
  it.each([
    ['4:56', 296],
    ['04:56', 296],
    ['75:30', 4530],
    ['1:02:03', 3723],
    ['0:00', 0],
    ['6:17.52', 377],
  ])('%s is %i s', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', '4', '4:6', '4:60', '1:60:00', 'a:bc'])('rejects %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('formatTimestamp', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [296, '04:56'],
    [3599, '59:59'],
    [4530, '75:30'],
    [7500, '125:00'],
    [59.9, '00:59'],
    [-10, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d s is %s', (seconds, text) => {
    expect(formatTimestamp(seconds)).toBe(text);
  });
});

describe('offsetsFromClockTimes', () => {
  it('measures from the first track and wraps a set past midnight by 24 hours', () => {
    expect(offsetsFromClockTimes([hms(23, 30), hms(23, 50), hms(0, 15), hms(1, 0)])).toEqual({
      offsets: [0, 1200, 2700, 5400],
      wrapped: true,
    });
  });

  it('gives a track without a time the previous offset', () => {
    expect(offsetsFromClockTimes([null, hms(21, 0), null, hms(21, 10)])).toEqual({
      offsets: [0, 0, 0, 600],
      wrapped: false,
    });
  });
});

describe('offsetsFromDurations', () => {
  it('starts each track when the lengths before it add up', () => {
    expect(offsetsFromDurations([300, null, 200, 100])).toEqual([0, 300, 300, 500]);
  });
});
