import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { venueProfiles } from '../../../db/schema/profiles.ts';
import { venueOpeningHours } from '../../../db/schema/venues.ts';
import { WEEKDAYS } from '@cuepoint/domain/djs/weekly-slot';
import type { TOpeningHours } from '@cuepoint/domain/venues/opening-hours';

export type VenueRow = {
  userId: number;
  venueName: string;
  venueType: string;
  address: string;
  city: string | null;
  country: string | null;
  timezone: string | null;
  capacity: number | null;
  description: string;
  currency: string;
  hourlyBudgetMinMinor: number;
  hourlyBudgetMaxMinor: number;
  bannerImageUrl: string | null;
  appId: string;
};

export type OpeningHourRow = { dayOfWeek: number; isOpen: boolean; openTime: string; closeTime: string };

/** What a save changes: the account's city and country, the profile's columns, the whole week's hours. */
export type VenueChanges = {
  account: { city?: string | null; country?: string | null; displayName?: string };
  profile: Partial<
    Pick<
      typeof venueProfiles.$inferInsert,
      | 'venueName'
      | 'venueType'
      | 'address'
      | 'capacity'
      | 'description'
      | 'currency'
      | 'hourlyBudgetMinMinor'
      | 'hourlyBudgetMaxMinor'
    >
  >;
  hours?: TOpeningHours;
};

const venueColumns = {
  userId: venueProfiles.userId,
  venueName: venueProfiles.venueName,
  venueType: venueProfiles.venueType,
  address: venueProfiles.address,
  city: users.city,
  country: users.country,
  timezone: users.timezone,
  capacity: venueProfiles.capacity,
  description: venueProfiles.description,
  currency: venueProfiles.currency,
  hourlyBudgetMinMinor: venueProfiles.hourlyBudgetMinMinor,
  hourlyBudgetMaxMinor: venueProfiles.hourlyBudgetMaxMinor,
  bannerImageUrl: venueProfiles.bannerImageUrl,
  appId: users.appId,
};

/** The venue's profile with the account's city, country, zone and app id; undefined when there is none. */
export async function findVenue(db: Db, userId: number): Promise<VenueRow | undefined> {
  const [row] = await db
    .select(venueColumns)
    .from(venueProfiles)
    .innerJoin(users, eq(users.id, venueProfiles.userId))
    .where(and(eq(venueProfiles.userId, userId), eq(users.userType, 'venue')))
    .limit(1);
  return row;
}

/** The only place the venue profile calls query. */
export function createVenueProfileStore(db: Db) {
  return {
    find: (userId: number) => findVenue(db, userId),

    async openingHours(userId: number): Promise<OpeningHourRow[]> {
      return db
        .select({
          dayOfWeek: venueOpeningHours.dayOfWeek,
          isOpen: venueOpeningHours.isOpen,
          openTime: venueOpeningHours.openTime,
          closeTime: venueOpeningHours.closeTime,
        })
        .from(venueOpeningHours)
        .where(eq(venueOpeningHours.venueUserId, userId));
    },

    /** Writes the account, the profile and the week in one transaction. */
    async save(userId: number, changes: VenueChanges, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        if (Object.keys(changes.account).length > 0) {
          await tx
            .update(users)
            .set({ ...changes.account, updatedAt: now })
            .where(eq(users.id, userId));
        }
        await tx
          .update(venueProfiles)
          .set({ ...changes.profile, updatedAt: now })
          .where(eq(venueProfiles.userId, userId));
        if (changes.hours) {
          const hours = changes.hours;
          await tx
            .insert(venueOpeningHours)
            .values(
              WEEKDAYS.map((day, index) => ({
                venueUserId: userId,
                dayOfWeek: index + 1,
                isOpen: !hours[day].closed,
                openTime: hours[day].open,
                closeTime: hours[day].close,
                updatedAt: now,
              })),
            )
            .onConflictDoUpdate({
              target: [venueOpeningHours.venueUserId, venueOpeningHours.dayOfWeek],
              set: {
                isOpen: sql`excluded.is_open`,
                openTime: sql`excluded.open_time`,
                closeTime: sql`excluded.close_time`,
                updatedAt: now,
              },
            });
        }
      });
    },
  };
}

export type VenueProfileStore = ReturnType<typeof createVenueProfileStore>;

/**
 * Points the venue's banner at `url` and returns the URL it replaced. The row is locked while it is read and
 * written, so two uploads at once each learn the URL the other replaced and no file is left behind. Null when the
 * account has no venue profile.
 */
export async function replaceVenueBanner(
  db: Db,
  userId: number,
  url: string,
  now: Date,
): Promise<{ previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ previous: venueProfiles.bannerImageUrl })
      .from(venueProfiles)
      .where(eq(venueProfiles.userId, userId))
      .for('update');
    if (!row) return null;
    await tx
      .update(venueProfiles)
      .set({ bannerImageUrl: url, updatedAt: now })
      .where(eq(venueProfiles.userId, userId));
    return { previous: row.previous };
  });
}
