import type { TLabelDashboardFigures } from '@cuepoint/domain/labels/label-dashboard';
import { LABEL_DJ_TARGET, LABEL_VENUE_TARGET } from '@cuepoint/domain/labels/label-figures';

/**
 * SAMPLE DATA, not any label's figures: the /labels page's demo dashboard shows these, and a signed-in label's
 * dashboard shows the sections Cuepoint has no records for yet from here, each tagged "Sample figures". Every
 * section's source is `sample`. The label, its releases and its artists are made up.
 */

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
] as const;

const STEMS_UNITS = [18, 22, 19, 27, 31, 29, 36, 41, 38, 45, 52, 57];
const STEM_PRICE_MINOR = 500;
const POOL_DOWNLOADS = [120, 138, 151, 149, 172, 190, 214, 236, 251, 277, 302, 331];
const VENUES_REACHED = [8, 11, 14, 17, 21, 24, 28, 33, 37, 41, 44, 47];
const DJS_REACHED = [22, 29, 35, 44, 52, 61, 70, 79, 88, 97, 109, 118];

const stemsMonths = MONTHS.map((month, index) => ({
  month,
  units: STEMS_UNITS[index]!,
  revenue_minor: STEMS_UNITS[index]! * STEM_PRICE_MINOR,
}));
const stemsUnits = stemsMonths.reduce((sum, month) => sum + month.units, 0);
const stemsRevenue = stemsMonths.reduce((sum, month) => sum + month.revenue_minor, 0);

export const LABEL_DEMO_DATA: TLabelDashboardFigures = {
  label: {
    label_name: 'Nightshift Audio (sample label)',
    catalogue_size: 240,
    monetize_back_catalogue: true,
    promote_to_djs: true,
    city: 'Berlin',
    country: 'DE',
  },
  stems_sales: {
    source: 'sample',
    currency: 'USD',
    units_sold: stemsUnits,
    revenue_minor: stemsRevenue,
    months: stemsMonths,
  },
  revenue_streams: {
    source: 'sample',
    currency: 'USD',
    streams: [
      { name: 'Stems sales', amount_minor: stemsRevenue },
      { name: 'Extracted elements', amount_minor: 96_000 },
      { name: 'DAW projects', amount_minor: 64_000 },
      { name: 'Back catalogue licensing', amount_minor: 182_500 },
      { name: 'Remix contests', amount_minor: 35_000 },
    ],
  },
  dj_pool: {
    source: 'sample',
    downloads: POOL_DOWNLOADS.reduce((sum, value) => sum + value, 0),
    djs_reached: 412,
    average_rating: 4.3,
    months: MONTHS.map((month, index) => ({ month, downloads: POOL_DOWNLOADS[index]! })),
    top_tracks: [
      { title: 'Afterglow (Extended Mix)', artist: 'Lena Voss', downloads: 384 },
      { title: 'Concrete Bloom', artist: 'Kairo', downloads: 341 },
      { title: 'Low Tide Dub', artist: 'Sable & Finch', downloads: 297 },
      { title: 'Neon Psalm', artist: 'Mirela Ocho', downloads: 254 },
    ],
  },
  stems_packages: {
    source: 'sample',
    currency: 'USD',
    packages: [
      {
        title: 'Afterglow',
        genre: 'Melodic Techno',
        stems: 4,
        price_minor: 500,
        units_sold: 142,
        revenue_minor: 71_000,
      },
      {
        title: 'Concrete Bloom',
        genre: 'Tech House',
        stems: 4,
        price_minor: 500,
        units_sold: 118,
        revenue_minor: 59_000,
      },
      {
        title: 'Low Tide Dub',
        genre: 'Dub Techno',
        stems: 4,
        price_minor: 500,
        units_sold: 87,
        revenue_minor: 43_500,
      },
      {
        title: 'Neon Psalm',
        genre: 'Progressive House',
        stems: 4,
        price_minor: 500,
        units_sold: 68,
        revenue_minor: 34_000,
      },
    ],
  },
  performance_rights: {
    source: 'sample',
    since: '2025-12-01',
    venues: VENUES_REACHED[VENUES_REACHED.length - 1]!,
    djs: DJS_REACHED[DJS_REACHED.length - 1]!,
    venue_target: LABEL_VENUE_TARGET,
    dj_target: LABEL_DJ_TARGET,
    months: MONTHS.map((month, index) => ({
      month,
      venues: VENUES_REACHED[index]!,
      djs: DJS_REACHED[index]!,
    })),
  },
};
