import { inArray } from 'drizzle-orm';
import { DAY_MS } from '@cuepoint/domain/time/durations';
import type { Db } from '../client.ts';
import { djProfiles } from '../schema/profiles.ts';
import { createDj, createDjSet, createReviewedBooking } from './factories.ts';
import {
  CUSTOMER_REVIEWS,
  DJ_REVIEWS,
  FEATURED_RATINGS,
  ROSTER_DJS,
  ROSTER_SET_URLS,
  type RosterDj,
} from './demo-roster.ts';

export type DemoRosterReport = { rosterDjs: number; pastBookings: number; reviews: number };

/** A past booking every this many days, the newest this long ago. */
const BOOKING_SPACING_DAYS = 11;
const NEWEST_BOOKING_DAYS = 9;

/**
 * The wider demo roster (demo-roster.ts): each DJ's account and profile (is_demo, an example.test address, no
 * password, a bio that says it is a demo), a set, and for every DJ of the demo, roster or not, past completed
 * bookings with the demo venues, each reviewed by both sides (so published, double-blind). Dates count back from
 * `now`; customers take turns. No images: a card shows the initials, and the seed stays quick.
 */
export async function seedDemoRoster(
  db: Db,
  now: Date,
  venueIds: readonly number[],
  report: DemoRosterReport,
): Promise<void> {
  const ratings = new Map<number, number[]>();
  for (const [index, dj] of ROSTER_DJS.entries()) {
    const userId = await createRosterDj(db, dj, index, now);
    ratings.set(userId, dj.ratings);
    report.rosterDjs += 1;
  }
  const featured = await db
    .select({ userId: djProfiles.userId, stageName: djProfiles.stageName })
    .from(djProfiles)
    .where(inArray(djProfiles.stageName, Object.keys(FEATURED_RATINGS)));
  for (const row of featured) ratings.set(row.userId, FEATURED_RATINGS[row.stageName] ?? []);
  if (venueIds.length === 0) return;

  let turn = 0;
  for (const [djUserId, list] of ratings) {
    for (const [k, rating] of list.entries()) {
      const daysAgo = NEWEST_BOOKING_DAYS + (list.length - 1 - k) * BOOKING_SPACING_DAYS + (turn % 5);
      const eventAt = new Date(now.getTime() - daysAgo * DAY_MS);
      eventAt.setUTCHours(21, 0, 0, 0);
      const texts = CUSTOMER_REVIEWS[rating] ?? CUSTOMER_REVIEWS[4]!;
      await createReviewedBooking(db, {
        djUserId,
        customerUserId: venueIds[turn % venueIds.length]!,
        eventAt,
        durationMinutes: 180,
        review: { rating, body: texts[turn % texts.length]! },
        djReview: { rating: 5, body: DJ_REVIEWS[turn % DJ_REVIEWS.length]! },
      });
      turn += 1;
      report.pastBookings += 1;
      report.reviews += 2;
    }
  }
}

async function createRosterDj(db: Db, dj: RosterDj, index: number, now: Date): Promise<number> {
  const slug = dj.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  // Joined over the last months, one every few days, so "newest" has an order.
  const joined = new Date(now.getTime() - (ROSTER_DJS.length - index) * 4 * DAY_MS);
  const { user } = await createDj(db, {
    user: {
      email: `roster-${index + 1}.demo@example.test`,
      displayName: dj.name,
      city: dj.city,
      country: dj.country,
      timezone: dj.timezone,
      isDemo: true,
      createdAt: joined,
    },
    profile: {
      stageName: dj.name,
      slug,
      genres: dj.genres,
      bio: `Demo profile: ${dj.line} Based in ${dj.city}; a sample of the marketplace, not a real DJ to book.`,
      currency: dj.currency,
      hourlyRateMinMinor: dj.rate * 100,
      acceptsInPerson: dj.plays !== 'stream',
      acceptsCoStreaming: dj.plays !== 'live',
      acceptsRemoteVenues: dj.plays !== 'live',
      acceptsRemotePrivate: dj.plays !== 'live',
      currentCity: dj.city,
      currentCountry: dj.country,
      availabilityType: 'home_base',
      updatedAt: now,
    },
  });
  const [title, player] = dj.set;
  const createdAt = new Date(joined.getTime() + DAY_MS);
  await createDjSet(db, user.id, {
    title,
    externalUrl: ROSTER_SET_URLS[player % ROSTER_SET_URLS.length]!,
    createdAt,
    updatedAt: createdAt,
  });
  return user.id;
}
