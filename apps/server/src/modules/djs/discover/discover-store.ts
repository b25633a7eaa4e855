import { and, count, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { djAvailabilityPeriods } from '../../../db/schema/dj-availability.ts';
import type { TDiscoverMode } from '@cuepoint/domain/djs/discover';
import { placeKeySql } from './place-key-sql.ts';
import { discoverOrder } from './ranking.ts';

export type DiscoveredRow = {
  userId: number;
  stageName: string;
  slug: string;
  profileImageUrl: string | null;
  genres: string[];
  city: string | null;
  country: string | null;
  acceptsRemoteVenues: boolean;
  acceptsRemotePrivate: boolean;
  hourlyRateMinMinor: number;
  currency: string;
};

/** Local mode: the caller's city as folded keys, its country when known, and today for travel periods. */
export type LocalPlace = { keys: string[]; country: string | null; today: string };

export type DiscoverFilter = { genre: string | null; mode: TDiscoverMode; local: LocalPlace | null };

const currentCity = sql<string | null>`coalesce(${djProfiles.currentCity}, ${users.city})`;
const currentCountry = sql<string | null>`coalesce(${djProfiles.currentCountry}, ${users.country})`;

function conditions({ genre, mode, local }: DiscoverFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (genre) {
    parts.push(
      sql`exists (select 1 from unnest(${djProfiles.genres}) as genre(name) where lower(genre.name) = ${genre.toLowerCase()})`,
    );
  }
  if (mode === 'remote') {
    parts.push(or(eq(djProfiles.acceptsRemoteVenues, true), eq(djProfiles.acceptsRemotePrivate, true)));
  }
  if (mode === 'local' && local) {
    const here = and(
      inArray(placeKeySql(currentCity), local.keys),
      local.country ? eq(currentCountry, local.country) : undefined,
    );
    const travelling = sql`exists (select 1 from ${djAvailabilityPeriods} where ${and(
      eq(djAvailabilityPeriods.djUserId, djProfiles.userId),
      gte(djAvailabilityPeriods.toDate, local.today),
      inArray(placeKeySql(sql`${djAvailabilityPeriods.city}`), local.keys),
      local.country ? eq(djAvailabilityPeriods.country, local.country) : undefined,
    )})`;
    parts.push(local.keys.length > 0 ? or(here, travelling) : sql`false`);
  }
  return and(...parts);
}

/** The only place the discovery call queries. */
export function createDiscoverStore(db: Db) {
  return {
    /** One page of the DJs that pass the filter, in discoverOrder(), and how many pass it in all. */
    async page(
      filter: DiscoverFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: DiscoveredRow[]; total: number }> {
      const where = conditions(filter);
      const rows = await db
        .select({
          userId: djProfiles.userId,
          stageName: djProfiles.stageName,
          slug: djProfiles.slug,
          profileImageUrl: djProfiles.profileImageUrl,
          genres: djProfiles.genres,
          city: currentCity,
          country: currentCountry,
          acceptsRemoteVenues: djProfiles.acceptsRemoteVenues,
          acceptsRemotePrivate: djProfiles.acceptsRemotePrivate,
          hourlyRateMinMinor: djProfiles.hourlyRateMinMinor,
          currency: djProfiles.currency,
        })
        .from(djProfiles)
        .innerJoin(users, eq(users.id, djProfiles.userId))
        .where(where)
        .orderBy(...discoverOrder())
        .limit(limit)
        .offset(offset);
      const [counted] = await db
        .select({ total: count() })
        .from(djProfiles)
        .innerJoin(users, eq(users.id, djProfiles.userId))
        .where(where);
      return { rows, total: Number(counted?.total ?? 0) };
    },
  };
}

export type DiscoverStore = ReturnType<typeof createDiscoverStore>;
