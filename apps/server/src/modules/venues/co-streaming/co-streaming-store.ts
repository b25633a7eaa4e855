import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { venueProfiles } from '../../../db/schema/profiles.ts';
import { coStreamDestinations, venueEventCoStreamSlots, venueEvents } from '../../../db/schema/venues.ts';

/** A venue as another venue sees it in co-streaming: its name and place. */
const venueCard = {
  venueUserId: venueProfiles.userId,
  name: venueProfiles.venueName,
  city: users.city,
  country: users.country,
};

export type DestinationRow = typeof coStreamDestinations.$inferSelect;
export type SlotRow = typeof venueEventCoStreamSlots.$inferSelect;
export type VenueEventRow = typeof venueEvents.$inferSelect;

/** A destination with its event and the host venue, as the receiving venue sees it. */
export type OpportunityRow = {
  destination: DestinationRow;
  event: VenueEventRow;
  host: { venueUserId: number; name: string; city: string | null; country: string | null };
  slots: SlotRow[];
};

/** A destination being decided, read under a lock on its row. */
export type DecidingRow = { destination: DestinationRow; hostVenueUserId: number; eventEndsAt: Date };

export type CoStreamVenueRow = {
  venueUserId: number;
  name: string;
  city: string | null;
  country: string | null;
};

const endsAt = sql`${venueEvents.startsAt} + ${venueEvents.durationMinutes} * interval '1 minute'`;
const hostUsers = alias(users, 'host_users');

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The only place the co-stream calls query. */
export function createCoStreamingStore(db: Db) {
  return {
    /** The destinations `venueUserId` receives whose event has not ended at `now`, soonest first. */
    async opportunities(venueUserId: number, now: Date): Promise<OpportunityRow[]> {
      const rows = await db
        .select({
          destination: coStreamDestinations,
          event: venueEvents,
          hostName: venueProfiles.venueName,
          hostCity: hostUsers.city,
          hostCountry: hostUsers.country,
        })
        .from(coStreamDestinations)
        .innerJoin(venueEvents, eq(venueEvents.id, coStreamDestinations.eventId))
        .innerJoin(venueProfiles, eq(venueProfiles.userId, venueEvents.venueUserId))
        .innerJoin(hostUsers, eq(hostUsers.id, venueEvents.venueUserId))
        .where(
          and(
            eq(coStreamDestinations.destinationVenueUserId, venueUserId),
            sql`${endsAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(venueEvents.startsAt), asc(coStreamDestinations.id));
      const eventIds = rows.map((row) => row.event.id);
      const slots =
        eventIds.length === 0
          ? []
          : await db
              .select()
              .from(venueEventCoStreamSlots)
              .where(inArray(venueEventCoStreamSlots.eventId, eventIds))
              .orderBy(asc(venueEventCoStreamSlots.position));
      return rows.map((row) => ({
        destination: row.destination,
        event: row.event,
        host: {
          venueUserId: row.event.venueUserId,
          name: row.hostName,
          city: row.hostCity,
          country: row.hostCountry,
        },
        slots: slots.filter((slot) => slot.eventId === row.event.id),
      }));
    },

    /**
     * Decides a destination: `decide` sees it (locked, with its event's host and end) and returns the new status, or
     * throws to refuse. Null when there is no destination with that id.
     */
    async decide(
      id: number,
      now: Date,
      decide: (row: DecidingRow) => string,
    ): Promise<(DestinationRow & { venue: CoStreamVenueRow }) | null> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            destination: coStreamDestinations,
            hostVenueUserId: venueEvents.venueUserId,
            eventEndsAt: sql<string>`${endsAt}`,
          })
          .from(coStreamDestinations)
          .innerJoin(venueEvents, eq(venueEvents.id, coStreamDestinations.eventId))
          .where(eq(coStreamDestinations.id, id))
          .for('update', { of: coStreamDestinations });
        if (!found) return null;
        const status = decide({
          destination: found.destination,
          hostVenueUserId: found.hostVenueUserId,
          eventEndsAt: new Date(found.eventEndsAt),
        });
        const [row] = await tx
          .update(coStreamDestinations)
          .set({ status, decidedAt: now })
          .where(eq(coStreamDestinations.id, id))
          .returning();
        const [venue] = await tx
          .select(venueCard)
          .from(venueProfiles)
          .innerJoin(users, eq(users.id, venueProfiles.userId))
          .where(eq(venueProfiles.userId, row!.destinationVenueUserId));
        return { ...row!, venue: venue! };
      });
    },

    /** Other venues whose name or city contains `query` (all when blank), by name. */
    async searchVenues(venueUserId: number, query: string, limit: number): Promise<CoStreamVenueRow[]> {
      const pattern = likePattern(query);
      return db
        .select(venueCard)
        .from(venueProfiles)
        .innerJoin(users, eq(users.id, venueProfiles.userId))
        .where(
          and(
            eq(users.userType, 'venue'),
            ne(venueProfiles.userId, venueUserId),
            query ? or(ilike(venueProfiles.venueName, pattern), ilike(users.city, pattern)) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${venueProfiles.venueName})`), asc(venueProfiles.userId))
        .limit(limit);
    },
  };
}

export type CoStreamingStore = ReturnType<typeof createCoStreamingStore>;
