import { DJ_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { DEFAULT_CURRENCY, isExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import {
  DIRECTORY_DEFAULT_RADIUS_KM,
  DIRECTORY_RADII_KM,
  DIRECTORY_SORTS,
  type TDirectorySort,
} from '@cuepoint/domain/matchmaking/directory-rules';

/**
 * The directory's filters as the address holds them (/find-djs?genre=Hard%20Techno&city=Berlin&…): every page of
 * every filter is a stable address to share, bookmark or index. Parameters left at their default are left out (a
 * budget always names its currency), so one set of filters has one address.
 */
export type DirectoryFilters = {
  genre: string;
  city: string;
  radius: number;
  mode: '' | 'in_person' | 'remote';
  budget: string;
  currency: string;
  rating: string;
  sort: TDirectorySort;
  page: number;
};

export const DIRECTORY_PATH = '/find-djs';
export const RATING_CHOICES = ['3', '4', '4.5'] as const;

/**
 * The filters an address holds. A budget's currency the address does not name is the viewer's (`ownCurrency`, the
 * account's or the default one, see viewer-currency.ts).
 */
export function filtersOf(search: URLSearchParams, ownCurrency: string = DEFAULT_CURRENCY): DirectoryFilters {
  const genre = search.get('genre') ?? '';
  const mode = search.get('mode');
  const sort = search.get('sort') as TDirectorySort | null;
  const radius = Number(search.get('radius'));
  const page = Number(search.get('page'));
  const currency = (search.get('currency') ?? '').toUpperCase();
  return {
    genre: DJ_GENRES.find((name) => name.toLowerCase() === genre.trim().toLowerCase()) ?? genre.trim(),
    city: (search.get('city') ?? '').trim(),
    radius: (DIRECTORY_RADII_KM as readonly number[]).includes(radius) ? radius : DIRECTORY_DEFAULT_RADIUS_KM,
    mode: mode === 'in_person' || mode === 'remote' ? mode : '',
    budget: search.get('budget') ?? '',
    currency: isExtendedCurrency(currency) ? currency : ownCurrency,
    rating: search.get('rating') ?? '',
    sort: sort && DIRECTORY_SORTS.includes(sort) ? sort : 'match',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a set of filters (no leading `?`), defaults left out, in one fixed order. */
export function queryOf(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.genre) params.set('genre', filters.genre);
  if (filters.city) {
    params.set('city', filters.city);
    if (filters.radius !== DIRECTORY_DEFAULT_RADIUS_KM) params.set('radius', String(filters.radius));
  }
  if (filters.mode) params.set('mode', filters.mode);
  if (filters.budget) {
    // Named with the budget: a shared address means the same amount to every viewer, whatever their own currency.
    params.set('budget', filters.budget);
    params.set('currency', filters.currency);
  }
  if (filters.rating) params.set('rating', filters.rating);
  if (filters.sort !== 'match') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export const directoryHref = (filters: DirectoryFilters): string => {
  const query = queryOf(filters);
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
};

/** What to widen when nothing fits: each a link to the same filters with one of them loosened. */
export function widenings(filters: DirectoryFilters): Array<{ label: string; href: string }> {
  const first = { ...filters, page: 1 };
  const found: Array<{ label: string; href: string }> = [];
  const biggerRadius = DIRECTORY_RADII_KM.find((radius) => radius > filters.radius);
  if (filters.city && biggerRadius)
    found.push({
      label: `Search within ${biggerRadius} km of ${filters.city}`,
      href: directoryHref({ ...first, radius: biggerRadius }),
    });
  if (filters.city) found.push({ label: 'Any city', href: directoryHref({ ...first, city: '' }) });
  if (filters.genre) found.push({ label: 'Any genre', href: directoryHref({ ...first, genre: '' }) });
  if (filters.mode)
    found.push({ label: 'In person or streamed', href: directoryHref({ ...first, mode: '' }) });
  if (filters.budget) found.push({ label: 'Any budget', href: directoryHref({ ...first, budget: '' }) });
  if (filters.rating) found.push({ label: 'Any rating', href: directoryHref({ ...first, rating: '' }) });
  return found;
}

/** The API's query for the filters (the same names as the page's address). */
export function apiQueryOf(filters: DirectoryFilters): Record<string, string | number> {
  return Object.fromEntries(new URLSearchParams(queryOf(filters)));
}
