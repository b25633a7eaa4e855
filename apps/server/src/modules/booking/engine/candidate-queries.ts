import { and, asc, eq, gte, inArray, isNotNull, lte, not, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { djAvailabilityPeriods } from '../../../db/schema/dj-availability.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { users } from '../../../db/schema/users.ts';
import { notSuspended } from '../../accounts/index.ts';
import { djBusyDuring } from '../bookings/bookings-store.ts';
import { rateLimitSql } from '../matchmaking/sql-helpers.ts';
import type { DjCandidate } from './routing.ts';

/** The coarse filters the database applies before routing.ts ranks: rate, kind of performance, genres. */
export type CandidateFilter = {
  exclude: readonly number[];
  /** Only these DJs (one who became a match later, decision record 045); absent: every DJ. */
  only?: readonly number[] | undefined;
  /** The event's calendar date, for travel periods. */
  eventDate: string;
  /** The event's time: a DJ booked then is not asked (decision record 042). */
  event: { start: Date; end: Date };
  /** The budget: a rate in another currency is converted at the reference rates (decision record 030). */
  maxRate: { minor: number; currency: string };
  /** Remote for a venue or a private customer; null: on-site. */
  remote: 'venue' | 'private' | null;
  /** Lower case; empty: any genre. */
  genres: readonly string[];
};

/** At most this many DJs are ranked for one share. */
const CANDIDATE_LIMIT = 500;

/** The DJs a request may reach: a targeted DJ's name and genres, and the candidates routing.ts ranks. */
export function candidateQueries(db: Db) {
  return {
    /** A DJ's stage name as requests list it, and the DJ's starting rate; null when the account is not a DJ. */
    async djName(
      userId: number,
    ): Promise<{ stageName: string | null; hourlyRateMinMinor: number; currency: string } | null> {
      const [row] = await db
        .select({
          stageName: djProfiles.stageName,
          hourlyRateMinMinor: djProfiles.hourlyRateMinMinor,
          currency: djProfiles.currency,
        })
        .from(djProfiles)
        // A suspended DJ cannot be booked (decision record 034).
        .where(and(eq(djProfiles.userId, userId), notSuspended(djProfiles.userId)));
      return row ?? null;
    },

    async djGenres(userId: number): Promise<string[]> {
      const [row] = await db
        .select({ genres: djProfiles.genres })
        .from(djProfiles)
        .where(eq(djProfiles.userId, userId));
      return row?.genres ?? [];
    },

    /**
     * DJs who could take a request: every DJ with a verified address but the excluded ones, with their place and the
     * travel periods that cover the event's date. The routing function (routing.ts) decides who fits.
     */
    async djCandidates(filter: CandidateFilter): Promise<DjCandidate[]> {
      const { exclude, eventDate, genres } = filter;
      const rows = await db
        .select({
          userId: djProfiles.userId,
          genres: djProfiles.genres,
          hourlyRateMinMinor: djProfiles.hourlyRateMinMinor,
          currency: djProfiles.currency,
          acceptsInPerson: djProfiles.acceptsInPerson,
          acceptsRemoteVenues: djProfiles.acceptsRemoteVenues,
          acceptsRemotePrivate: djProfiles.acceptsRemotePrivate,
          city: sql<string | null>`coalesce(${djProfiles.currentCity}, ${users.city})`,
          country: sql<string | null>`coalesce(${djProfiles.currentCountry}, ${users.country})`,
        })
        .from(djProfiles)
        .innerJoin(users, eq(users.id, djProfiles.userId))
        .where(
          and(
            eq(users.isDemo, false),
            notSuspended(users.id),
            // A DJ who has not verified the address cannot answer a request (decision record 043).
            isNotNull(users.emailVerifiedAt),
            exclude.length > 0 ? notInArray(djProfiles.userId, [...exclude]) : undefined,
            filter.only ? inArray(djProfiles.userId, [...filter.only]) : undefined,
            not(djBusyDuring(djProfiles.userId, filter.event)),
            rateLimitSql(
              sql`${djProfiles.hourlyRateMinMinor}`,
              sql`${djProfiles.currency}`,
              filter.maxRate,
              'max',
            ),
            filter.remote === 'venue' ? eq(djProfiles.acceptsRemoteVenues, true) : undefined,
            filter.remote === 'private' ? eq(djProfiles.acceptsRemotePrivate, true) : undefined,
            filter.remote === null ? eq(djProfiles.acceptsInPerson, true) : undefined,
            genres.length > 0
              ? sql`exists (select 1 from unnest(${djProfiles.genres}) as genre(name) where lower(genre.name) in ${genres})`
              : undefined,
          ),
        )
        .orderBy(asc(djProfiles.userId))
        .limit(CANDIDATE_LIMIT);
      // Remote sets need no travel: only on-site requests look at the periods.
      if (rows.length === 0 || filter.remote !== null) return rows.map((row) => ({ ...row, travels: [] }));
      const periods = await db
        .select({
          djUserId: djAvailabilityPeriods.djUserId,
          country: djAvailabilityPeriods.country,
          city: djAvailabilityPeriods.city,
        })
        .from(djAvailabilityPeriods)
        .where(
          and(
            inArray(
              djAvailabilityPeriods.djUserId,
              rows.map((row) => row.userId),
            ),
            lte(djAvailabilityPeriods.fromDate, eventDate),
            gte(djAvailabilityPeriods.toDate, eventDate),
          ),
        );
      return rows.map((row) => ({
        ...row,
        travels: periods.filter((period) => period.djUserId === row.userId),
      }));
    },
  };
}
