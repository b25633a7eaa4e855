import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, hoursMs, MINUTE_MS, SECOND_MS, WEEK_MS } from './durations.ts';

describe('durations', () => {
  it('are the fixed lengths in milliseconds', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS, WEEK_MS]).toEqual([
      1000, 60_000, 3_600_000, 86_400_000, 604_800_000,
    ]);
  });

  it('turns hours, halves included, into milliseconds', () => {
    expect(hoursMs(0.5)).toBe(1_800_000);
    expect(hoursMs(72)).toBe(72 * HOUR_MS);
  });
});
