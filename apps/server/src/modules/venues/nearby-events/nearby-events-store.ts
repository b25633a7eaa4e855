import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { TBoundingBox, TPoint } from '@cuepoint/domain/catalog/great-circle';
import { users } from '../../../db/schema/users.ts';
import { djProfiles, venueProfiles } from '../../../db/schema/profiles.ts';
import { venueEvents } from '../../../db/schema/venues.ts';
import { djEvents } from '../../../db/schema/dj-events.ts';

export type VenueEventCandidate = {
  id: number;
  title: string;
  djName: string;
  venueName: string;
  startsAt: Date;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  ticketPriceMinor: number | null;
  currency: string;
  ticketUrl: string | null;
};

export type DjSetCandidate = {
  id: number;
  title: string;
  stageName: string;
  slug: string;
  startTime: Date;
  city: string | null;
  country: string | null;
  socialLinks: Record<string, string>;
};

/** Which events: those not ended at `now`, or (past) those ended by then. */
export type Period = { now: Date; past: boolean };

const venueEnds = sql`${venueEvents.startsAt} + ${venueEvents.durationMinutes} * interval '1 minute'`;
const setEnds = sql`${djEvents.startTime} + ${djEvents.durationMinutes} * interval '1 minute'`;

const inPeriod = (ends: SQL, { now, past }: Period) =>
  past ? sql`${ends} <= ${now.toISOString()}::timestamptz` : sql`${ends} > ${now.toISOString()}::timestamptz`;

/** The prefilter on the event's stored coordinates: inside the box (one or two longitude ranges). */
function insideBox(box: TBoundingBox): SQL {
  const longitudes = box.longitudeRanges.map(
    ([west, east]) => sql`${venueEvents.longitude} between ${west} and ${east}`,
  );
  return and(
    sql`${venueEvents.latitude} between ${box.minLatitude} and ${box.maxLatitude}`,
    or(...longitudes),
  )!;
}

/**
 * A cheap stand-in for the distance that orders candidates the way great-circle distance does near the centre
 * (equirectangular, squared); the exact distance is computed in code.
 */
function roughDistance(center: TPoint): SQL {
  const scale = Math.cos((center.latitude * Math.PI) / 180);
  const dLon = sql`least(abs(${venueEvents.longitude} - ${center.longitude}), 360 - abs(${venueEvents.longitude} - ${center.longitude}))`;
  return sql`power(${venueEvents.latitude} - ${center.latitude}, 2) + power((${dLon}) * ${scale}, 2)`;
}

/** The only place the nearby-events call queries. */
export function createNearbyEventsStore(db: Db) {
  return {
    /**
     * Public venue events of the period inside the box, or without coordinates but in the named city (any of
     * `cityNames`, lower case) of `country`. Coming ones come roughly nearest first then soonest, past ones newest
     * first; at most `limit`.
     */
    async venueEvents(options: {
      box: TBoundingBox;
      center: TPoint;
      cityNames: string[];
      country: string;
      period: Period;
      limit: number;
    }): Promise<VenueEventCandidate[]> {
      const { box, center, cityNames, country, period, limit } = options;
      const sameCityWithoutPlace = and(
        isNull(venueEvents.latitude),
        eq(venueEvents.country, country),
        inArray(sql`lower(trim(${venueEvents.city}))`, cityNames),
      );
      const order = period.past
        ? [desc(venueEvents.startsAt), asc(venueEvents.id)]
        : [sql`${roughDistance(center)} asc nulls last`, asc(venueEvents.startsAt), asc(venueEvents.id)];
      return db
        .select({
          id: venueEvents.id,
          title: venueEvents.title,
          djName: venueEvents.djName,
          venueName: venueProfiles.venueName,
          startsAt: venueEvents.startsAt,
          city: venueEvents.city,
          country: venueEvents.country,
          latitude: venueEvents.latitude,
          longitude: venueEvents.longitude,
          ticketPriceMinor: venueEvents.ticketPriceMinor,
          currency: venueEvents.currency,
          ticketUrl: venueEvents.ticketUrl,
        })
        .from(venueEvents)
        .innerJoin(venueProfiles, eq(venueProfiles.userId, venueEvents.venueUserId))
        .where(
          and(
            eq(venueEvents.isPublic, true),
            inPeriod(venueEnds, period),
            or(insideBox(box), cityNames.length > 0 ? sameCityWithoutPlace : undefined),
          ),
        )
        .orderBy(...order)
        .limit(limit);
    },

    /**
     * Active announced sets of the period by DJs who are (now, else by their account) in one of `countries`, soonest
     * first (past: newest first); at most `limit`. Their distance is measured from the DJ's city in code.
     */
    async djSets(options: { countries: string[]; period: Period; limit: number }): Promise<DjSetCandidate[]> {
      const { countries, period, limit } = options;
      if (countries.length === 0) return [];
      const city = sql<string | null>`coalesce(${djProfiles.currentCity}, ${users.city})`;
      const country = sql<string | null>`coalesce(${djProfiles.currentCountry}, ${users.country})`;
      return db
        .select({
          id: djEvents.id,
          title: djEvents.title,
          stageName: djProfiles.stageName,
          slug: djProfiles.slug,
          startTime: djEvents.startTime,
          city,
          country,
          socialLinks: djProfiles.socialLinks,
        })
        .from(djEvents)
        .innerJoin(djProfiles, eq(djProfiles.userId, djEvents.djUserId))
        .innerJoin(users, eq(users.id, djEvents.djUserId))
        .where(and(eq(djEvents.status, 'active'), inPeriod(setEnds, period), inArray(country, countries)))
        .orderBy(period.past ? desc(djEvents.startTime) : asc(djEvents.startTime), asc(djEvents.id))
        .limit(limit);
    },
  };
}

export type NearbyEventsStore = ReturnType<typeof createNearbyEventsStore>;
