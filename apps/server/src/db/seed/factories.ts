import crypto from 'node:crypto';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { bookingRequests } from '../schema/booking.ts';
import { bookings } from '../schema/bookings.ts';
import {
  djProfiles,
  enthusiastProfiles,
  labelProfiles,
  producerProfiles,
  venueProfiles,
} from '../schema/profiles.ts';
import { blogPosts, djSets } from '../schema/content.ts';
import { djAvailabilityPeriods, djPerformanceHours } from '../schema/dj-availability.ts';
import { djEvents } from '../schema/dj-events.ts';
import { favoriteArtists, favoriteDjs, venueEvents } from '../schema/venues.ts';
import { reviews } from '../schema/trust.ts';
import { detectPlatform } from '@cuepoint/domain/djs/embeds';

/**
 * Factories shared by the seed script, integration tests and e2e fixtures. Every call makes unique rows, so
 * tests never share mutable data.
 */

type UserRow = typeof users.$inferSelect;
type NewUser = Partial<typeof users.$inferInsert>;

const unique = () => crypto.randomBytes(5).toString('hex');

export const newAppId = () => `cp_${crypto.randomBytes(8).toString('hex')}`;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'dj';
}

export async function createUser(db: Db, overrides: NewUser = {}): Promise<UserRow> {
  const tag = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${tag}@example.test`,
      userType: 'enthusiast',
      displayName: `Test User ${tag}`,
      country: 'DE',
      city: 'Berlin',
      timezone: 'Europe/Berlin',
      appId: newAppId(),
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function createDj(
  db: Db,
  overrides: { user?: NewUser; profile?: Partial<typeof djProfiles.$inferInsert> } = {},
) {
  const stageName = overrides.profile?.stageName ?? `DJ ${unique()}`;
  const user = await createUser(db, { userType: 'dj', displayName: stageName, ...overrides.user });
  const [profile] = await db
    .insert(djProfiles)
    .values({
      userId: user.id,
      stageName,
      slug: `${slugify(stageName)}-${unique().slice(0, 4)}`,
      genres: ['House', 'Techno'],
      ...overrides.profile,
    })
    .returning();
  if (!profile) throw new Error('dj profile insert returned no row');
  return { user, profile };
}

export async function createVenue(
  db: Db,
  overrides: { user?: NewUser; profile?: Partial<typeof venueProfiles.$inferInsert> } = {},
) {
  const venueName = overrides.profile?.venueName ?? `Venue ${unique()}`;
  const user = await createUser(db, { userType: 'venue', displayName: venueName, ...overrides.user });
  const [profile] = await db
    .insert(venueProfiles)
    .values({ userId: user.id, venueName, address: '1 Club Street', ...overrides.profile })
    .returning();
  return { user, profile: profile! };
}

export async function createEnthusiast(
  db: Db,
  overrides: { user?: NewUser; profile?: Partial<typeof enthusiastProfiles.$inferInsert> } = {},
) {
  const user = await createUser(db, { userType: 'enthusiast', ...overrides.user });
  const [profile] = await db
    .insert(enthusiastProfiles)
    .values({ userId: user.id, ...overrides.profile })
    .returning();
  return { user, profile: profile! };
}

export async function createProducer(
  db: Db,
  overrides: { user?: NewUser; profile?: Partial<typeof producerProfiles.$inferInsert> } = {},
) {
  const producerName = overrides.profile?.producerName ?? `Producer ${unique()}`;
  const user = await createUser(db, { userType: 'producer', displayName: producerName, ...overrides.user });
  const [profile] = await db
    .insert(producerProfiles)
    .values({ userId: user.id, producerName, wantToRemix: true, ...overrides.profile })
    .returning();
  return { user, profile: profile! };
}

export async function createLabel(
  db: Db,
  overrides: { user?: NewUser; profile?: Partial<typeof labelProfiles.$inferInsert> } = {},
) {
  const labelName = overrides.profile?.labelName ?? `Label ${unique()}`;
  const user = await createUser(db, { userType: 'label', displayName: labelName, ...overrides.user });
  const [profile] = await db
    .insert(labelProfiles)
    .values({ userId: user.id, labelName, monetizeBackCatalogue: true, ...overrides.profile })
    .returning();
  return { user, profile: profile! };
}

export async function createDjSet(
  db: Db,
  djUserId: number,
  overrides: Partial<typeof djSets.$inferInsert> = {},
) {
  const title = overrides.title ?? `Set ${unique()}`;
  const externalUrl = overrides.externalUrl ?? `https://www.mixcloud.com/example/${slugify(title)}/`;
  const [row] = await db
    .insert(djSets)
    .values({
      djUserId,
      title,
      slug: `${slugify(title)}-${unique().slice(0, 4)}`,
      platform: detectPlatform(externalUrl),
      externalUrl,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A weekly remote performance hour (Monday 1 … Sunday 7, wall-clock times in `timezone`). */
export async function createPerformanceHour(
  db: Db,
  djUserId: number,
  overrides: Partial<typeof djPerformanceHours.$inferInsert> = {},
) {
  const [row] = await db
    .insert(djPerformanceHours)
    .values({
      djUserId,
      dayOfWeek: 5,
      startTime: '21:00',
      endTime: '23:00',
      timezone: 'Europe/Berlin',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A travel availability period (calendar dates, both included). */
export async function createAvailabilityPeriod(
  db: Db,
  djUserId: number,
  overrides: Partial<typeof djAvailabilityPeriods.$inferInsert> = {},
) {
  const [row] = await db
    .insert(djAvailabilityPeriods)
    .values({ djUserId, fromDate: '2099-01-01', toDate: '2099-01-07', country: 'DE', ...overrides })
    .returning();
  return row!;
}

/** An announced set; starts a day from the real clock unless told otherwise. */
export async function createDjEvent(
  db: Db,
  djUserId: number,
  overrides: Partial<typeof djEvents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(djEvents)
    .values({
      djUserId,
      title: `Live Set ${unique()}`,
      startTime: new Date(Date.now() + 86_400_000),
      durationMinutes: 60,
      genres: ['House'],
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A venue's event, public, on 1 January 2099 at 21:00 UTC unless told otherwise. The start instant is the date and
 * time read in UTC: with another `timezone`, pass `startsAt` too.
 */
export async function createVenueEvent(
  db: Db,
  venueUserId: number,
  overrides: Partial<typeof venueEvents.$inferInsert> = {},
) {
  const eventDate = overrides.eventDate ?? '2099-01-01';
  const eventTime = overrides.eventTime ?? '21:00';
  const [row] = await db
    .insert(venueEvents)
    .values({
      venueUserId,
      title: `Event ${unique()}`,
      eventDate,
      eventTime,
      timezone: 'UTC',
      startsAt: new Date(`${eventDate}T${eventTime}:00Z`),
      djName: `DJ ${unique()}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A DJ's booking as an acceptance leaves it (awaiting the customer's confirmation, or `status`), with its remote
 * request: a DJ held at a time, for tests of what that time rules out. Payments are not involved.
 */
export async function createHeldBooking(
  db: Db,
  input: {
    djUserId: number;
    customerUserId: number;
    eventAt: Date;
    durationMinutes?: number;
    status?: 'awaiting_confirmation' | 'confirmed' | 'completed';
    /** The booking's rate in minor units of `currency` (150 €/h). */
    hourlyRateMinor?: number;
    currency?: string;
  },
) {
  const durationMinutes = input.durationMinutes ?? 120;
  const amounts = {
    amountMinor: 30_000,
    platformFeeMinor: 200,
    processingFeeMinor: 900,
    djPayoutMinor: 28_900,
  };
  const [request] = await db
    .insert(bookingRequests)
    .values({
      customerUserId: input.customerUserId,
      customerRole: 'venue',
      djUserId: input.djUserId,
      acceptedDjUserId: input.djUserId,
      description: `Booked night ${unique()}`,
      eventAt: input.eventAt,
      eventTimezone: 'UTC',
      durationMinutes,
      eventEndsAt: new Date(input.eventAt.getTime() + durationMinutes * 60_000),
      performanceType: 'remote',
      hourlyBudgetMinor: input.hourlyRateMinor ?? 15_000,
      currency: input.currency ?? 'EUR',
      ...amounts,
      authorizationStrategy: 'authorize_now',
      status: input.status === 'awaiting_confirmation' || !input.status ? 'accepted' : input.status,
      paymentStatus: 'authorized',
      gateway: 'test',
      routedAt: new Date(input.eventAt.getTime() - 72 * 3_600_000),
      expiresAt: new Date(input.eventAt.getTime() - 23 * 3_600_000),
    })
    .returning();
  const [booking] = await db
    .insert(bookings)
    .values({
      requestId: request!.id,
      djUserId: input.djUserId,
      customerUserId: input.customerUserId,
      status: input.status ?? 'awaiting_confirmation',
      hourlyRateMinor: input.hourlyRateMinor ?? 15_000,
      currency: input.currency ?? 'EUR',
      ...amounts,
      completedAt:
        input.status === 'completed' ? new Date(input.eventAt.getTime() + durationMinutes * 60_000) : null,
    })
    .returning();
  return { request: request!, booking: booking! };
}

/**
 * A completed booking both sides reviewed (so both reviews are published, double-blind): the customer's rating of
 * the DJ and the DJ's of the customer, each with its words.
 */
export async function createReviewedBooking(
  db: Db,
  input: Parameters<typeof createHeldBooking>[1] & {
    review: { rating: number; body: string };
    djReview?: { rating: number; body: string };
  },
) {
  const { booking } = await createHeldBooking(db, { ...input, status: 'completed' });
  const createdAt = new Date(input.eventAt.getTime() + 86_400_000);
  await db.insert(reviews).values([
    {
      bookingId: booking.id,
      authorUserId: input.customerUserId,
      subjectUserId: input.djUserId,
      authorSide: 'customer',
      ...input.review,
      createdAt,
    },
    {
      bookingId: booking.id,
      authorUserId: input.djUserId,
      subjectUserId: input.customerUserId,
      authorSide: 'dj',
      ...(input.djReview ?? { rating: 5, body: 'Clear brief, great room, paid on time.' }),
      createdAt,
    },
  ]);
  return booking;
}

/** A favorite DJ of any account (by name; dj_user_id links the DJ's account). */
export async function createFavoriteDj(
  db: Db,
  userId: number,
  overrides: Partial<typeof favoriteDjs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(favoriteDjs)
    .values({ userId, djName: `DJ ${unique()}`, ...overrides })
    .returning();
  return row!;
}

/** A favorite artist of any account. */
export async function createFavoriteArtist(db: Db, userId: number, artistName = `Artist ${unique()}`) {
  const [row] = await db.insert(favoriteArtists).values({ userId, artistName }).returning();
  return row!;
}

export async function createBlogPost(db: Db, overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  const tag = unique();
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: `post-${tag}`,
      title: `Post ${tag}`,
      excerpt: 'A short summary of the post.',
      contentHtml: '<p>Body text.</p>',
      category: 'technology',
      tags: ['streaming'],
      author: 'Cuepoint Editorial',
      publishedAt: new Date(),
      readTime: 3,
      ...overrides,
    })
    .returning();
  return row!;
}
