import type { Db } from '../../../db/client.ts';
import { bookingEvents, bookingRequestRecipients, bookingRequests } from '../../../db/schema/booking.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { djFeatureRequests } from '../../../db/schema/dj-events.ts';
import {
  createAvailabilityPeriod,
  createDj,
  createDjSet,
  createFavoriteArtist,
  createPerformanceHour,
  createVenue,
} from '../../../db/seed/factories.ts';
import { weekdayNumber } from '@cuepoint/domain/djs/weekly-slot';
import { FIXTURE_DJS, FIXTURE_NOW, type TFixtureDj } from '@cuepoint/domain/matchmaking/fixture';
import type { TTrackRecord } from '@cuepoint/domain/matchmaking/types';

/**
 * Stores the domain's hand-built matchmaking fixture (packages/domain/src/matchmaking/fixture.ts) as real rows:
 * profiles, travel periods, remote hours, tracklists, followed artists, a featured window and a track record made
 * of requests that reached the DJ, the DJ's answers in the outbox and completed bookings.
 */

/** First-answer delays (minutes) whose median is the fixture's: the answers of `record`, in order. */
function delaysFor(record: TTrackRecord): number[] {
  const median = record.medianResponseMinutes ?? 60;
  return Array.from({ length: record.answered }, (_, index) => {
    const offset = index - (record.answered - 1) / 2;
    return Math.max(1, Math.round(median + offset * 10));
  });
}

async function seedTrackRecord(db: Db, djUserId: number, customerUserId: number, record: TTrackRecord) {
  const delays = delaysFor(record);
  for (let index = 0; index < record.reached; index += 1) {
    const reachedAt = new Date(FIXTURE_NOW.getTime() - (60 - index) * 86_400_000);
    const eventAt = new Date(reachedAt.getTime() + 14 * 86_400_000);
    const completed = index < record.completedBookings;
    const [request] = await db
      .insert(bookingRequests)
      .values({
        customerUserId,
        customerRole: 'venue',
        description: 'A past night at the club',
        eventAt,
        eventTimezone: 'Europe/Berlin',
        durationMinutes: 120,
        eventEndsAt: new Date(eventAt.getTime() + 2 * 3_600_000),
        performanceType: 'onsite',
        city: 'Berlin',
        country: 'DE',
        hourlyBudgetMinor: 15000,
        currency: 'EUR',
        amountMinor: 30000,
        platformFeeMinor: 200,
        processingFeeMinor: 900,
        djPayoutMinor: 28900,
        authorizationStrategy: 'authorize_now',
        status: completed ? 'completed' : 'expired',
        paymentStatus: completed ? 'captured' : 'released',
        gateway: 'test',
        routedAt: reachedAt,
        expiresAt: eventAt,
        createdAt: reachedAt,
      })
      .returning({ id: bookingRequests.id });
    const requestId = request!.id;
    await db.insert(bookingRequestRecipients).values({ requestId, djUserId, reason: 'matching', reachedAt });
    const delay = delays[index];
    if (delay !== undefined) {
      const yes = index < record.approved;
      const at = new Date(reachedAt.getTime() + delay * 60_000);
      await db.insert(bookingEvents).values({
        requestId,
        type: yes ? 'offer.made' : 'booking_request.declined',
        payload: { actor: { role: 'dj', djId: djUserId }, dj_id: djUserId, request_id: requestId },
        createdAt: at,
      });
    }
    if (completed)
      await db.insert(bookings).values({
        requestId,
        djUserId,
        customerUserId,
        status: 'completed',
        hourlyRateMinor: 15000,
        currency: 'EUR',
        amountMinor: 30000,
        platformFeeMinor: 200,
        processingFeeMinor: 900,
        djPayoutMinor: 28900,
        completedAt: eventAt,
      });
  }
}

async function seedDj(db: Db, dj: TFixtureDj, tag: string) {
  const { user } = await createDj(db, {
    user: { city: dj.city, country: dj.country, timezone: null },
    profile: {
      stageName: `${dj.stageName}${tag}`,
      genres: dj.genres,
      hourlyRateMinMinor: dj.rateMinor,
      currency: 'EUR',
      acceptsInPerson: dj.inPerson,
      acceptsRemoteVenues: dj.remoteVenues,
      acceptsRemotePrivate: dj.remotePrivate,
      acceptsCoStreaming: dj.coStreaming ?? false,
      preferredArtists: dj.listedArtists ?? [],
    },
  });
  for (const travel of dj.travels ?? []) await createAvailabilityPeriod(db, user.id, travel);
  for (const hour of dj.remoteHours ?? [])
    await createPerformanceHour(db, user.id, {
      dayOfWeek: weekdayNumber(hour.dayOfWeek),
      startTime: hour.startTime,
      endTime: hour.endTime,
      timezone: hour.timezone,
    });
  if (dj.tracklist)
    await createDjSet(db, user.id, {
      setType: 'tracklist',
      externalUrl: null,
      platform: 'other',
      tracklist: dj.tracklist.map((artist, index) => `${artist} - Track ${index + 1}`).join('\n'),
    });
  for (const artist of dj.follows ?? []) await createFavoriteArtist(db, user.id, artist);
  if (dj.featured)
    await db.insert(djFeatureRequests).values({
      djUserId: user.id,
      requestedAt: FIXTURE_NOW,
      featuredFrom: FIXTURE_NOW,
      featuredUntil: new Date(FIXTURE_NOW.getTime() + 30 * 60_000),
      cooldownUntil: new Date(FIXTURE_NOW.getTime() + 7 * 86_400_000),
    });
  return user.id;
}

/** Every fixture DJ stored; `tag` is appended to stage names (empty keeps the fixture's names). */
export async function seedMatchmakingFixture(db: Db, tag = ''): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const { user: pastCustomer } = await createVenue(db, { user: { city: 'Berlin', country: 'DE' } });
  for (const dj of FIXTURE_DJS) {
    ids[dj.key] = await seedDj(db, dj, tag);
    if (dj.track) await seedTrackRecord(db, ids[dj.key]!, pastCustomer.id, dj.track);
  }
  return ids;
}
