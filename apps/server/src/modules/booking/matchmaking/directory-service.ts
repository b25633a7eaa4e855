import type { TGazetteer, TGazetteerCity } from '@cuepoint/domain/catalog/gazetteer';
import { placeKey } from '@cuepoint/domain/catalog/place-names';
import { calendarDateIn } from '@cuepoint/domain/catalog/place-time-zone';
import type {
  TDirectoryDj,
  TDjDirectoryPage,
  TDjDirectoryQuery,
} from '@cuepoint/domain/matchmaking/directory';
import {
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_RANKED_MAX,
} from '@cuepoint/domain/matchmaking/directory-rules';
import { rankDjs } from '@cuepoint/domain/matchmaking/rank';
import type { TMatchNeed } from '@cuepoint/domain/matchmaking/types';
import type { Clock } from '../../../adapters/clock.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { candidateDetails } from './candidate-store.ts';
import { toCandidates } from './candidates.ts';
import type { DirectoryFilters, DirectoryRow, DirectoryStore } from './directory-store.ts';
import { djCard } from './present.ts';
import { djsInPlaces } from './search-store.ts';
import { LAST_ZONE, upcomingWindow } from './matchmaking-service.ts';

function present(row: DirectoryRow, reasons: string[]): TDirectoryDj {
  return {
    ...djCard(row, row.acceptsRemoteVenues || row.acceptsRemotePrivate),
    rating: row.rating,
    reviewCount: row.reviewCount,
    completedBookings: row.completed,
    reasons,
  };
}

/**
 * The public DJ directory (GET /dj-directory, /find-djs): the search's filters in SQL (genres, budget, remote or in
 * person), a city with every place of the gazetteer within the radius, a lowest rating; sorted by price, rating or
 * newest in the database, or by best match: the DJs who fit (at most DIRECTORY_RANKED_MAX) ranked by matchmaking's
 * own ranking (decision record 030) with its reasons, then paged.
 */
export function createDirectoryService(deps: {
  db: Db;
  store: DirectoryStore;
  clock: Clock;
  gazetteer: () => Promise<TGazetteer>;
}) {
  const { db, store, clock, gazetteer } = deps;

  async function cityOf(query: TDjDirectoryQuery): Promise<TGazetteerCity | null> {
    if (!query.city) return null;
    const found = (await gazetteer()).find(query.city, query.country ?? null);
    if (!found) throw new AppError('INVALID_FIELD', DIRECTORY_MESSAGES.cityUnknown(query.city));
    return found;
  }

  /** Best match: the fitting DJs ranked for a need made of the filters; those the ranking leaves out follow. */
  async function ranked(
    rows: DirectoryRow[],
    query: TDjDirectoryQuery,
    city: TGazetteerCity | null,
    now: Date,
  ): Promise<TDirectoryDj[]> {
    const places = await gazetteer();
    const today = calendarDateIn(now, LAST_ZONE);
    const ids = rows.map((row) => row.userId);
    const details = await candidateDetails(db, ids, { today, artistNames: [], now, includeDemo: true });
    const ratings = new Map(rows.map((row) => [row.userId, { average: row.rating, count: row.reviewCount }]));
    const need: TMatchNeed = {
      customerRole: 'venue',
      mode: city && query.mode === 'in_person' ? 'onsite' : 'any',
      place: city
        ? {
            city: city.name,
            country: city.country,
            point: { latitude: city.latitude, longitude: city.longitude },
          }
        : null,
      eventAt: null,
      eventDate: null,
      window: upcomingWindow(now),
      genres: query.genre,
      source: 'request',
      budget: query.budget
        ? { minMinor: null, maxMinor: Math.round(query.budget * 100), currency: query.currency }
        : null,
      artists: [],
      coStreaming: false,
      strict: false,
      now,
    };
    const matches = rankDjs(need, toCandidates(places, details, ratings), rows.length);
    const byId = new Map(rows.map((row) => [row.userId, row]));
    const ordered = matches.flatMap((match) => {
      const row = byId.get(match.candidate.userId);
      byId.delete(match.candidate.userId);
      return row ? [present(row, match.reasons)] : [];
    });
    return [...ordered, ...[...byId.values()].map((row) => present(row, []))];
  }

  return {
    async page(query: TDjDirectoryQuery): Promise<TDjDirectoryPage> {
      const now = clock.now();
      const city = await cityOf(query);
      const placeIds = city
        ? await djsInPlaces(db, {
            keys: [
              ...new Set(
                (await gazetteer())
                  .near({ latitude: city.latitude, longitude: city.longitude }, query.radius)
                  .flatMap((near) => [near.city.name, ...near.city.aliases])
                  .concat(city.name)
                  .map(placeKey)
                  .filter((key) => /^[a-z0-9 ]+$/.test(key)),
              ),
            ],
            country: null,
            today: calendarDateIn(now, LAST_ZONE),
          })
        : null;
      const filters: DirectoryFilters = {
        genres: query.genre,
        rateMinMinor: null,
        rateMaxMinor: query.budget === undefined ? null : Math.round(query.budget * 100),
        rateCurrency: query.currency,
        mode: query.mode ?? null,
        date: null,
        placeIds,
        minRating: query.rating ?? null,
      };
      const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
      let data: TDirectoryDj[];
      let total: number;
      if (query.sort === 'match' && offset < DIRECTORY_RANKED_MAX) {
        const pool = await store.page(filters, 'match', { limit: DIRECTORY_RANKED_MAX, offset: 0 }, now);
        total = pool.total;
        data = (await ranked(pool.rows, query, city, now)).slice(offset, offset + DIRECTORY_PAGE_SIZE);
      } else {
        const found = await store.page(filters, query.sort, { limit: DIRECTORY_PAGE_SIZE, offset }, now);
        total = found.total;
        data = found.rows.map((row) => present(row, []));
      }
      return {
        success: true,
        data,
        total,
        page: query.page,
        pages: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)),
        page_size: DIRECTORY_PAGE_SIZE,
        city: city ? { name: city.name, country: city.country } : null,
      };
    },
  };
}
