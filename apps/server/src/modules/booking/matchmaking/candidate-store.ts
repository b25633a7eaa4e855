import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { MATCH_WEIGHTS } from '@cuepoint/domain/matchmaking/weights';
import { rateWithinBudget } from '@cuepoint/domain/pricing/exchange-rates';
import { intArray, placeKeyOf, rateLimitSql, rowsOf, textArray } from './sql-helpers.ts';
import { notSuspended } from '../../accounts/index.ts';
import { djBusyDuring } from '../bookings/bookings-store.ts';

/**
 * The database's part of matchmaking (decision record 030): select a few hundred candidates by the strongest signals
 * through indexes (place, travel destination, genres, named artists, featured), then load what the ranking needs
 * for those only (profile, travels, remote hours, tracklist artists, shared favorites, track record).
 */

export type PoolQuery = {
  /** remote: only DJs who stream for `remoteFor`; onsite: only DJs who play in person. */
  mode: 'onsite' | 'remote' | 'any';
  remoteFor: 'venue' | 'private';
  /** Canonical genre names. */
  genres: readonly string[];
  /** Folded names of every place near the need's (the city itself first). */
  placeKeys: readonly string[];
  country: string | null;
  /** Travel periods overlapping these dates count (an event's date twice, or a window). */
  travelFrom: string | null;
  travelTo: string | null;
  /** Lower-case names: DJs whose stage name is one of them are candidates. */
  artistNames: readonly string[];
  /** Hard rules of a booking request: the budget (a rate in another currency converted at the reference rates). */
  maxRate: { minor: number; currency: string } | null;
  requireGenre: boolean;
  exclude: readonly number[];
  /** An event's time: a DJ booked then is no candidate (decision record 042). */
  busyDuring?: { start: Date; end: Date } | undefined;
  includeDemo: boolean;
  now: Date;
  limit: number;
};

/** How many rows each index-driven source may hand over before the pool's own order picks `limit`. */
const SOURCE_CAP = 250;
/** The genre source hands over this many times the pool, for the first order to choose from. */
const GENRE_SOURCE_FACTOR = 2;
/** Featured DJs handed over at most (a featured window lasts 30 minutes; few overlap). */
const FEATURED_CAP = 40;

const remoteColumn = (query: PoolQuery) =>
  query.remoteFor === 'venue' ? sql`accepts_remote_venues` : sql`accepts_remote_private`;

/** The conditions every genre source keeps to, so its limited rows are ones that can be ranked. */
function genreSourceFilter(query: PoolQuery): SQL {
  const parts: SQL[] = [];
  if (query.mode === 'remote') parts.push(remoteColumn(query));
  if (query.mode === 'onsite') parts.push(sql`accepts_in_person`);
  if (query.maxRate !== null)
    parts.push(rateLimitSql(sql`hourly_rate_min_minor`, sql`currency`, query.maxRate, 'max'));
  return parts.length === 0 ? sql`` : sql`and ${sql.join(parts, sql` and `)}`;
}

/**
 * The index-driven sources of candidates, each capped: DJs based in a nearby city (their current place, or their
 * account's city), travelling there in the period, playing two or one of the wanted genres, named by the customer,
 * featured now, and for remote needs (or needs without genres or place) the cheapest who fit.
 */
function sources(query: PoolQuery): SQL[] {
  const found: SQL[] = [];
  const inPlace = query.mode !== 'remote' && query.placeKeys.length > 0;
  const keys = textArray(query.placeKeys);
  if (inPlace) {
    found.push(
      sql`(select user_id, 'place' from dj_profiles where ${placeKeyOf(sql`current_city`)} = any(${keys}) limit ${SOURCE_CAP})`,
      sql`(select id, 'place' from users where user_type = 'dj' and ${placeKeyOf(sql`city`)} = any(${keys}) limit ${SOURCE_CAP})`,
    );
    if (query.travelFrom && query.travelTo) {
      found.push(
        sql`(select dj_user_id, 'place' from dj_availability_periods
             where ${placeKeyOf(sql`city`)} = any(${keys}) and to_date >= ${query.travelFrom} and from_date <= ${query.travelTo}
             limit ${SOURCE_CAP})`,
      );
      if (query.country)
        found.push(
          sql`(select dj_user_id, 'place' from dj_availability_periods
               where country = ${query.country} and city is null and to_date >= ${query.travelFrom} and from_date <= ${query.travelTo}
               limit ${SOURCE_CAP})`,
        );
    }
  }
  const genres = query.genres;
  if (genres.length > 0)
    // The longest-registered DJs of the genres: through the primary key while they are common (the scan stops at the
    // limit), through the genres index when they are rare.
    found.push(
      sql`(select user_id, 'genre' from dj_profiles where genres && ${textArray(genres)} ${genreSourceFilter(query)}
           order by user_id limit ${query.limit * GENRE_SOURCE_FACTOR})`,
    );
  if (query.artistNames.length > 0)
    found.push(
      sql`(select named.user_id, 'artist' from unnest(${textArray(query.artistNames)}) as wanted(name)
           cross join lateral (
             select user_id from dj_profiles where lower(stage_name) = wanted.name order by lower(stage_name) limit 3
           ) named)`,
    );
  found.push(
    sql`(select dj_user_id, 'featured' from dj_feature_requests
         where featured_until > ${query.now} and featured_from <= ${query.now} limit ${FEATURED_CAP})`,
  );
  if (query.mode === 'remote' || (genres.length === 0 && !inPlace))
    // Whoever else fits, cheapest first (through the rate index): a small catalogue still fills the list, and a
    // need without genres or place still has candidates.
    found.push(
      sql`(select user_id, 'other' from dj_profiles
           where ${query.mode === 'remote' ? remoteColumn(query) : sql`true`}
           order by hourly_rate_min_minor limit ${query.limit})`,
    );
  return found;
}

/** The first, cheap order of the pool: the ranking's own weights for genres, place, named artists and featured. */
function prescore(
  query: PoolQuery,
  row: { genres: string[]; rate: number; currency: string },
  tags: Set<string>,
): number {
  const wanted = query.genres.length;
  const overlap = wanted === 0 ? 0 : row.genres.filter((genre) => query.genres.includes(genre)).length;
  const genres = wanted === 0 ? 0 : Math.min(1, overlap / Math.min(wanted, 3));
  const budget =
    query.maxRate === null || rateWithinBudget({ minor: row.rate, currency: row.currency }, query.maxRate)
      ? 1
      : 0;
  return (
    MATCH_WEIGHTS.genres * genres +
    MATCH_WEIGHTS.place * Number(tags.has('place')) +
    MATCH_WEIGHTS.artists * Number(tags.has('artist')) +
    MATCH_WEIGHTS.featured * Number(tags.has('featured')) +
    MATCH_WEIGHTS.budget * budget
  );
}

/**
 * The ids of up to `limit` candidates. Two steps: the sources' ids with what found them (each source through its
 * index), then those DJs by primary key with the need's hard rules, ordered by `prescore` (ties: lower id).
 */
export async function candidatePool(db: Db, query: PoolQuery): Promise<number[]> {
  const tagsOf = new Map<number, Set<string>>();
  const exclude = new Set(query.exclude);
  for (const row of rowsOf<{ id: number; tag: string }>(
    await db.execute(
      sql`select id, tag from (${sql.join(sources(query), sql` union all `)}) as source(id, tag)`,
    ),
  )) {
    const id = Number(row.id);
    if (exclude.has(id)) continue;
    const tags = tagsOf.get(id);
    if (tags) tags.add(row.tag);
    else tagsOf.set(id, new Set([row.tag]));
  }
  if (tagsOf.size === 0) return [];
  const idList = intArray([...tagsOf.keys()]);
  const conditions: SQL[] = [sql`p.user_id = any(${idList})`];
  if (query.mode === 'remote') conditions.push(sql`p.${remoteColumn(query)}`);
  if (query.mode === 'onsite') conditions.push(sql`p.accepts_in_person`);
  if (query.maxRate !== null)
    conditions.push(rateLimitSql(sql`p.hourly_rate_min_minor`, sql`p.currency`, query.maxRate, 'max'));
  if (query.requireGenre && query.genres.length > 0)
    conditions.push(sql`p.genres && ${textArray(query.genres)}`);
  if (query.busyDuring) conditions.push(sql`not ${djBusyDuring(sql`p.user_id`, query.busyDuring)}`);
  const rows = rowsOf<{ id: number; genres: string[]; rate: number; currency: string }>(
    await db.execute(sql`
      select p.user_id as id, p.genres, p.hourly_rate_min_minor as rate, p.currency
      from dj_profiles p
      where ${sql.join(conditions, sql` and `)}`),
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      score: prescore(
        query,
        { genres: row.genres ?? [], rate: Number(row.rate), currency: String(row.currency) },
        tagsOf.get(Number(row.id))!,
      ),
    }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, query.limit)
    .map((row) => row.id);
}

export type CandidateRow = {
  userId: number;
  stageName: string;
  /** A demo install's sample DJ (decision record 007). */
  isDemo: boolean;
  slug: string;
  profileImageUrl: string | null;
  genres: string[];
  hourlyRateMinMinor: number;
  currency: string;
  acceptsInPerson: boolean;
  acceptsCoStreaming: boolean;
  acceptsRemoteVenues: boolean;
  acceptsRemotePrivate: boolean;
  preferredArtists: string[];
  city: string | null;
  country: string | null;
  featuredFrom: Date | null;
  featuredUntil: Date | null;
};

export type TravelRow = {
  djUserId: number;
  fromDate: string;
  toDate: string;
  city: string | null;
  country: string;
};
export type HourRow = {
  djUserId: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  timezone: string;
};
export type NameRow = { djUserId: number; name: string };
export type TrackRow = {
  djUserId: number;
  reached: number;
  answered: number;
  approved: number;
  medianMinutes: number | null;
  completed: number;
};

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);
const json = <T>(value: unknown): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value as T[]) ?? []);

type Details = {
  rows: CandidateRow[];
  travels: TravelRow[];
  hours: HourRow[];
  tracklistArtists: NameRow[];
  sharedFavorites: NameRow[];
  track: TrackRow[];
};

/**
 * What the ranking needs of each candidate, in one statement through the per-DJ indexes: the profile and place, a
 * featured window running now, travel periods not yet over, available remote hours, the need's artists found in the
 * DJ's tracklists and followed artists, and the track record: requests that reached the DJ, the DJ's first answer to
 * each (an offer, an acceptance or a decline in the outbox, by the DJ) and its delay from `reached_at` (median), how
 * many first answers were a yes, and completed bookings. Demo DJs are left out unless asked for.
 */
export async function candidateDetails(
  db: Db,
  ids: readonly number[],
  options: { today: string; artistNames: readonly string[]; now: Date; includeDemo?: boolean },
): Promise<Details> {
  const details: Details = {
    rows: [],
    travels: [],
    hours: [],
    tracklistArtists: [],
    sharedFavorites: [],
    track: [],
  };
  if (ids.length === 0) return details;
  const idList = intArray(ids);
  const artists = textArray(options.artistNames);
  const withArtists = options.artistNames.length > 0;
  const result = await db.execute(sql`
    select p.user_id, p.stage_name, p.slug, p.profile_image_url, p.genres, p.hourly_rate_min_minor, p.currency,
      p.accepts_in_person, p.accepts_co_streaming, p.accepts_remote_venues, p.accepts_remote_private,
      p.preferred_artists, u.is_demo,
      coalesce(p.current_city, u.city) as city, coalesce(p.current_country, u.country) as country,
      f.featured_from, f.featured_until,
      (select coalesce(json_agg(json_build_array(t.from_date, t.to_date, t.city, t.country)), '[]')
        from dj_availability_periods t where t.dj_user_id = p.user_id and t.to_date >= ${options.today}) as travels,
      (select coalesce(json_agg(json_build_array(h.day_of_week, to_char(h.start_time, 'HH24:MI'),
          to_char(h.end_time, 'HH24:MI'), h.timezone)), '[]')
        from dj_performance_hours h where h.dj_user_id = p.user_id and h.is_available) as hours,
      ${
        withArtists
          ? sql`array(select distinct a.name from dj_sets s cross join unnest(${artists}) as a(name)
              where s.dj_user_id = p.user_id and s.tracklist is not null and strpos(lower(s.tracklist), a.name) > 0)`
          : sql`'{}'::text[]`
      } as played,
      ${
        withArtists
          ? sql`array(select fa.artist_name from favorite_artists fa
              where fa.user_id = p.user_id and lower(fa.artist_name) = any(${artists}))`
          : sql`'{}'::text[]`
      } as shared,
      (select count(*) from bookings b where b.dj_user_id = p.user_id and b.status = 'completed')::int as completed,
      tr.reached, tr.answered, tr.approved, tr.median_minutes
    from dj_profiles p
    join users u on u.id = p.user_id and u.id = any(${idList})
    left join (
      select distinct on (dj_user_id) dj_user_id, featured_from, featured_until from dj_feature_requests
      where featured_until > ${options.now} and featured_from <= ${options.now}
      order by dj_user_id, featured_until desc
    ) f on f.dj_user_id = p.user_id
    left join lateral (
      select count(*)::int as reached, count(a.first_at)::int as answered,
        (count(*) filter (where a.yes))::int as approved,
        percentile_cont(0.5) within group (order by extract(epoch from (a.first_at - r.reached_at)) / 60) as median_minutes
      from booking_request_recipients r
      left join lateral (
        select e.created_at as first_at, e.type <> 'booking_request.declined' as yes
        from booking_events e
        where e.request_id = r.request_id
          and e.type in ('offer.made', 'booking_request.accepted', 'booking_request.declined')
          and e.payload -> 'actor' ->> 'role' = 'dj'
          and e.payload ->> 'dj_id' = r.dj_user_id::text
        order by e.id
        limit 1
      ) a on true
      where r.dj_user_id = p.user_id
    ) tr on true
    where p.user_id = any(${idList}) and ${notSuspended(sql`p.user_id`)}`);
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    if (row['is_demo'] && !options.includeDemo) continue;
    const userId = Number(row['user_id']);
    details.rows.push({
      userId,
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
      featuredFrom: asDate(row['featured_from']),
      featuredUntil: asDate(row['featured_until']),
    });
    for (const [fromDate, toDate, city, country] of json<[string, string, string | null, string]>(
      row['travels'],
    ))
      details.travels.push({ djUserId: userId, fromDate, toDate, city, country });
    for (const [dayOfWeek, startTime, endTime, timezone] of json<[number, string, string, string]>(
      row['hours'],
    ))
      details.hours.push({ djUserId: userId, dayOfWeek, startTime, endTime, timezone });
    for (const name of (row['played'] as string[]) ?? [])
      details.tracklistArtists.push({ djUserId: userId, name });
    for (const name of (row['shared'] as string[]) ?? [])
      details.sharedFavorites.push({ djUserId: userId, name });
    const median = row['median_minutes'];
    details.track.push({
      djUserId: userId,
      reached: Number(row['reached'] ?? 0),
      answered: Number(row['answered'] ?? 0),
      approved: Number(row['approved'] ?? 0),
      medianMinutes: median === null || median === undefined ? null : Number(median),
      completed: Number(row['completed'] ?? 0),
    });
  }
  return details;
}
