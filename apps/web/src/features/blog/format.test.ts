import { describe, expect, it } from 'vitest';
import { formatPostDate } from './format.ts';

describe('post dates', () => {
  it('read as en-US long dates in UTC', () => {
    const dates = ['2026-03-01', '2026-03-01T23:30:00Z', '2025-12-31T00:00:00.000Z', '2024-02-29T12:00:00Z'];
    for (let month = 0; month < 12; month++) dates.push(new Date(Date.UTC(2026, month, 9)).toISOString());
    for (const iso of dates) {
      expect(formatPostDate(iso)).toBe(
        new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
      );
    }
  });
});
