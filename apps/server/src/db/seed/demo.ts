import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { convertTracklist } from '@cuepoint/domain/tracklists/formats';
import { formatTimestamp } from '@cuepoint/domain/tracklists/time';
import { defaultAnnouncedSetTitle } from '@cuepoint/domain/djs/announced-set-rules';
import type { TImageUsageType } from '@cuepoint/domain/djs/images';
import type { Db } from '../client.ts';
import type { Services } from '../../services.ts';
import { users } from '../schema/users.ts';
import {
  createAvailabilityPeriod,
  createDj,
  createDjEvent,
  createDjSet,
  createPerformanceHour,
} from './factories.ts';
import { demoImagePng } from './demo-images.ts';
import { DEMO_DJS, type DemoDj } from './demo-djs.ts';
import { uploadDjImage } from '../../modules/media/images/upload-service.ts';
import { seedDemoVenuesAndEnthusiasts, type DemoVenueSeedReport } from './demo-venue-seed.ts';
import { seedDemoVenueEvents, type DemoVenueEventsReport } from './demo-venue-events.ts';
import { DAY_MS } from '@cuepoint/domain/time/durations';
import { seedDemoRoster, type DemoRosterReport } from './demo-roster-seed.ts';

/**
 * Demo content for a fresh embedded install, so the home page has something to play and every part of a DJ's page
 * has something to show, and demo venues and music enthusiasts (demo-venue-seed.ts) fill their dashboards. Every demo account is flagged is_demo (the UI labels it "Demo"), uses an unroutable
 * example.test address and cannot sign in; each bio says it is a demo profile. The sets point at long-running
 * public pages on each platform that their players embed; tracklist-only sets are parsed by the tracklist
 * converters. Dates (set times, travel, the announced set) count from the injected clock.
 */

const IMAGE_USAGES: TImageUsageType[] = ['profile', 'banner'];

/** Where a touring demo DJ is now: the first days of their trip. */
function currentPlace(dj: DemoDj): { city: string; country: string } {
  return dj.availabilityType === 'touring'
    ? { city: dj.travel.city, country: dj.travel.country }
    : { city: dj.city, country: dj.country };
}

/** The tracks the converter reads from a 1001Tracklists-style list, as sets keep them. */
export function demoTracks(tracklist: string) {
  const result = convertTracklist('1001tracklists', tracklist);
  return result.tracks.map((track) => ({
    artist: track.artist,
    title: track.track,
    start: result.startTimes === 'none' ? null : formatTimestamp(track.startSeconds),
  }));
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return Number(row?.total ?? 0) === 0;
}

export type DemoSeedReport = {
  djs: number;
  sets: number;
  images: number;
  performanceHours: number;
  travelPeriods: number;
  announcedSets: number;
} & DemoVenueSeedReport &
  DemoVenueEventsReport &
  DemoRosterReport;

export async function seedDemoContent(services: Services, log: FastifyBaseLogger): Promise<DemoSeedReport> {
  const now = services.clock.now();
  const report: DemoSeedReport = {
    djs: 0,
    sets: 0,
    images: 0,
    performanceHours: 0,
    travelPeriods: 0,
    announcedSets: 0,
    venues: 0,
    venueBanners: 0,
    enthusiasts: 0,
    favoriteDjs: 0,
    favoriteArtists: 0,
    venueEvents: 0,
    coStreamDestinations: 0,
    flyers: 0,
    rosterDjs: 0,
    pastBookings: 0,
    reviews: 0,
  };
  // The images take the uploads' own path: checked by content, re-encoded to WebP, stored, put on the profile.
  // Each DJ's start as soon as their profile exists, while the next DJ's rows are written.
  const uploads: Promise<void>[] = [];
  // sharp draws and encodes off the main thread, so this overlaps the next DJ's rows.
  const uploadArtwork = async (userId: number, index: number) => {
    for (const usage of IMAGE_USAGES) {
      const bytes = await demoImagePng(usage, DEMO_DJS[index]!.palette, index + 1);
      await uploadDjImage(services, log, userId, { bytes, truncated: false, usage });
      report.images += 1;
    }
  };
  try {
    await seedRows(services, now, report, (userId, index) => uploads.push(uploadArtwork(userId, index)));
    // Venues and enthusiasts after the DJs, so their favorites link to the demo DJs' pages.
    const venueIds = await seedDemoVenuesAndEnthusiasts(services, log, now, report, (upload) =>
      uploads.push(upload),
    );
    // Their events (co-streamed between them) once every demo venue exists.
    await seedDemoVenueEvents(services, log, venueIds, report);
    // The wider roster, and past bookings with the venues both sides reviewed (demo-roster.ts).
    await seedDemoRoster(services.database.db, now, [...venueIds.values()], report);
  } catch (error) {
    // No upload is left running (or failing unobserved) after a failed seed.
    await Promise.allSettled(uploads);
    throw error;
  }
  await Promise.all(uploads);
  return report;
}

/** The rows of every demo DJ; `profileReady` is called once each DJ's profile exists. */
async function seedRows(
  services: Services,
  now: Date,
  report: DemoSeedReport,
  profileReady: (userId: number, index: number) => void,
) {
  const db = services.database.db;
  for (const [index, dj] of DEMO_DJS.entries()) {
    const place = currentPlace(dj);
    const { user } = await createDj(db, {
      user: {
        email: `demo-${index + 1}@example.test`,
        displayName: dj.stageName,
        city: dj.city,
        country: dj.country,
        timezone: dj.timezone,
        isDemo: true,
      },
      profile: {
        stageName: dj.stageName,
        slug: dj.stageName.toLowerCase().replace(/\s+/g, '-'),
        genres: dj.genres,
        bio: dj.bio,
        currency: dj.currency,
        hourlyRateMinMinor: dj.hourlyRate * 100,
        acceptsInPerson: dj.flags.inPerson,
        acceptsCoStreaming: dj.flags.coStreaming,
        acceptsRemoteVenues: dj.flags.remoteVenues,
        acceptsRemotePrivate: dj.flags.remotePrivate,
        websiteUrl: dj.socialLinks['website'] ?? null,
        socialLinks: dj.socialLinks,
        currentCity: place.city,
        currentCountry: place.country,
        availabilityType: dj.availabilityType,
        updatedAt: now,
      },
    });
    profileReady(user.id, index);
    report.djs += 1;
    for (const [setIndex, set] of dj.sets.entries()) {
      // Spread creation times so "newest first" has a stable, meaningful order.
      const createdAt = new Date(now.getTime() - (index * 3 + setIndex) * DAY_MS);
      await createDjSet(
        db,
        user.id,
        'externalUrl' in set
          ? { title: set.title, externalUrl: set.externalUrl, createdAt, updatedAt: createdAt }
          : {
              title: set.title,
              setType: 'tracklist',
              platform: 'other',
              externalUrl: null,
              tracklist: set.tracklist,
              tracklistTracks: demoTracks(set.tracklist),
              createdAt,
              updatedAt: createdAt,
            },
      );
      report.sets += 1;
    }
    for (const [day, startTime, endTime] of dj.hours) {
      await createPerformanceHour(db, user.id, { dayOfWeek: day, startTime, endTime, timezone: dj.timezone });
      report.performanceHours += 1;
    }
    const from = new Date(now.getTime() + dj.travel.inDays * DAY_MS);
    await createAvailabilityPeriod(db, user.id, {
      fromDate: from.toISOString().slice(0, 10),
      toDate: new Date(from.getTime() + dj.travel.days * DAY_MS).toISOString().slice(0, 10),
      country: dj.travel.country,
      city: dj.travel.city,
      technicalNeeds: 'Two CDJ-3000s and a DJM-900, or a four-channel controller',
    });
    report.travelPeriods += 1;
    const day = new Date(now.getTime() + dj.announced.inDays * DAY_MS);
    day.setUTCHours(dj.announced.hourUtc, 0, 0, 0);
    await createDjEvent(db, user.id, {
      title: defaultAnnouncedSetTitle(dj.stageName),
      description: `A ${dj.announced.minutes}-minute ${dj.genres.join(' and ').toLowerCase()} set, streamed live.`,
      startTime: day,
      durationMinutes: dj.announced.minutes,
      genres: dj.genres.slice(0, 4),
      isCoStreamingAvailable: dj.flags.coStreaming,
      createdAt: now,
    });
    report.announcedSets += 1;
  }
}
