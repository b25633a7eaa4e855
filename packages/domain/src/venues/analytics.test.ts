import { describe, expect, it } from 'vitest';
import { estimatedRevenue, fillMonths, lastMonths, monthRange } from './analytics.ts';

describe('venue analytics rules', () => {
  it('estimate 350 per event', () => {
    expect(estimatedRevenue(0)).toBe(0);
    expect(estimatedRevenue(7)).toBe(2450);
  });

  it('list the last 12 months ending with the current one, across a year boundary', () => {
    expect(lastMonths('2026-02-15')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastMonths('2026-12-31', 2)).toEqual(['2026-11', '2026-12']);
  });

  it('range from the first month to the day after the last one, and fill empty months with 0', () => {
    expect(monthRange('2025-03', '2026-02')).toEqual({ from: '2025-03-01', until: '2026-03-01' });
    expect(monthRange('2026-01', '2026-12')).toEqual({ from: '2026-01-01', until: '2027-01-01' });
    expect(fillMonths(['2026-01', '2026-02'], new Map([['2026-02', 3]]))).toEqual([
      { month: '2026-01', count: 0 },
      { month: '2026-02', count: 3 },
    ]);
  });
});
