import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  listTimeZones,
  timeZoneLabel,
  timeZoneOffsetLabel,
} from './timezones.ts';

describe('time zones', () => {
  it('lists the runtime IANA zones, sorted, unique and with UTC', () => {
    const zones = listTimeZones();
    expect(zones.length).toBeGreaterThan(300);
    expect(new Set(zones).size).toBe(zones.length);
    expect([...zones].sort()).toEqual([...zones]);
    expect(zones).toContain(DEFAULT_TIME_ZONE);
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('America/New_York');
    expect(zones.every(isTimeZone)).toBe(true);
  });

  it('rejects unknown zones', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('labels offsets with daylight saving time', () => {
    expect(timeZoneOffsetLabel('UTC')).toBe('UTC+00:00');
    expect(timeZoneOffsetLabel('Asia/Kolkata')).toBe('UTC+05:30');
    expect(timeZoneOffsetLabel('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(timeZoneOffsetLabel('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(timeZoneOffsetLabel('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-05:00');
    expect(timeZoneLabel('America/Port_of_Spain')).toBe('America / Port of Spain');
  });
});
