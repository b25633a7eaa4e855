import type { TLabelDashboard, TLabelDashboardFigures } from './label-dashboard.ts';

/**
 * The label dashboard's constants, messages and pure rules (docs/product/producers-and-labels.md; decision record 036).
 * Free of schema code: the dashboard view (also the /labels page's demo) loads them without zod.
 */

/** Label targets (docs/product/producers-and-labels.md). */
export const LABEL_VENUE_TARGET = 100;
export const LABEL_DJ_TARGET = 200;

/** The API's sections, with `sample`'s figures for those it has none of (their source says `sample`). */
export function withSampleFigures(
  live: TLabelDashboard,
  sample: TLabelDashboardFigures,
): TLabelDashboardFigures {
  return {
    label: live.label,
    performance_rights: live.performance_rights,
    stems_sales: live.stems_sales ?? sample.stems_sales,
    revenue_streams: live.revenue_streams ?? sample.revenue_streams,
    dj_pool: live.dj_pool ?? sample.dj_pool,
    stems_packages: live.stems_packages ?? sample.stems_packages,
  };
}

/** Whole percent of a target reached, capped at 100 (a target of 0 counts as reached). */
export function targetPercent(value: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, value) / target) * 100));
}

export type FirstsInMonth = { month: string; count: number };

/**
 * Running totals at the end of each of `months` ("YYYY-MM", oldest first) from how many venues and DJs were first
 * counted in each month; those first counted before the first month are in every total, later ones in none.
 */
export function runningTotals(
  months: readonly string[],
  firsts: { venues: readonly FirstsInMonth[]; djs: readonly FirstsInMonth[] },
): Array<{ month: string; venues: number; djs: number }> {
  const upTo = (list: readonly FirstsInMonth[], end: string) =>
    list.reduce((sum, entry) => (entry.month <= end ? sum + entry.count : sum), 0);
  return months.map((end) => ({ month: end, venues: upTo(firsts.venues, end), djs: upTo(firsts.djs, end) }));
}

export const LABEL_DASHBOARD_MESSAGES = {
  notFound: 'Label profile not found',
  sampleTag: 'Sample figures',
  sampleNote:
    'Sample figures: Cuepoint does not sell stems or run the DJ pool for labels yet, so this section shows example numbers, not yours.',
  loadFailed: 'We could not load your label dashboard.',
} as const;

/** Where everyone but a label is sent: a visitor to the labels page, other accounts home. */
export const LABEL_VISITOR_REDIRECT = '/labels';
export const LABEL_OTHER_ROLE_REDIRECT = '/';
