import { DJ_GENRES } from '../catalog/genre-list.ts';
import { placeKey } from '../catalog/place-names.ts';

/**
 * What a DJ search means (GET /search-djs?q=): words naming a genre ("tecno" is Techno) or a city ("berlin") become
 * filters, the rest is looked for in stage names by the database's trigram similarity. Typo tolerance here uses the
 * same trigrams as PostgreSQL's pg_trgm: each word padded with two spaces before and one after.
 */

export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of placeKey(text).split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) found.add(padded.slice(index, index + 3));
  }
  return found;
}

/** pg_trgm's similarity: shared trigrams over all distinct trigrams of both texts. */
export function trigramSimilarity(a: string | Set<string>, b: string | Set<string>): number {
  const left = typeof a === 'string' ? trigrams(a) : a;
  const right = typeof b === 'string' ? trigrams(b) : b;
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** A word or phrase counts as a genre or a city from this similarity up (exact names always count). */
export const TERM_SIMILARITY = 0.4;
/** Shorter fragments must match exactly ("ed" is not Electro). */
export const MIN_FUZZY_LENGTH = 4;

export type TCityTerm = { name: string; country: string };

export type TSearchTerms = {
  genres: string[];
  city: TCityTerm | null;
  /** What is left for stage names (the whole query when nothing else was recognised). */
  rest: string;
};

const wordCount = (key: string) => key.split(' ').filter(Boolean).length;
const GENRE_GRAMS = DJ_GENRES.map((genre) => {
  const key = placeKey(genre.replace(/&/g, ' '));
  return { genre, key, words: wordCount(key), grams: trigrams(key) };
});

/**
 * The catalogue genre a phrase names: exact (any case, "drum and bass" for "Drum & Bass") or close enough with as
 * many words ("deep hose" is Deep House; "deep house new" is not).
 */
export function genreNamed(phrase: string): string | null {
  const key = placeKey(phrase.replace(/\band\b/gi, ' '));
  if (!key) return null;
  const exact = GENRE_GRAMS.find((entry) => entry.key === key);
  if (exact) return exact.genre;
  if (key.replace(/ /g, '').length < MIN_FUZZY_LENGTH) return null;
  const grams = trigrams(key);
  const words = wordCount(key);
  let best: { genre: string; score: number } | null = null;
  for (const entry of GENRE_GRAMS) {
    if (entry.words !== words) continue;
    const score = trigramSimilarity(grams, entry.grams);
    if (score >= TERM_SIMILARITY && (!best || score > best.score)) best = { genre: entry.genre, score };
  }
  return best?.genre ?? null;
}

/**
 * Splits a query into genres, a city and the rest, trying the longest phrases first (three words, then two, then
 * one) from the left. `findCity` answers a city for a phrase (exact or typo-tolerant) or null.
 */
export function interpretSearch(query: string, findCity: (phrase: string) => TCityTerm | null): TSearchTerms {
  const words = query
    .split(/\s+/)
    .map((word) => word.trim())
    .filter(Boolean);
  const genres: string[] = [];
  let city: TCityTerm | null = null;
  const rest: string[] = [];
  let index = 0;
  while (index < words.length) {
    let used = 0;
    for (let size = Math.min(3, words.length - index); size >= 1 && used === 0; size -= 1) {
      const phrase = words.slice(index, index + size).join(' ');
      const genre = genreNamed(phrase);
      if (genre) {
        if (!genres.includes(genre)) genres.push(genre);
        used = size;
        break;
      }
      if (!city) {
        const found = findCity(phrase);
        if (found) {
          city = found;
          used = size;
        }
      }
    }
    if (used === 0) {
      rest.push(words[index]!);
      used = 1;
    }
    index += used;
  }
  return { genres, city, rest: rest.join(' ') };
}

/**
 * 1 − the edit distance (optimal string alignment: insert, delete, substitute, swap two neighbours) over the longer
 * length, on folded names: "carl kox" is one edit from "carl cox" (0.875) and two from "carl koch" (0.78), where
 * trigrams alone prefer Koch. Used to order stage names the database found by trigrams.
 */
export function editSimilarity(a: string, b: string): number {
  const x = placeKey(a);
  const y = placeKey(b);
  const longest = Math.max(x.length, y.length);
  if (longest === 0) return 1;
  let before = Array.from({ length: y.length + 1 }, (_, index) => index);
  let previous = before.slice();
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return 1 - previous[y.length]! / longest;
}

/** How well a stage name answers a typed name: trigram similarity and edit similarity, equally. */
export function nameMatchScore(typed: string, name: string, trigramScore: number): number {
  return (trigramScore + editSimilarity(typed, name)) / 2;
}
