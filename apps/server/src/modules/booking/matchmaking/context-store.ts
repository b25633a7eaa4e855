import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from './sql-helpers.ts';

/** What a customer's recommendations rest on: their place, taste, artists and budget, and a venue's next event. */

export type VenueEventRow = {
  id: number;
  title: string;
  eventDate: string;
  eventTime: string;
  timezone: string;
  startsAt: Date;
  durationMinutes: number;
  isRemote: boolean;
  coStreamEnabled: boolean;
  city: string | null;
  country: string | null;
};

export type VenueContext = {
  venueName: string;
  city: string | null;
  country: string | null;
  timezone: string | null;
  currency: string;
  budgetMinMinor: number;
  budgetMaxMinor: number;
  acceptsRemoteDjs: boolean;
  preferredArtists: string[];
  /** Genres of the venue's favorite and booked DJs, most frequent first. */
  tasteGenres: string[];
  favoriteDjNames: string[];
};

export type EnthusiastContext = {
  city: string | null;
  country: string | null;
  favoriteGenres: string[];
  artists: string[];
  /** The hourly budget of the latest request, if any. */
  budget: { maxMinor: number; currency: string } | null;
};

const asDay = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export function createContextStore(db: Db) {
  return {
    async venue(venueUserId: number): Promise<VenueContext | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select v.venue_name, u.city, u.country, u.timezone, v.currency, v.hourly_budget_min_minor,
            v.hourly_budget_max_minor, v.accepts_remote_djs, v.preferred_artists,
            array(
              select g.name from (
                select genre.name from favorite_djs f
                join dj_profiles p on p.user_id = f.dj_user_id
                cross join unnest(p.genres) as genre(name)
                where f.user_id = u.id
                union all
                select genre.name from bookings b
                join dj_profiles p on p.user_id = b.dj_user_id
                cross join unnest(p.genres) as genre(name)
                where b.customer_user_id = u.id and b.status in ('confirmed', 'completed')
              ) g group by g.name order by count(*) desc, g.name limit 6
            ) as taste_genres,
            array(select f.dj_name from favorite_djs f where f.user_id = u.id order by f.id limit 50) as favorite_djs
          from venue_profiles v join users u on u.id = v.user_id
          where v.user_id = ${venueUserId}`),
      );
      if (!row) return null;
      return {
        venueName: String(row['venue_name']),
        city: (row['city'] as string | null) ?? null,
        country: (row['country'] as string | null) ?? null,
        timezone: (row['timezone'] as string | null) ?? null,
        currency: String(row['currency']),
        budgetMinMinor: Number(row['hourly_budget_min_minor']),
        budgetMaxMinor: Number(row['hourly_budget_max_minor']),
        acceptsRemoteDjs: Boolean(row['accepts_remote_djs']),
        preferredArtists: (row['preferred_artists'] as string[]) ?? [],
        tasteGenres: (row['taste_genres'] as string[]) ?? [],
        favoriteDjNames: (row['favorite_djs'] as string[]) ?? [],
      };
    },

    /** The venue's event by id, or its next one not yet started; null when there is none (or not the venue's). */
    async venueEvent(venueUserId: number, now: Date, eventId?: number): Promise<VenueEventRow | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select id, title, event_date, to_char(event_time, 'HH24:MI') as event_time, timezone, starts_at,
            duration_minutes, is_remote, co_stream_enabled, city, country
          from venue_events
          where venue_user_id = ${venueUserId}
            and ${eventId === undefined ? sql`starts_at > ${now}` : sql`id = ${eventId}`}
          order by starts_at limit 1`),
      );
      if (!row) return null;
      return {
        id: Number(row['id']),
        title: String(row['title']),
        eventDate: asDay(row['event_date']),
        eventTime: String(row['event_time']),
        timezone: String(row['timezone']),
        startsAt: new Date(row['starts_at'] as string),
        durationMinutes: Number(row['duration_minutes']),
        isRemote: Boolean(row['is_remote']),
        coStreamEnabled: Boolean(row['co_stream_enabled']),
        city: (row['city'] as string | null) ?? null,
        country: (row['country'] as string | null) ?? null,
      };
    },

    async enthusiast(userId: number): Promise<EnthusiastContext | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select u.city, u.country, coalesce(e.favorite_genres, '{}') as favorite_genres,
            coalesce(e.preferred_artists, '{}') as preferred_artists,
            array(select a.artist_name from favorite_artists a where a.user_id = u.id order by a.id limit 50) as artists,
            array(select f.dj_name from favorite_djs f where f.user_id = u.id order by f.id limit 50) as djs,
            r.hourly_budget_minor, r.currency
          from users u
          left join enthusiast_profiles e on e.user_id = u.id
          left join lateral (
            select hourly_budget_minor, currency from booking_requests
            where customer_user_id = u.id order by created_at desc limit 1
          ) r on true
          where u.id = ${userId}`),
      );
      if (!row) return null;
      const budget = row['hourly_budget_minor'];
      return {
        city: (row['city'] as string | null) ?? null,
        country: (row['country'] as string | null) ?? null,
        favoriteGenres: (row['favorite_genres'] as string[]) ?? [],
        artists: [
          ...((row['preferred_artists'] as string[]) ?? []),
          ...((row['artists'] as string[]) ?? []),
          ...((row['djs'] as string[]) ?? []),
        ],
        budget:
          budget === null || budget === undefined
            ? null
            : { maxMinor: Number(budget), currency: String(row['currency']) },
      };
    },

    /** Whether the account is a DJ with a profile (similar DJs are asked of DJs only). */
    async isDj(userId: number): Promise<boolean> {
      const rows = rowsOf(await db.execute(sql`select 1 from dj_profiles where user_id = ${userId}`));
      return rows.length > 0;
    },
  };
}

export type ContextStore = ReturnType<typeof createContextStore>;
