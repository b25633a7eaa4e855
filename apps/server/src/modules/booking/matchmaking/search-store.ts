import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameMatchScore } from '@cuepoint/domain/matchmaking/search-terms';
import type { CandidateRow } from './candidate-store.ts';
import { intArray, placeKeyOf, rateLimitSql, rowsOf, textArray } from './sql-helpers.ts';
import { notSuspended } from '../../accounts/index.ts';
import { DJ_HOLDING_BOOKING_STATUSES } from '@cuepoint/domain/booking/booking-api';

/** DJ search's queries (GET /search-djs): every one driven by an index (trigram, genres, place keys, name order). */

export type SearchFilters = {
  genres: readonly string[];
  /** The rate range in minor units of `rateCurrency`; each DJ's own rate is compared at the reference rates. */
  rateMinMinor: number | null;
  rateMaxMinor: number | null;
  rateCurrency: string;
  mode: 'remote' | 'in_person' | null;
  /** YYYY-MM-DD: not already booked that day; remote also streams on that weekday. */
  date: string | null;
};

export type SearchRow = CandidateRow & { score: number };

export const CARD_COLUMNS = sql`p.user_id, p.stage_name, p.slug, p.profile_image_url, p.genres, p.hourly_rate_min_minor,
  p.currency, p.accepts_in_person, p.accepts_co_streaming, p.accepts_remote_venues, p.accepts_remote_private,
  p.preferred_artists, coalesce(p.current_city, u.city) as city, coalesce(p.current_country, u.country) as country,
  u.is_demo`;

export function filterConditions(filters: SearchFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.genres.length > 0) parts.push(sql`p.genres && ${textArray(filters.genres)}`);
  const rate = sql`p.hourly_rate_min_minor`;
  if (filters.rateMinMinor !== null)
    parts.push(
      rateLimitSql(
        rate,
        sql`p.currency`,
        { minor: filters.rateMinMinor, currency: filters.rateCurrency },
        'min',
      ),
    );
  if (filters.rateMaxMinor !== null)
    parts.push(
      rateLimitSql(
        rate,
        sql`p.currency`,
        { minor: filters.rateMaxMinor, currency: filters.rateCurrency },
        'max',
      ),
    );
  if (filters.mode === 'remote') parts.push(sql`(p.accepts_remote_venues or p.accepts_remote_private)`);
  if (filters.mode === 'in_person') parts.push(sql`p.accepts_in_person`);
  if (filters.date) {
    // Scalar subqueries (not EXISTS, which the planner may turn into a join over the whole table): one probe of the
    // DJ's own rows through their index, for the few DJs the page needs.
    parts.push(sql`(select true from bookings b join booking_requests r on r.id = b.request_id
      where b.dj_user_id = p.user_id and b.status in (${sql.join(
        DJ_HOLDING_BOOKING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
        and (r.event_at at time zone r.event_timezone)::date = ${filters.date}::date
      limit 1) is null`);
    if (filters.mode === 'remote')
      parts.push(sql`(select true from dj_performance_hours h
        where h.dj_user_id = p.user_id and h.is_available
          and h.day_of_week = extract(isodow from ${filters.date}::date)
        limit 1) is not null`);
  }
  return parts;
}

/** A date filter reads at most this many rows in name order looking for a full page. */
const DATE_SCAN_MAX = 2000;
/** Stage names the trigram step hands over at most, most similar first. */
const NAME_MATCHES = 150;

// A suspended DJ is never found (decision record 034); every card query goes through here.
export const where = (parts: SQL[]) =>
  parts.length === 0
    ? notSuspended(sql`p.user_id`)
    : sql.join([...parts, notSuspended(sql`p.user_id`)], sql` and `);

export function toRows(result: unknown): SearchRow[] {
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    userId: Number(row['user_id']),
    stageName: String(row['stage_name']),
    isDemo: Boolean(row['is_demo']),
    slug: String(row['slug']),
    profileImageUrl: (row['profile_image_url'] as string | null) ?? null,
    genres: (row['genres'] as string[]) ?? [],
    hourlyRateMinMinor: Number(row['hourly_rate_min_minor']),
    currency: String(row['currency']),
    acceptsInPerson: Boolean(row['accepts_in_person']),
    acceptsCoStreaming: Boolean(row['accepts_co_streaming']),
    acceptsRemoteVenues: Boolean(row['accepts_remote_venues']),
    acceptsRemotePrivate: Boolean(row['accepts_remote_private']),
    preferredArtists: (row['preferred_artists'] as string[]) ?? [],
    city: (row['city'] as string | null) ?? null,
    country: (row['country'] as string | null) ?? null,
    featuredFrom: null,
    featuredUntil: null,
    score: Number(row['score'] ?? 0),
  }));
}

/**
 * The DJs based in one of the places (folded names) or coming there from `today`: two steps, each through its index
 * (who is based in or coming to the places, then those DJs by primary key where the caller needs their cards).
 */
export async function djsInPlaces(
  db: Db,
  places: { keys: readonly string[]; country: string | null; today: string },
): Promise<number[]> {
  const keys = textArray(places.keys);
  const sameCountry = (column: SQL) => (places.country ? sql`and ${column} = ${places.country}` : sql``);
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      select user_id as id from dj_profiles
      where ${placeKeyOf(sql`current_city`)} = any(${keys}) ${sameCountry(sql`current_country`)}
      union
      select id from users
      where user_type = 'dj' and ${placeKeyOf(sql`city`)} = any(${keys}) ${sameCountry(sql`country`)}
      union
      select dj_user_id from dj_availability_periods
      where ${placeKeyOf(sql`city`)} = any(${keys}) and to_date >= ${places.today} ${sameCountry(sql`country`)}`),
  ).map((row) => Number(row.id));
}

export function createSearchStore(db: Db) {
  /** The rows whose DJ is free on the filter's date (and, for remote, streams on its weekday), in their order. */
  async function availableOn(rows: SearchRow[], filters: SearchFilters): Promise<SearchRow[]> {
    if (rows.length === 0 || !filters.date) return rows;
    const idList = intArray(rows.map((row) => row.userId));
    const free = new Set(
      rowsOf<{ id: number }>(
        await db.execute(sql`
          select p.user_id as id from dj_profiles p
          where p.user_id = any(${idList}) and ${where(filterConditions({ ...filters, genres: [], rateMinMinor: null, rateMaxMinor: null }))}`),
      ).map((row) => Number(row.id)),
    );
    return rows.filter((row) => free.has(row.userId));
  }

  return {
    /**
     * Stage names like the text (pg_trgm similarity, at least pg_trgm's threshold of 0.3), most similar first.
     */
    async byName(text: string, filters: SearchFilters, limit: number): Promise<SearchRow[]> {
      const q = text.toLowerCase();
      // Two steps: the trigram index finds the names and their similarity, ordered here with the edit distance (one
      // edit beats two: "carl kox" is Carl Cox before Carl Koch); then the DJs by primary key with the filters, so the
      // planner never weighs a scan of every profile against the index.
      const found = rowsOf<{ id: number; name: string; score: number }>(
        await db.execute(sql`
          select user_id as id, stage_name as name, similarity(lower(stage_name), ${q}) as score
          from dj_profiles where lower(stage_name) % ${q}
          order by score desc, user_id limit ${NAME_MATCHES}`),
      )
        .map((row) => ({ id: Number(row.id), score: nameMatchScore(q, row.name, Number(row.score)) }))
        .sort((a, b) => b.score - a.score || a.id - b.id);
      if (found.length === 0) return [];
      const conditions = filterConditions(filters);
      // Without filters only the best `limit` need their cards.
      const wanted = conditions.length === 0 ? found.slice(0, limit) : found;
      const score = new Map(wanted.map((row) => [row.id, row.score]));
      const idList = intArray([...score.keys()]);
      const cards = toRows(
        await db.execute(sql`
          select ${CARD_COLUMNS}, 0 as score from dj_profiles p join users u on u.id = p.user_id
          where p.user_id = any(${idList}) and u.id = any(${idList}) and ${where(conditions)}`),
      );
      for (const card of cards) card.score = score.get(card.userId) ?? 0;
      return cards.sort((a, b) => b.score - a.score || a.userId - b.userId).slice(0, limit);
    },

    /**
     * DJs of the recognised genres and city (based there, or travelling there from `today`), whose name is like
     * `text` when some of the query was left for names; alphabetical.
     */
    async byTerms(
      terms: { genres: readonly string[]; cityKeys: readonly string[]; country: string | null; text: string },
      filters: SearchFilters,
      today: string,
      limit: number,
    ): Promise<SearchRow[]> {
      const parts = filterConditions(filters);
      if (terms.genres.length > 0) parts.push(sql`p.genres && ${textArray(terms.genres)}`);
      if (terms.text) {
        const q = terms.text.toLowerCase();
        parts.push(sql`lower(p.stage_name) % ${q}`);
      }
      if (terms.cityKeys.length === 0) {
        // Without a place: the name order's index, with the cheap filters in the query; the date (a probe per DJ)
        // is checked on the page's rows afterwards, reading further while it leaves the page short.
        const cheap = filterConditions({ ...filters, date: null });
        if (terms.genres.length > 0) cheap.push(sql`p.genres && ${textArray(terms.genres)}`);
        if (terms.text) cheap.push(sql`lower(p.stage_name) % ${terms.text.toLowerCase()}`);
        const kept: SearchRow[] = [];
        for (
          let offset = 0, batch = filters.date ? limit * 3 : limit;
          kept.length < limit;
          offset += batch, batch *= 2
        ) {
          const rows = toRows(
            await db.execute(sql`
              select ${CARD_COLUMNS}, 0 as score from dj_profiles p join users u on u.id = p.user_id
              where ${where(cheap)}
              order by lower(p.stage_name), p.user_id limit ${batch} offset ${offset}`),
          );
          kept.push(...(filters.date ? await availableOn(rows, filters) : rows));
          if (rows.length < batch || offset + batch >= DATE_SCAN_MAX) break;
        }
        return kept.slice(0, limit);
      }
      const ids = await djsInPlaces(db, { keys: terms.cityKeys, country: terms.country, today });
      if (ids.length === 0) return [];
      const idList = intArray(ids);
      const result = await db.execute(sql`
        select ${CARD_COLUMNS}, 0 as score
        from dj_profiles p join users u on u.id = p.user_id
        where p.user_id = any(${idList}) and u.id = any(${idList}) and ${where(parts)}
        order by lower(p.stage_name), p.user_id limit ${limit}`);
      return toRows(result);
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
