import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, placeKeyOf, rowsOf, textArray } from './sql-helpers.ts';

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
  /** Hard rules of a booking request. */
  maxRateMinor: number | null;
  requireGenre: boolean;
  exclude: readonly number[];
  includeDemo: boolean;
  now: Date;
  limit: number;
};

/** How many rows each index-driven source may hand over before the pool's own order picks `limit`. */
const SOURCE_CAP = 1500;

function genreOverlap(genres: readonly string[]): SQL {
  if (genres.length === 0) return sql`0::int`;
  return sql.join(
    genres.map((genre) => sql`(p.genres @> ${textArray([genre])})::int`),
    sql` + `,
  );
}

/** The ids of up to `limit` candidates, by a cheap first order: genres in common, a rate within budget, featured. */
export async function candidatePool(db: Db, query: PoolQuery): Promise<number[]> {
  const sources: SQL[] = [];
  const inPlace = query.mode !== 'remote' && query.placeKeys.length > 0;
  const keys = textArray(query.placeKeys);
  if (inPlace) {
    sources.push(
      sql`(select user_id from dj_profiles where ${placeKeyOf(sql`current_city`)} = any(${keys}) limit ${SOURCE_CAP})`,
      sql`(select u.id from users u join dj_profiles dp on dp.user_id = u.id
           where u.user_type = 'dj' and ${placeKeyOf(sql`u.city`)} = any(${keys}) and dp.current_city is null
           limit ${SOURCE_CAP})`,
    );
    if (query.travelFrom && query.travelTo) {
      sources.push(
        sql`(select dj_user_id from dj_availability_periods
             where ${placeKeyOf(sql`city`)} = any(${keys}) and to_date >= ${query.travelFrom} and from_date <= ${query.travelTo}
             limit ${SOURCE_CAP})`,
      );
      if (query.country)
        sources.push(
          sql`(select dj_user_id from dj_availability_periods
               where country = ${query.country} and city is null and to_date >= ${query.travelFrom} and from_date <= ${query.travelTo}
               limit ${SOURCE_CAP})`,
        );
    }
  }
  if (query.genres.length > 0) {
    const remote =
      query.mode !== 'remote'
        ? sql``
        : query.remoteFor === 'venue'
          ? sql`and p.accepts_remote_venues`
          : sql`and p.accepts_remote_private`;
    const inPerson = query.mode === 'onsite' && !inPlace ? sql`and p.accepts_in_person` : sql``;
    sources.push(
      sql`(select p.user_id from dj_profiles p
           where p.genres && ${textArray(query.genres)} ${remote} ${inPerson}
           ${query.maxRateMinor === null ? sql`` : sql`and p.hourly_rate_min_minor <= ${query.maxRateMinor}`}
           order by ${genreOverlap(query.genres)} desc, p.user_id
           limit ${query.limit})`,
    );
  }
  if (query.artistNames.length > 0)
    sources.push(
      sql`(select user_id from dj_profiles where lower(stage_name) = any(${textArray(query.artistNames)}) limit 50)`,
    );
  sources.push(
    sql`(select dj_user_id from dj_feature_requests
         where featured_until > ${query.now} and featured_from <= ${query.now} limit 200)`,
  );
  if (query.mode === 'remote' || (query.genres.length === 0 && !inPlace))
    // Whoever else fits, cheapest first (through the rate index): a small catalogue still fills the list, and a
    // need without genres or place still has candidates.
    sources.push(
      sql`(select p.user_id from dj_profiles p
           where ${
             query.mode !== 'remote'
               ? sql`true`
               : query.remoteFor === 'venue'
                 ? sql`p.accepts_remote_venues`
                 : sql`p.accepts_remote_private`
           }
           order by p.hourly_rate_min_minor, p.user_id limit ${query.limit})`,
    );

  const conditions: SQL[] = [sql`true`];
  if (!query.includeDemo) conditions.push(sql`u.is_demo = false`);
  if (query.exclude.length > 0) conditions.push(sql`p.user_id <> all(${intArray(query.exclude)})`);
  if (query.mode === 'remote')
    conditions.push(
      query.remoteFor === 'venue' ? sql`p.accepts_remote_venues` : sql`p.accepts_remote_private`,
    );
  if (query.mode === 'onsite') conditions.push(sql`p.accepts_in_person`);
  if (query.maxRateMinor !== null) conditions.push(sql`p.hourly_rate_min_minor <= ${query.maxRateMinor}`);
  if (query.requireGenre && query.genres.length > 0)
    conditions.push(sql`p.genres && ${textArray(query.genres)}`);
  const result = await db.execute(sql`
    with source as (${sql.join(sources, sql` union `)})
    select p.user_id as id
    from source s
    join dj_profiles p on p.user_id = s.user_id
    join users u on u.id = p.user_id
    where ${sql.join(conditions, sql` and `)}
    order by ${genreOverlap(query.genres)} desc,
      ${query.maxRateMinor === null ? sql`` : sql`(p.hourly_rate_min_minor <= ${query.maxRateMinor})::int desc,`}
      p.user_id
    limit ${query.limit}
  `);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

export type CandidateRow = {
  userId: number;
  stageName: string;
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
const asDay = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** What the ranking needs of each candidate, loaded for the candidates only. */
export async function candidateDetails(
  db: Db,
  ids: readonly number[],
  options: { today: string; artistNames: readonly string[]; now: Date },
): Promise<{
  rows: CandidateRow[];
  travels: TravelRow[];
  hours: HourRow[];
  tracklistArtists: NameRow[];
  sharedFavorites: NameRow[];
  track: TrackRow[];
}> {
  if (ids.length === 0)
    return { rows: [], travels: [], hours: [], tracklistArtists: [], sharedFavorites: [], track: [] };
  const idList = intArray(ids);
  const artists = textArray(options.artistNames);
  const [rows, travels, hours, tracklistArtists, sharedFavorites, track] = await Promise.all([
    db.execute(sql`
      select p.user_id, p.stage_name, p.slug, p.profile_image_url, p.genres, p.hourly_rate_min_minor, p.currency,
        p.accepts_in_person, p.accepts_co_streaming, p.accepts_remote_venues, p.accepts_remote_private,
        p.preferred_artists,
        coalesce(p.current_city, u.city) as city, coalesce(p.current_country, u.country) as country,
        f.featured_from, f.featured_until
      from dj_profiles p
      join users u on u.id = p.user_id
      left join lateral (
        select featured_from, featured_until from dj_feature_requests
        where dj_user_id = p.user_id and featured_until > ${options.now} and featured_from <= ${options.now}
        order by featured_until desc limit 1
      ) f on true
      where p.user_id = any(${idList})`),
    db.execute(sql`
      select dj_user_id, from_date, to_date, city, country from dj_availability_periods
      where dj_user_id = any(${idList}) and to_date >= ${options.today}`),
    db.execute(sql`
      select dj_user_id, day_of_week, to_char(start_time, 'HH24:MI') as start_time,
        to_char(end_time, 'HH24:MI') as end_time, timezone
      from dj_performance_hours where dj_user_id = any(${idList}) and is_available`),
    options.artistNames.length === 0
      ? []
      : db.execute(sql`
          select distinct s.dj_user_id, a.name from dj_sets s cross join unnest(${artists}) as a(name)
          where s.dj_user_id = any(${idList}) and s.tracklist is not null and strpos(lower(s.tracklist), a.name) > 0`),
    options.artistNames.length === 0
      ? []
      : db.execute(sql`
          select user_id as dj_user_id, artist_name as name from favorite_artists
          where user_id = any(${idList}) and lower(artist_name) = any(${artists})`),
    trackRecords(db, ids),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(rows).map((row) => ({
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
      featuredFrom: asDate(row['featured_from']),
      featuredUntil: asDate(row['featured_until']),
    })),
    travels: rowsOf<Record<string, unknown>>(travels).map((row) => ({
      djUserId: Number(row['dj_user_id']),
      fromDate: asDay(row['from_date']),
      toDate: asDay(row['to_date']),
      city: (row['city'] as string | null) ?? null,
      country: String(row['country']),
    })),
    hours: rowsOf<Record<string, unknown>>(hours).map((row) => ({
      djUserId: Number(row['dj_user_id']),
      dayOfWeek: Number(row['day_of_week']),
      startTime: String(row['start_time']),
      endTime: String(row['end_time']),
      timezone: String(row['timezone']),
    })),
    tracklistArtists: rowsOf<Record<string, unknown>>(tracklistArtists).map((row) => ({
      djUserId: Number(row['dj_user_id']),
      name: String(row['name']),
    })),
    sharedFavorites: rowsOf<Record<string, unknown>>(sharedFavorites).map((row) => ({
      djUserId: Number(row['dj_user_id']),
      name: String(row['name']),
    })),
    track,
  };
}

/**
 * Track record of the candidates, from the bookings tables: requests that reached each DJ, the DJ's first answer to
 * each (an offer, an acceptance or a decline in the outbox, by the DJ), its delay from `reached_at` (median), how many
 * first answers were a yes, and completed bookings.
 */
export async function trackRecords(db: Db, ids: readonly number[]): Promise<TrackRow[]> {
  const idList = intArray(ids);
  const [answers, completed] = await Promise.all([
    db.execute(sql`
      select r.dj_user_id,
        count(*)::int as reached,
        count(a.first_at)::int as answered,
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
      where r.dj_user_id = any(${idList})
      group by r.dj_user_id`),
    db.execute(sql`
      select dj_user_id, count(*)::int as completed from bookings
      where dj_user_id = any(${idList}) and status = 'completed'
      group by dj_user_id`),
  ]);
  const byDj = new Map<number, TrackRow>();
  for (const row of rowsOf<Record<string, unknown>>(answers)) {
    const id = Number(row['dj_user_id']);
    const median = row['median_minutes'];
    byDj.set(id, {
      djUserId: id,
      reached: Number(row['reached']),
      answered: Number(row['answered']),
      approved: Number(row['approved']),
      medianMinutes: median === null || median === undefined ? null : Number(median),
      completed: 0,
    });
  }
  for (const row of rowsOf<Record<string, unknown>>(completed)) {
    const id = Number(row['dj_user_id']);
    const known = byDj.get(id) ?? {
      djUserId: id,
      reached: 0,
      answered: 0,
      approved: 0,
      medianMinutes: null,
      completed: 0,
    };
    known.completed = Number(row['completed']);
    byDj.set(id, known);
  }
  return [...byDj.values()];
}
