/** The genre catalogue as plain data, free of schema code so the web app can load it without zod. */

/** docs/product/djs.md: at most 4 genres on a DJ profile or an announced set. */
export const MAX_GENRES = 4;
export const MAX_GENRES_MESSAGE = 'You can select a maximum of 4 genres';
export const DUPLICATE_GENRE_MESSAGE = 'Each genre can only be chosen once';
/** docs/product/djs.md: the DJ genre picker shows 8 suggestions. */
export const DJ_GENRE_SUGGESTIONS = 8;

/** DJ profile and matchmaking genres (29, from Techno to Tribal House). Order is the picker order. */
export const DJ_GENRES = [
  'Techno',
  'House',
  'Deep House',
  'Tech House',
  'Progressive House',
  'Melodic Techno',
  'Minimal',
  'Hard Techno',
  'Trance',
  'Psytrance',
  'Hardstyle',
  'Drum & Bass',
  'Jungle',
  'Dubstep',
  'Breakbeat',
  'UK Garage',
  'Electro',
  'EDM',
  'Disco',
  'Nu Disco',
  'Funk & Soul',
  'Hip Hop',
  'R&B',
  'Afro House',
  'Amapiano',
  'Latin',
  'Reggaeton',
  'Open Format',
  'Tribal House',
] as const;
export type TDjGenre = (typeof DJ_GENRES)[number];

/**
 * The DJ genres grouped under a family (GET /genres/hierarchical); every DJ genre belongs to exactly one group,
 * and the groups follow the picker order of their first genre.
 */
export const DJ_GENRE_GROUPS: readonly { name: string; subgenres: readonly TDjGenre[] }[] = [
  { name: 'Techno', subgenres: ['Techno', 'Melodic Techno', 'Minimal', 'Hard Techno'] },
  {
    name: 'House',
    subgenres: ['House', 'Deep House', 'Tech House', 'Progressive House', 'Afro House', 'Tribal House'],
  },
  { name: 'Trance', subgenres: ['Trance', 'Psytrance'] },
  { name: 'Hard Dance', subgenres: ['Hardstyle'] },
  { name: 'Bass & Breaks', subgenres: ['Drum & Bass', 'Jungle', 'Dubstep', 'Breakbeat', 'UK Garage'] },
  { name: 'Electro & EDM', subgenres: ['Electro', 'EDM'] },
  { name: 'Disco & Funk', subgenres: ['Disco', 'Nu Disco', 'Funk & Soul'] },
  { name: 'Hip Hop & R&B', subgenres: ['Hip Hop', 'R&B'] },
  { name: 'Afro & Latin', subgenres: ['Amapiano', 'Latin', 'Reggaeton'] },
  { name: 'Open Format', subgenres: ['Open Format'] },
];

/** The catalogue's spelling of a genre typed in any case ("deep house" is "Deep House"), else the text as given. */
export function canonicalGenre(name: string): string {
  const key = name.trim().toLowerCase();
  return DJ_GENRES.find((genre) => genre.toLowerCase() === key) ?? name.trim();
}

/** The shorter list a venue falls back to when the genre call fails (docs/product/djs.md). */
export const VENUE_FALLBACK_GENRES = [
  'House',
  'Techno',
  'Deep House',
  'Progressive House',
  'Tech House',
  'Trance',
  'EDM',
  'Dubstep',
  'Drum & Bass',
  'Hip Hop',
  'Pop',
  'Rock',
  'Jazz',
  'Funk',
  'Reggae',
  'Latin',
  'Afrobeat',
  'Electronic',
] as const;

/** The DJ dashboard fallback when the genre call fails (docs/product/djs.md). */
export const DJ_DASHBOARD_FALLBACK_GENRES = ['Techno', 'House', 'Trance', 'Drum & Bass', 'Dubstep'] as const;

/**
 * Picker suggestions: case-insensitive substring matches that are not chosen yet, in list order
 * (docs/product/djs.md: 8 for the DJ profile, 5 on the booking form).
 */
export function suggestGenres(
  query: string,
  chosen: readonly string[],
  limit: number,
  list: readonly string[] = DJ_GENRES,
): string[] {
  const needle = query.trim().toLowerCase();
  const taken = new Set(chosen.map((genre) => genre.toLowerCase()));
  return list
    .filter((genre) => !taken.has(genre.toLowerCase()) && genre.toLowerCase().includes(needle))
    .slice(0, limit);
}
