import type { TGazetteer, TGazetteerCity } from '@cuepoint/domain/catalog/gazetteer';
import { canonicalGenre } from '@cuepoint/domain/catalog/genre-list';
import { MAX_DISTANCE_KM } from '@cuepoint/domain/catalog/great-circle';
import { placeKey } from '@cuepoint/domain/catalog/place-names';
import { calendarDateIn } from '@cuepoint/domain/catalog/place-time-zone';
import type { TSearchDjsQuery, TSearchedDj } from '@cuepoint/domain/matchmaking/api';
import {
  interpretSearch,
  MIN_FUZZY_LENGTH,
  TERM_SIMILARITY,
  trigrams,
  trigramSimilarity,
  type TCityTerm,
} from '@cuepoint/domain/matchmaking/search-terms';
import type { Clock } from '../../../adapters/clock.ts';
import { djCard } from './present.ts';
import type { SearchFilters, SearchRow, SearchStore } from './search-store.ts';

const LAST_ZONE = 'Etc/GMT+12';
/** Cities a typo may name: the larger ones (people search for where clubs are). */
const FUZZY_CITY_POPULATION = 150_000;

type FuzzyCity = { city: TGazetteerCity; words: number; grams: Set<string> };
const fuzzyIndexes = new WeakMap<TGazetteer, FuzzyCity[]>();

/** The larger cities with their trigrams, built once per gazetteer (every city lies within half the globe). */
function fuzzyCityIndex(gazetteer: TGazetteer): FuzzyCity[] {
  const known = fuzzyIndexes.get(gazetteer);
  if (known) return known;
  const list = gazetteer
    .near({ latitude: 0, longitude: 0 }, MAX_DISTANCE_KM + 1)
    .filter(({ city }) => city.population >= FUZZY_CITY_POPULATION)
    .map(({ city }) => ({ city, words: placeKey(city.name).split(' ').length, grams: trigrams(city.name) }));
  fuzzyIndexes.set(gazetteer, list);
  return list;
}

/** A city a phrase names: exactly (any spelling the gazetteer knows), else a larger city it is a typo of. */
export function cityFinder(gazetteer: TGazetteer) {
  return (phrase: string): (TCityTerm & { city: TGazetteerCity }) | null => {
    const exact = gazetteer.find(phrase);
    if (exact) return { name: exact.name, country: exact.country, city: exact };
    const key = placeKey(phrase);
    if (key.replace(/ /g, '').length < MIN_FUZZY_LENGTH) return null;
    const grams = trigrams(key);
    const words = key.split(' ').length;
    let best: { city: TGazetteerCity; score: number } | null = null;
    for (const entry of fuzzyCityIndex(gazetteer)) {
      if (entry.words !== words) continue;
      const score = trigramSimilarity(grams, entry.grams);
      if (
        score >= TERM_SIMILARITY &&
        (!best ||
          score > best.score ||
          (score === best.score && entry.city.population > best.city.population))
      )
        best = { city: entry.city, score };
    }
    return best ? { name: best.city.name, country: best.city.country, city: best.city } : null;
  };
}

/**
 * GET /search-djs?q=: stage names like the query first (typo-tolerant: "carl kox" finds Carl Cox), then DJs of the
 * genres and city the query names ("tecno berlin"), each filtered by genre, rate range, remote or in person and
 * date. Without a query, the filters alone, alphabetically.
 */
export function createSearchService(deps: {
  store: SearchStore;
  clock: Clock;
  gazetteer: () => Promise<TGazetteer>;
}) {
  const { store, clock, gazetteer } = deps;
  return {
    async search(query: TSearchDjsQuery): Promise<{ djs: TSearchedDj[]; hasMore: boolean }> {
      const filters: SearchFilters = {
        genres: [...new Set(query.genre.map(canonicalGenre))],
        rateMinMinor: query.rate_min === undefined ? null : Math.round(query.rate_min * 100),
        rateMaxMinor: query.rate_max === undefined ? null : Math.round(query.rate_max * 100),
        rateCurrency: query.currency,
        mode: query.mode ?? null,
        date: query.date ?? null,
      };
      const wanted = query.offset + query.limit + 1;
      const found: Array<{ row: SearchRow; matchedOn: TSearchedDj['matchedOn'] }> = [];
      const seen = new Set<number>();
      const add = (rows: SearchRow[], matchedOn: TSearchedDj['matchedOn']) => {
        for (const row of rows) {
          if (seen.has(row.userId)) continue;
          seen.add(row.userId);
          found.push({ row, matchedOn });
        }
      };
      const today = calendarDateIn(clock.now(), LAST_ZONE);
      if (query.q) {
        add(await store.byName(query.q, filters, wanted), 'name');
        const places = await gazetteer();
        const findCity = cityFinder(places);
        let cityFound: TGazetteerCity | null = null;
        const terms = interpretSearch(query.q, (phrase) => {
          const hit = findCity(phrase);
          if (hit) cityFound = hit.city;
          return hit;
        });
        if ((terms.genres.length > 0 || terms.city) && found.length < wanted) {
          const city = cityFound as TGazetteerCity | null;
          const cityKeys = city
            ? [
                ...new Set(
                  [city.name, ...city.aliases].map(placeKey).filter((key) => /^[a-z0-9 ]+$/.test(key)),
                ),
              ]
            : [];
          add(
            await store.byTerms(
              { genres: terms.genres, cityKeys, country: city?.country ?? null, text: terms.rest },
              filters,
              today,
              wanted,
            ),
            city ? 'city' : 'genre',
          );
        }
      } else {
        add(
          await store.byTerms({ genres: [], cityKeys: [], country: null, text: '' }, filters, today, wanted),
          'filters',
        );
      }
      const page = found.slice(query.offset, query.offset + query.limit);
      return {
        djs: page.map(({ row, matchedOn }) => ({
          ...djCard(row, row.acceptsRemoteVenues || row.acceptsRemotePrivate),
          matchedOn,
        })),
        hasMore: found.length > query.offset + query.limit,
      };
    },
  };
}
