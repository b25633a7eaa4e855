import { countryName } from '@cuepoint/domain/catalog/country-list';

/**
 * The made-up DJs who appear in more than one role page's demo, written once so that each has one home and one sound
 * everywhere (Mara Lux is the DJ demo's own DJ, a venue's resident and an enthusiast's recommendation).
 */
export type DemoDj = {
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  genres: readonly string[];
};

export const MARA_LUX: DemoDj = {
  name: 'Mara Lux',
  city: 'Hamburg',
  country: 'DE',
  genres: ['Deep House', 'Melodic House', 'Progressive House'],
};

export const KALDEN: DemoDj = { name: 'Kalden', city: 'Berlin', country: 'DE', genres: ['Techno'] };

export const BENJI_CRUZ: DemoDj = {
  name: 'Benji Cruz',
  city: 'Leeds',
  country: 'GB',
  genres: ['Disco', 'Funk', 'House'],
};

export const AURORA_VALE: DemoDj = {
  name: 'Aurora Vale',
  city: 'Hamburg',
  country: 'DE',
  genres: ['Melodic Techno'],
};

export const MIRA_SEN: DemoDj = {
  name: 'Mira Sen',
  city: 'Amsterdam',
  country: 'NL',
  genres: ['Deep House'],
};

export const DEMO_DJS: readonly DemoDj[] = [MARA_LUX, KALDEN, BENJI_CRUZ, AURORA_VALE, MIRA_SEN];

/** "Hamburg, Germany". */
export function demoDjPlace(dj: DemoDj): string {
  return `${dj.city}, ${countryName(dj.country) ?? dj.country}`;
}
