import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { venueProfiles } from '../../../db/schema/profiles.ts';
import { coStreamDestinations, venueEventCoStreamSlots, venueEvents } from '../../../db/schema/venues.ts';

export type VenueEventRow = typeof venueEvents.$inferSelect;
export type SlotRow = typeof venueEventCoStreamSlots.$inferSelect;
export type NewVenueEvent = Omit<typeof venueEvents.$inferInsert, 'id' | 'venueUserId' | 'createdAt'>;
export type NewSlot = { djName: string; startTime: string; durationMinutes: number };
export type NewDestination = { venueUserId: number; priceMinor: number };

/** A destination with the receiving venue's name and place. */
export type DestinationView = {
  id: number;
  eventId: number;
  venueUserId: number;
  name: string;
  city: string | null;
  country: string | null;
  priceMinor: number;
  currency: string;
  status: string;
  decidedAt: Date | null;
};

export type VenueEventWithParts = VenueEventRow & { slots: SlotRow[]; destinations: DestinationView[] };

/** What a venue's events take from the venue: its name, place, zone and currency. */
export type VenueContext = {
  venueName: string;
  city: string | null;
  country: string | null;
  timezone: string | null;
  currency: string;
};

/** A write that names venues which are not venues: the service turns it into a 422. */
export class UnknownDestination extends Error {
  override name = 'UnknownDestination';
}

const destinationColumns = {
  id: coStreamDestinations.id,
  eventId: coStreamDestinations.eventId,
  venueUserId: coStreamDestinations.destinationVenueUserId,
  name: venueProfiles.venueName,
  city: users.city,
  country: users.country,
  priceMinor: coStreamDestinations.priceMinor,
  currency: coStreamDestinations.currency,
  status: coStreamDestinations.status,
  decidedAt: coStreamDestinations.decidedAt,
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

async function partsOf(db: Queryable, rows: VenueEventRow[]): Promise<VenueEventWithParts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const slots = await db
    .select()
    .from(venueEventCoStreamSlots)
    .where(inArray(venueEventCoStreamSlots.eventId, ids))
    .orderBy(asc(venueEventCoStreamSlots.eventId), asc(venueEventCoStreamSlots.position));
  const destinations = await db
    .select(destinationColumns)
    .from(coStreamDestinations)
    .innerJoin(users, eq(users.id, coStreamDestinations.destinationVenueUserId))
    .innerJoin(venueProfiles, eq(venueProfiles.userId, coStreamDestinations.destinationVenueUserId))
    .where(inArray(coStreamDestinations.eventId, ids))
    .orderBy(asc(coStreamDestinations.id));
  return rows.map((row) => ({
    ...row,
    slots: slots.filter((slot) => slot.eventId === row.id),
    destinations: destinations.filter((destination) => destination.eventId === row.id),
  }));
}

/** Inserts the slots in their order; they always replace the event's earlier ones. */
async function writeSlots(tx: Tx, eventId: number, slots: NewSlot[]) {
  await tx.delete(venueEventCoStreamSlots).where(eq(venueEventCoStreamSlots.eventId, eventId));
  if (slots.length === 0) return;
  await tx
    .insert(venueEventCoStreamSlots)
    .values(slots.map((slot, position) => ({ ...slot, eventId, position })));
}

/**
 * Makes the event's destinations `wanted`: others are removed, new ones start pending, a kept one whose price
 * changed goes back to pending (the receiving venue agreed to the old price). Every venue must be a venue.
 */
async function writeDestinations(tx: Tx, eventId: number, currency: string, wanted: NewDestination[]) {
  const venueIds = wanted.map((destination) => destination.venueUserId);
  if (venueIds.length > 0) {
    const venues = await tx
      .select({ id: venueProfiles.userId })
      .from(venueProfiles)
      .innerJoin(users, eq(users.id, venueProfiles.userId))
      .where(and(inArray(venueProfiles.userId, venueIds), eq(users.userType, 'venue')));
    if (venues.length !== new Set(venueIds).size) throw new UnknownDestination();
  }
  const existing = await tx
    .select()
    .from(coStreamDestinations)
    .where(eq(coStreamDestinations.eventId, eventId))
    .for('update');
  const gone = existing.filter((row) => !venueIds.includes(row.destinationVenueUserId)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(coStreamDestinations).where(inArray(coStreamDestinations.id, gone));
  for (const destination of wanted) {
    const known = existing.find((row) => row.destinationVenueUserId === destination.venueUserId);
    if (!known) {
      await tx.insert(coStreamDestinations).values({
        eventId,
        destinationVenueUserId: destination.venueUserId,
        priceMinor: destination.priceMinor,
        currency,
        status: 'pending',
      });
    } else if (known.priceMinor !== destination.priceMinor || known.currency !== currency) {
      await tx
        .update(coStreamDestinations)
        .set({ priceMinor: destination.priceMinor, currency, status: 'pending', decidedAt: null })
        .where(eq(coStreamDestinations.id, known.id));
    }
  }
}

const endsAt = sql`${venueEvents.startsAt} + ${venueEvents.durationMinutes} * interval '1 minute'`;

/** The only place the venue event calls query. */
export function createVenueEventsStore(db: Db) {
  return {
    /** The venue's name, place, zone and currency; null when the user has no venue profile. */
    async venue(venueUserId: number): Promise<VenueContext | null> {
      const [row] = await db
        .select({
          venueName: venueProfiles.venueName,
          city: users.city,
          country: users.country,
          timezone: users.timezone,
          currency: venueProfiles.currency,
        })
        .from(venueProfiles)
        .innerJoin(users, eq(users.id, venueProfiles.userId))
        .where(eq(venueProfiles.userId, venueUserId));
      return row ?? null;
    },

    /** The venue's events by date, then time (then creation), with their slots and destinations. */
    async listOwn(venueUserId: number): Promise<VenueEventWithParts[]> {
      const rows = await db
        .select()
        .from(venueEvents)
        .where(eq(venueEvents.venueUserId, venueUserId))
        .orderBy(asc(venueEvents.eventDate), asc(venueEvents.eventTime), asc(venueEvents.id));
      return partsOf(db, rows);
    },

    async findOwn(venueUserId: number, id: number): Promise<VenueEventWithParts | null> {
      const rows = await db
        .select()
        .from(venueEvents)
        .where(and(eq(venueEvents.id, id), eq(venueEvents.venueUserId, venueUserId)));
      const [found] = await partsOf(db, rows);
      return found ?? null;
    },

    /** Events of the venue that have not ended at `now`. */
    async countComing(venueUserId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(venueEvents)
        .where(
          and(eq(venueEvents.venueUserId, venueUserId), sql`${endsAt} > ${now.toISOString()}::timestamptz`),
        );
      return Number(row?.total ?? 0);
    },

    /** Creates the event with its slots and destinations at once (nothing is kept when a destination is unknown). */
    async create(
      venueUserId: number,
      values: NewVenueEvent,
      slots: NewSlot[],
      destinations: NewDestination[],
    ): Promise<VenueEventWithParts> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(venueEvents)
          .values({ ...values, venueUserId })
          .returning();
        await writeSlots(tx, row!.id, slots);
        await writeDestinations(tx, row!.id, values.currency ?? 'USD', destinations);
        const [created] = await partsOf(tx, [row!]);
        return created!;
      });
    },

    /**
     * Changes one of the venue's events, its slots, and its destinations unless `destinations` is undefined. The row
     * is locked meanwhile; `decide` sees it as it was and returns the new values (or throws to refuse). Null when the
     * venue has no event with that id; else the event as it is now and the one it was.
     */
    async update(
      venueUserId: number,
      id: number,
      decide: (before: VenueEventRow) => NewVenueEvent,
      slots: NewSlot[],
      destinations: NewDestination[] | undefined,
    ): Promise<{ before: VenueEventRow; after: VenueEventWithParts } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(venueEvents)
          .where(and(eq(venueEvents.id, id), eq(venueEvents.venueUserId, venueUserId)))
          .for('update');
        if (!before) return null;
        const values = decide(before);
        const [row] = await tx.update(venueEvents).set(values).where(eq(venueEvents.id, id)).returning();
        await writeSlots(tx, id, slots);
        if (destinations) await writeDestinations(tx, id, row!.currency, destinations);
        else if (row!.currency !== before.currency) {
          await tx
            .update(coStreamDestinations)
            .set({ currency: row!.currency })
            .where(eq(coStreamDestinations.eventId, id));
        }
        const [after] = await partsOf(tx, [row!]);
        return { before, after: after! };
      });
    },

    /** Removes one of the venue's events with its slots and destinations; the removed row, or null when none. */
    async deleteOwn(venueUserId: number, id: number): Promise<VenueEventRow | null> {
      const [row] = await db
        .delete(venueEvents)
        .where(and(eq(venueEvents.id, id), eq(venueEvents.venueUserId, venueUserId)))
        .returning();
      return row ?? null;
    },
  };
}

export type VenueEventsStore = ReturnType<typeof createVenueEventsStore>;
