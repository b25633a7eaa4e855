import { describe, expect, it } from 'vitest';
import type { TLabelDashboard, TLabelDashboardFigures } from './label-dashboard.ts';
import {
  LABEL_DJ_TARGET,
  LABEL_VENUE_TARGET,
  runningTotals,
  targetPercent,
  withSampleFigures,
} from './label-figures.ts';

describe('label figures', () => {
  it('has the spec targets: 100 venues, 200 DJs', () => {
    expect([LABEL_VENUE_TARGET, LABEL_DJ_TARGET]).toEqual([100, 200]);
  });

  it('gives whole percent toward a target, capped at 100', () => {
    expect(targetPercent(0, 100)).toBe(0);
    expect(targetPercent(47, 100)).toBe(47);
    expect(targetPercent(1, 200)).toBe(0);
    expect(targetPercent(199, 200)).toBe(99);
    expect(targetPercent(250, 200)).toBe(100);
    expect(targetPercent(-3, 100)).toBe(0);
    expect(targetPercent(5, 0)).toBe(100);
  });

  it('keeps running totals per month, counting earlier firsts in every month', () => {
    const months = ['2026-01', '2026-02', '2026-03'];
    expect(
      runningTotals(months, {
        venues: [
          { month: '2025-11', count: 1 },
          { month: '2026-02', count: 2 },
        ],
        djs: [
          { month: '2026-03', count: 1 },
          { month: '2026-04', count: 5 },
        ],
      }),
    ).toEqual([
      { month: '2026-01', venues: 1, djs: 0 },
      { month: '2026-02', venues: 3, djs: 0 },
      { month: '2026-03', venues: 3, djs: 1 },
    ]);
  });

  it('fills the sections the API has no records for with the sample ones, keeping its own', () => {
    const sample = { stems_sales: { source: 'sample' }, dj_pool: { source: 'sample' } } as never;
    const live = {
      label: { label_name: 'Mine' },
      performance_rights: { source: 'live' },
      stems_sales: null,
      revenue_streams: { source: 'live' },
      dj_pool: null,
      stems_packages: null,
    } as unknown as TLabelDashboard;
    const merged: TLabelDashboardFigures = withSampleFigures(live, {
      ...(sample as object),
      revenue_streams: { source: 'sample' },
      stems_packages: { source: 'sample' },
    } as never);
    expect(merged.label.label_name).toBe('Mine');
    expect(merged.performance_rights.source).toBe('live');
    expect(merged.revenue_streams.source).toBe('live');
    expect(merged.stems_sales.source).toBe('sample');
    expect(merged.stems_packages.source).toBe('sample');
  });
});
