import { afterEach, describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue, toOffsetIso } from './local-date-time.ts';

const zone = process.env['TZ'];
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

describe('the start on the viewer’s clock', () => {
  it('is sent with the offset it has in the viewer’s zone, summer and winter', () => {
    process.env['TZ'] = 'Europe/Berlin';
    expect(toOffsetIso(fromLocalInputValue('2026-07-01T21:00')!)).toBe('2026-07-01T21:00:00+02:00');
    expect(toOffsetIso(fromLocalInputValue('2026-12-01T21:00')!)).toBe('2026-12-01T21:00:00+01:00');
    expect(fromLocalInputValue('2026-07-01T21:00')!.toISOString()).toBe('2026-07-01T19:00:00.000Z');
    process.env['TZ'] = 'America/St_Johns';
    expect(toOffsetIso(fromLocalInputValue('2026-01-15T08:30')!)).toBe('2026-01-15T08:30:00-03:30');
  });

  it('shows an instant as the datetime-local field does', () => {
    process.env['TZ'] = 'Asia/Tokyo';
    expect(toLocalInputValue(new Date('2026-03-01T15:05:00Z'))).toBe('2026-03-02T00:05');
  });

  it('reads nothing from an empty or impossible value', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('2026-02-31T10:00')).toBeNull();
    expect(fromLocalInputValue('tomorrow')).toBeNull();
  });
});
