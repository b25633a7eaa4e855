import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { djProfiles, venueProfiles } from '../../../db/schema/profiles.ts';
import { djAvailabilityPeriods } from '../../../db/schema/dj-availability.ts';
import { djEvents } from '../../../db/schema/dj-events.ts';

export type VenuePlace = { city: string | null; country: string | null; timezone: string | null };

/** Where a DJ will be: a travel period's place and dates, or an announced set's start at the DJ's current place. */
export type TravelCandidate = {
  id: number;
  djUserId: number;
  stageName: string;
  slug: string;
  fromDate: string;
  toDate: string;
  city: string | null;
  country: string;
};
export type SetCandidate = {
  id: number;
  djUserId: number;
  stageName: string;
  slug: string;
  startTime: Date;
  city: string | null;
  country: string | null;
};

/** Candidates read per list: each is measured in code (its place is a typed city). */
const MAX_CANDIDATES = 2000;
const setEnds = sql`${djEvents.startTime} + ${djEvents.durationMinutes} * interval '1 minute'`;

/** The only place the in-person opportunities call queries. */
export function createInPersonOpportunitiesStore(db: Db) {
  return {
    /** The venue's city, country and zone; null when the user has no venue profile. */
    async venue(venueUserId: number): Promise<VenuePlace | null> {
      const [row] = await db
        .select({ city: users.city, country: users.country, timezone: users.timezone })
        .from(venueProfiles)
        .innerJoin(users, eq(users.id, venueProfiles.userId))
        .where(eq(venueProfiles.userId, venueUserId));
      return row ?? null;
    },

    /** In-person travel periods of DJs who play in person, in one of `countries`, not over before `today`. */
    async travel(countries: string[], today: string): Promise<TravelCandidate[]> {
      if (countries.length === 0) return [];
      return db
        .select({
          id: djAvailabilityPeriods.id,
          djUserId: djAvailabilityPeriods.djUserId,
          stageName: djProfiles.stageName,
          slug: djProfiles.slug,
          fromDate: djAvailabilityPeriods.fromDate,
          toDate: djAvailabilityPeriods.toDate,
          city: djAvailabilityPeriods.city,
          country: djAvailabilityPeriods.country,
        })
        .from(djAvailabilityPeriods)
        .innerJoin(djProfiles, eq(djProfiles.userId, djAvailabilityPeriods.djUserId))
        .where(
          and(
            eq(djProfiles.acceptsInPerson, true),
            eq(djAvailabilityPeriods.availabilityType, 'in_person'),
            gte(djAvailabilityPeriods.toDate, today),
            inArray(djAvailabilityPeriods.country, countries),
          ),
        )
        .orderBy(asc(djAvailabilityPeriods.fromDate), asc(djAvailabilityPeriods.id))
        .limit(MAX_CANDIDATES);
    },

    /** Active announced sets not ended at `now` by DJs who play in person and are in one of `countries`. */
    async announcedSets(countries: string[], now: Date): Promise<SetCandidate[]> {
      if (countries.length === 0) return [];
      const country = sql<string | null>`coalesce(${djProfiles.currentCountry}, ${users.country})`;
      return db
        .select({
          id: djEvents.id,
          djUserId: djEvents.djUserId,
          stageName: djProfiles.stageName,
          slug: djProfiles.slug,
          startTime: djEvents.startTime,
          city: sql<string | null>`coalesce(${djProfiles.currentCity}, ${users.city})`,
          country,
        })
        .from(djEvents)
        .innerJoin(djProfiles, eq(djProfiles.userId, djEvents.djUserId))
        .innerJoin(users, eq(users.id, djEvents.djUserId))
        .where(
          and(
            eq(djProfiles.acceptsInPerson, true),
            eq(djEvents.status, 'active'),
            sql`${setEnds} > ${now.toISOString()}::timestamptz`,
            inArray(country, countries),
          ),
        )
        .orderBy(asc(djEvents.startTime), asc(djEvents.id))
        .limit(MAX_CANDIDATES);
    },
  };
}

export type InPersonOpportunitiesStore = ReturnType<typeof createInPersonOpportunitiesStore>;
