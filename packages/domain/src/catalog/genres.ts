import { z } from 'zod';

/** Spec 1 §9 and 2 §5: at most 4 genres on a DJ profile or an announced set. */
export const MAX_GENRES = 4;
export const MAX_GENRES_MESSAGE = 'You can select a maximum of 4 genres';

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

/** The shorter list a venue falls back to when the genre call fails (spec 2 §9). */
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

/** The DJ dashboard fallback when the genre call fails (spec 2 §9). */
export const DJ_DASHBOARD_FALLBACK_GENRES = ['Techno', 'House', 'Trance', 'Drum & Bass', 'Dubstep'] as const;

/** Producer track upload genres (spec 3 §5: a fixed list of about 37 electronic genres), alphabetical. */
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

export const ZDjGenre = z.enum(DJ_GENRES, { error: 'Unknown genre' });
export const ZDjGenres = z
  .array(ZDjGenre)
  .max(MAX_GENRES, MAX_GENRES_MESSAGE)
  .refine((genres) => new Set(genres).size === genres.length, 'Each genre can only be chosen once');
export const ZTrackGenre = z.enum(TRACK_GENRES, { error: 'Please choose a genre' });

/**
 * Picker suggestions: case-insensitive substring matches that are not chosen yet, in list order
 * (spec 2 §5: 8 for the DJ profile, 5 on the booking form).
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
