import { z } from 'zod';

/**
 * The label dashboard (docs/product/producers-and-labels.md): stems sales, revenue streams, DJ pool performance, stems
 * packages performance and the public performance rights progress toward 100 venues and 200 DJs. Each section says
 * where its figures come from: `live` from the product's own records, `sample` fixed figures shown where the product
 * holds no such records yet (decision record 036). Money is in minor units of `currency`; months are "YYYY-MM", oldest
 * first.
 */

export const FIGURE_SOURCES = ['live', 'sample'] as const;
export const ZFigureSource = z.enum(FIGURE_SOURCES);
export type TFigureSource = z.infer<typeof ZFigureSource>;

const count = z.number().int().min(0);
const minor = z.number().int().min(0);
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const ZLabelAccount = z.object({
  label_name: z.string(),
  catalogue_size: count.nullable(),
  monetize_back_catalogue: z.boolean(),
  promote_to_djs: z.boolean(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type TLabelAccount = z.infer<typeof ZLabelAccount>;

export const ZStemsSales = z.object({
  source: ZFigureSource,
  currency: z.string(),
  units_sold: count,
  revenue_minor: minor,
  months: z.array(z.object({ month, units: count, revenue_minor: minor })),
});
export type TStemsSales = z.infer<typeof ZStemsSales>;

export const ZRevenueStreams = z.object({
  source: ZFigureSource,
  currency: z.string(),
  streams: z.array(z.object({ name: z.string(), amount_minor: minor })),
});
export type TRevenueStreams = z.infer<typeof ZRevenueStreams>;

export const ZDjPoolPerformance = z.object({
  source: ZFigureSource,
  downloads: count,
  djs_reached: count,
  /** DJs' average feedback on the label's promos, 0–5; null before any feedback. */
  average_rating: z.number().min(0).max(5).nullable(),
  months: z.array(z.object({ month, downloads: count })),
  top_tracks: z.array(z.object({ title: z.string(), artist: z.string(), downloads: count })),
});
export type TDjPoolPerformance = z.infer<typeof ZDjPoolPerformance>;

export const ZStemsPackages = z.object({
  source: ZFigureSource,
  currency: z.string(),
  packages: z.array(
    z.object({
      title: z.string(),
      genre: z.string(),
      stems: count,
      price_minor: minor,
      units_sold: count,
      revenue_minor: minor,
    }),
  ),
});
export type TStemsPackages = z.infer<typeof ZStemsPackages>;

export const ZPerformanceRights = z.object({
  source: ZFigureSource,
  /** The day the label's grant took effect (its account's creation), "YYYY-MM-DD". */
  since: z.string(),
  venues: count,
  djs: count,
  venue_target: count,
  dj_target: count,
  /** Running totals at the end of each of the last 12 months. */
  months: z.array(z.object({ month, venues: count, djs: count })),
});
export type TPerformanceRights = z.infer<typeof ZPerformanceRights>;

/** Everything the dashboard view draws: every section present, each with its source. */
export const ZLabelDashboardFigures = z.object({
  label: ZLabelAccount,
  stems_sales: ZStemsSales,
  revenue_streams: ZRevenueStreams,
  dj_pool: ZDjPoolPerformance,
  stems_packages: ZStemsPackages,
  performance_rights: ZPerformanceRights,
});
export type TLabelDashboardFigures = z.infer<typeof ZLabelDashboardFigures>;

/**
 * GET /label/dashboard: the sections the product has records for; a section it has no records for yet is null and
 * the screen shows sample figures in its place, tagged as such.
 */
export const ZLabelDashboard = z.object({
  label: ZLabelAccount,
  performance_rights: ZPerformanceRights,
  stems_sales: ZStemsSales.nullable(),
  revenue_streams: ZRevenueStreams.nullable(),
  dj_pool: ZDjPoolPerformance.nullable(),
  stems_packages: ZStemsPackages.nullable(),
});
export type TLabelDashboard = z.infer<typeof ZLabelDashboard>;
