import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CandidateRow } from './candidate-store.ts';
import { placeKeyOf, rowsOf, textArray } from './sql-helpers.ts';

/** DJ search's queries (GET /search-djs): every one driven by an index (trigram, genres, place keys, name order). */

export type SearchFilters = {
  genres: readonly string[];
  rateMinMinor: number | null;
  rateMaxMinor: number | null;
  mode: 'remote' | 'in_person' | null;
  /** YYYY-MM-DD: not already booked that day; remote also streams on that weekday. */
  date: string | null;
};

export type SearchRow = CandidateRow & { score: number };

const CARD_COLUMNS = sql`p.user_id, p.stage_name, p.slug, p.profile_image_url, p.genres, p.hourly_rate_min_minor,
  p.currency, p.accepts_in_person, p.accepts_co_streaming, p.accepts_remote_venues, p.accepts_remote_private,
  p.preferred_artists, coalesce(p.current_city, u.city) as city, coalesce(p.current_country, u.country) as country`;

function filterConditions(filters: SearchFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.genres.length > 0) parts.push(sql`p.genres && ${textArray(filters.genres)}`);
  if (filters.rateMinMinor !== null) parts.push(sql`p.hourly_rate_min_minor >= ${filters.rateMinMinor}`);
  if (filters.rateMaxMinor !== null) parts.push(sql`p.hourly_rate_min_minor <= ${filters.rateMaxMinor}`);
  if (filters.mode === 'remote') parts.push(sql`(p.accepts_remote_venues or p.accepts_remote_private)`);
  if (filters.mode === 'in_person') parts.push(sql`p.accepts_in_person`);
  if (filters.date) {
    parts.push(sql`not exists (
      select 1 from bookings b join booking_requests r on r.id = b.request_id
      where b.dj_user_id = p.user_id and b.status in ('awaiting_confirmation', 'confirmed')
        and (r.event_at at time zone r.event_timezone)::date = ${filters.date}::date)`);
    if (filters.mode === 'remote')
      parts.push(sql`exists (
        select 1 from dj_performance_hours h
        where h.dj_user_id = p.user_id and h.is_available
          and h.day_of_week = extract(isodow from ${filters.date}::date))`);
  }
  return parts;
}

const where = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

function toRows(result: unknown): SearchRow[] {
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    userId: Number(row['user_id']),
    stageName: String(row['stage_name']),
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

export function createSearchStore(db: Db) {
  return {
    /**
     * Stage names like the text (pg_trgm: similarity over the whole name, or word similarity for a part of it),
     * most similar first.
     */
    async byName(text: string, filters: SearchFilters, limit: number): Promise<SearchRow[]> {
      const q = text.toLowerCase();
      const result = await db.execute(sql`
        select ${CARD_COLUMNS}, greatest(similarity(lower(p.stage_name), ${q}), word_similarity(${q}, lower(p.stage_name))) as score
        from dj_profiles p join users u on u.id = p.user_id
        where (lower(p.stage_name) % ${q} or ${q} <% lower(p.stage_name)) and ${where(filterConditions(filters))}
        order by score desc, lower(p.stage_name), p.user_id
        limit ${limit}`);
      return toRows(result);
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
        parts.push(sql`(lower(p.stage_name) % ${q} or ${q} <% lower(p.stage_name))`);
      }
      if (terms.cityKeys.length === 0) {
        const result = await db.execute(sql`
          select ${CARD_COLUMNS}, 0 as score from dj_profiles p join users u on u.id = p.user_id
          where ${where(parts)}
          order by lower(p.stage_name), p.user_id limit ${limit}`);
        return toRows(result);
      }
      const keys = textArray(terms.cityKeys);
      const sameCountry = (column: SQL) => (terms.country ? sql`and ${column} = ${terms.country}` : sql``);
      const result = await db.execute(sql`
        with source as (
          (select user_id from dj_profiles where ${placeKeyOf(sql`current_city`)} = any(${keys}) ${sameCountry(sql`current_country`)})
          union
          (select u.id from users u join dj_profiles dp on dp.user_id = u.id
           where u.user_type = 'dj' and ${placeKeyOf(sql`u.city`)} = any(${keys}) and dp.current_city is null ${sameCountry(sql`u.country`)})
          union
          (select dj_user_id from dj_availability_periods
           where ${placeKeyOf(sql`city`)} = any(${keys}) and to_date >= ${today} ${sameCountry(sql`country`)})
        )
        select ${CARD_COLUMNS}, 0 as score
        from source s join dj_profiles p on p.user_id = s.user_id join users u on u.id = p.user_id
        where ${where(parts)}
        order by lower(p.stage_name), p.user_id limit ${limit}`);
      return toRows(result);
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
