import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { djProfiles, venueProfiles } from '../../../db/schema/profiles.ts';
import { djAvailabilityPeriods, djPerformanceHours } from '../../../db/schema/dj-availability.ts';
import { notSuspended } from '../../accounts/index.ts';
import { djHeldTimes } from '../../booking/index.ts';

/** At most this many rows of each kind are read per call; far more than one card shows. */
const CANDIDATE_ROWS = 2000;

export type VenueArea = {
  city: string | null;
  country: string | null;
  timezone: string | null;
  acceptsRemoteDjs: boolean;
};

export type TravelRow = {
  djUserId: number;
  stageName: string;
  fromDate: string;
  toDate: string;
  availabilityType: string;
};

export type RemoteSlotRow = {
  djUserId: number;
  stageName: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  timezone: string;
};

export type DjDetails = {
  userId: number;
  stageName: string;
  slug: string;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  country: string | null;
};

const isDj = eq(users.userType, 'dj');

/** The only place the available-DJs call queries. */
export function createAvailableDjsStore(db: Db) {
  return {
    /** Where the venue is and whether it takes remote DJs; undefined without a venue profile. */
    async venueArea(userId: number): Promise<VenueArea | undefined> {
      const [row] = await db
        .select({
          city: users.city,
          country: users.country,
          timezone: users.timezone,
          acceptsRemoteDjs: venueProfiles.acceptsRemoteDjs,
        })
        .from(venueProfiles)
        .innerJoin(users, eq(users.id, venueProfiles.userId))
        .where(and(eq(venueProfiles.userId, userId), eq(users.userType, 'venue')))
        .limit(1);
      return row;
    },

    /**
     * Travel periods in the country (and the city, when both the period and `city` name one) whose last day is
     * `today` or later, of DJs who take in-person bookings (or periods marked remote), soonest first.
     */
    async travelIn(country: string, city: string | null, today: string): Promise<TravelRow[]> {
      const sameCity = city
        ? or(
            isNull(djAvailabilityPeriods.city),
            sql`lower(trim(${djAvailabilityPeriods.city})) = ${city.trim().toLowerCase()}`,
          )
        : undefined;
      return db
        .select({
          djUserId: djAvailabilityPeriods.djUserId,
          stageName: djProfiles.stageName,
          fromDate: djAvailabilityPeriods.fromDate,
          toDate: djAvailabilityPeriods.toDate,
          availabilityType: djAvailabilityPeriods.availabilityType,
        })
        .from(djAvailabilityPeriods)
        .innerJoin(djProfiles, eq(djProfiles.userId, djAvailabilityPeriods.djUserId))
        .innerJoin(users, eq(users.id, djAvailabilityPeriods.djUserId))
        .where(
          and(
            isDj,
            gte(djAvailabilityPeriods.toDate, today),
            sql`upper(${djAvailabilityPeriods.country}) = ${country.toUpperCase()}`,
            sameCity,
            or(eq(djAvailabilityPeriods.availabilityType, 'remote'), eq(djProfiles.acceptsInPerson, true)),
          ),
        )
        .orderBy(asc(djAvailabilityPeriods.fromDate), asc(djAvailabilityPeriods.id))
        .limit(CANDIDATE_ROWS);
    },

    /** The weekly remote hours marked available of DJs who accept remote venues. */
    async remoteSlots(): Promise<RemoteSlotRow[]> {
      const rows = await db
        .select({
          djUserId: djPerformanceHours.djUserId,
          stageName: djProfiles.stageName,
          dayOfWeek: djPerformanceHours.dayOfWeek,
          startTime: djPerformanceHours.startTime,
          endTime: djPerformanceHours.endTime,
          timezone: djPerformanceHours.timezone,
        })
        .from(djPerformanceHours)
        .innerJoin(djProfiles, eq(djProfiles.userId, djPerformanceHours.djUserId))
        .innerJoin(users, eq(users.id, djPerformanceHours.djUserId))
        .where(and(isDj, eq(djPerformanceHours.isAvailable, true), eq(djProfiles.acceptsRemoteVenues, true)))
        .orderBy(asc(djPerformanceHours.djUserId), asc(djPerformanceHours.id))
        .limit(CANDIDATE_ROWS);
      // PostgreSQL answers a time column as "HH:MM:SS".
      return rows.map((row) => ({
        ...row,
        startTime: row.startTime.slice(0, 5),
        endTime: row.endTime.slice(0, 5),
      }));
    },

    /** The bookings that hold the given DJs and have not ended by `now`. */
    heldTimes(djUserIds: readonly number[], now: Date) {
      return djHeldTimes(db, djUserIds, now);
    },

    /** Names, page and whereabouts of the given DJs (where they are touring now, else their home). */
    async details(djUserIds: number[]): Promise<DjDetails[]> {
      if (djUserIds.length === 0) return [];
      return db
        .select({
          userId: djProfiles.userId,
          stageName: djProfiles.stageName,
          slug: djProfiles.slug,
          firstName: users.firstName,
          lastName: users.lastName,
          city: sql<string | null>`coalesce(${djProfiles.currentCity}, ${users.city})`,
          country: sql<string | null>`coalesce(${djProfiles.currentCountry}, ${users.country})`,
        })
        .from(djProfiles)
        .innerJoin(users, eq(users.id, djProfiles.userId))
        .where(and(inArray(djProfiles.userId, djUserIds), notSuspended(users.id)));
    },
  };
}

export type AvailableDjsStore = ReturnType<typeof createAvailableDjsStore>;
