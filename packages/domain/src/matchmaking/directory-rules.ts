/**
 * The public DJ directory's constants and words (/find-djs, docs/product/matchmaking.md), without zod, so the page's
 * first load does not carry the schemas.
 */

export const DIRECTORY_SORTS = ['match', 'price', 'rating', 'newest'] as const;
export type TDirectorySort = (typeof DIRECTORY_SORTS)[number];

export const DIRECTORY_SORT_LABELS: Record<TDirectorySort, string> = {
  match: 'Best match',
  price: 'Lowest price',
  rating: 'Highest rated',
  newest: 'Newest',
};

export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_MAX_PAGE = 500;
export const DIRECTORY_DEFAULT_RADIUS_KM = 50;
export const DIRECTORY_MIN_RADIUS_KM = 5;
export const DIRECTORY_MAX_RADIUS_KM = 500;
export const DIRECTORY_RADII_KM = [10, 25, 50, 100, 250, 500] as const;
/** Best match ranks at most this many DJs that fit the filters (the cheapest first); the rest follow by price. */
export const DIRECTORY_RANKED_MAX = 600;

export const DIRECTORY_MESSAGES = {
  genre: 'Pick a genre from the list',
  city: 'The city can be at most 100 characters',
  country: 'The country must be a two-letter code such as DE',
  cityUnknown: (city: string) => `We don't know a city called ${city}`,
  radius: `The radius must be a whole number of km from ${DIRECTORY_MIN_RADIUS_KM} to ${DIRECTORY_MAX_RADIUS_KM}`,
  budget: 'The budget must be a number above 0',
  rating: 'The rating must be from 1 to 5',
  sort: 'Sort by match, price, rating or newest',
  page: `The page must be a whole number from 1 to ${DIRECTORY_MAX_PAGE}`,
} as const;
