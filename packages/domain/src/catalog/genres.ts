import { z } from 'zod';
import { DJ_GENRES, DUPLICATE_GENRE_MESSAGE, MAX_GENRES, MAX_GENRES_MESSAGE } from './genre-list.ts';

export {
  DJ_DASHBOARD_FALLBACK_GENRES,
  DJ_GENRES,
  DUPLICATE_GENRE_MESSAGE,
  MAX_GENRES,
  MAX_GENRES_MESSAGE,
  VENUE_FALLBACK_GENRES,
  suggestGenres,
  type TDjGenre,
} from './genre-list.ts';

/** Producer track upload genres (docs/product/djs.md: a fixed list of about 37 electronic genres), alphabetical. */
export const TRACK_GENRES = [
  'Afro House',
  'Amapiano',
  'Ambient',
  'Bass House',
  'Big Room',
  'Breaks',
  'Deep House',
  'Deep Tech',
  'Disco',
  'Downtempo',
  'Drum & Bass',
  'Dubstep',
  'Electro',
  'Electronica',
  'Future Bass',
  'Hard Dance',
  'Hard Techno',
  'Hardcore',
  'Hardstyle',
  'House',
  'IDM',
  'Indie Dance',
  'Jackin House',
  'Jungle',
  'Melodic House',
  'Melodic Techno',
  'Minimal',
  'Nu Disco',
  'Organic House',
  'Progressive House',
  'Psytrance',
  'Soulful House',
  'Tech House',
  'Techno',
  'Trance',
  'Trap',
  'UK Garage',
] as const;
export type TTrackGenre = (typeof TRACK_GENRES)[number];

/** The refusal of a genre outside the list names the list (also GET /genres). */
export const UNKNOWN_GENRE_MESSAGE = `Unknown genre: use one of ${DJ_GENRES.join(', ')}`;
export const ZDjGenre = z.enum(DJ_GENRES, { error: UNKNOWN_GENRE_MESSAGE });
export const ZDjGenres = z
  .array(ZDjGenre)
  .max(MAX_GENRES, MAX_GENRES_MESSAGE)
  .refine((genres) => new Set(genres).size === genres.length, DUPLICATE_GENRE_MESSAGE);
export const ZTrackGenre = z.enum(TRACK_GENRES, { error: 'Please choose a genre' });
