import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_OPENING_HOURS, mergeOpeningHours } from '@cuepoint/domain/venues/opening-hours';
import type { Services } from '../../services.ts';
import { djProfiles } from '../schema/profiles.ts';
import { createEnthusiast, createFavoriteArtist, createFavoriteDj, createVenue } from './factories.ts';
import { demoImagePng } from './demo-images.ts';
import { DEMO_ENTHUSIASTS, DEMO_VENUES } from './demo-venues.ts';
import { createVenueProfileStore } from '../../modules/venues/profile/profile-store.ts';
import { uploadVenueBanner } from '../../modules/venues/profile/banner-service.ts';

export type DemoVenueSeedReport = {
  venues: number;
  venueBanners: number;
  enthusiasts: number;
  favoriteDjs: number;
  favoriteArtists: number;
};

/** The demo venues' account ids by venue name, for content seeded on top of them (events). */
export type DemoVenueIds = Map<string, number>;

/**
 * Demo venues (profile, opening hours, favorite DJs, banner artwork) and demo music enthusiasts (settings,
 * favorite DJs and artists), flagged is_demo with example.test addresses and no password, like the demo DJs.
 * Favorites naming a demo DJ link to the DJ's account. Each banner takes the uploads' own path (checked,
 * re-encoded, stored), handed to `startUpload` at once so it overlaps the next rows. Counts go into `report`.
 */
export async function seedDemoVenuesAndEnthusiasts(
  services: Services,
  log: FastifyBaseLogger,
  now: Date,
  report: DemoVenueSeedReport,
  startUpload: (upload: Promise<void>) => void,
): Promise<DemoVenueIds> {
  const db = services.database.db;
  const names = [...new Set([...DEMO_VENUES, ...DEMO_ENTHUSIASTS].flatMap((entry) => entry.favoriteDjs))];
  const djRows = await db
    .select({ userId: djProfiles.userId, stageName: djProfiles.stageName })
    .from(djProfiles)
    .where(inArray(djProfiles.stageName, names));
  const djIds = new Map(djRows.map((row) => [row.stageName, row.userId]));
  const favorite = async (userId: number, djName: string) => {
    await createFavoriteDj(db, userId, { djName, djUserId: djIds.get(djName) ?? null, createdAt: now });
    report.favoriteDjs += 1;
  };

  const venueIds: DemoVenueIds = new Map();
  const venueStore = createVenueProfileStore(db);
  for (const [index, venue] of DEMO_VENUES.entries()) {
    const { user } = await createVenue(db, {
      user: {
        email: `demo-venue-${index + 1}@example.test`,
        displayName: venue.venueName,
        city: venue.city,
        country: venue.country,
        timezone: venue.timezone,
        isDemo: true,
      },
      profile: {
        venueName: venue.venueName,
        venueType: venue.venueType,
        address: venue.address,
        capacity: venue.capacity,
        description: venue.description,
        currency: venue.currency,
        hourlyBudgetMinMinor: venue.budget.min * 100,
        hourlyBudgetMaxMinor: venue.budget.max * 100,
        acceptsRemoteDjs: venue.acceptsRemoteDjs,
        updatedAt: now,
      },
    });
    venueIds.set(venue.venueName, user.id);
    report.venues += 1;
    startUpload(
      demoImagePng('banner', venue.palette, 100 + index).then(async (bytes) => {
        await uploadVenueBanner(services, log, user.id, { bytes, truncated: false });
        report.venueBanners += 1;
      }),
    );
    const hours = mergeOpeningHours(DEFAULT_OPENING_HOURS, venue.openingHours);
    if ('error' in hours) throw new Error(`demo venue ${venue.venueName}: ${hours.error}`);
    await venueStore.save(user.id, { account: {}, profile: {}, hours: hours.hours }, now);
    for (const djName of venue.favoriteDjs) await favorite(user.id, djName);
  }

  for (const [index, fan] of DEMO_ENTHUSIASTS.entries()) {
    const { user } = await createEnthusiast(db, {
      user: {
        email: `demo-fan-${index + 1}@example.test`,
        displayName: fan.displayName,
        city: fan.city,
        country: fan.country,
        timezone: fan.timezone,
        isDemo: true,
      },
      profile: { favoriteGenres: fan.favoriteGenres, bio: fan.bio, updatedAt: now },
    });
    report.enthusiasts += 1;
    for (const djName of fan.favoriteDjs) await favorite(user.id, djName);
    for (const artist of fan.favoriteArtists) {
      await createFavoriteArtist(db, user.id, artist);
      report.favoriteArtists += 1;
    }
  }
  return venueIds;
}
