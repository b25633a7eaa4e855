import type { FastifyBaseLogger } from 'fastify';
import { CALENDAR_MESSAGES, CALENDAR_TOKEN_PATTERN } from '@cuepoint/domain/booking/live-updates-api';
import { countryName } from '@cuepoint/domain/catalog/country-list';
import { djTitle } from '@cuepoint/domain/djs/dj-title';
import type { Clock } from '../../../adapters/clock.ts';
import { notFound, unprocessable } from '../../../http/app-error.ts';
import type { CalendarBookingRow, CalendarStore } from './calendar-store.ts';
import { feedToken, hashFeedToken } from './feed-tokens.ts';
import { buildCalendar, type IcsEvent } from './ics.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

const IN_CALENDAR = new Set(['confirmed', 'completed']);

export type CalendarViewer = { id: number; userType: string };

function hours(row: CalendarBookingRow): string {
  const value = Math.round(((row.eventEndsAt.getTime() - row.eventAt.getTime()) / HOUR_MS) * 100) / 100;
  return `${value} hour${value === 1 ? '' : 's'}`;
}

export function locationOf(
  row: Pick<
    CalendarBookingRow,
    'performanceType' | 'city' | 'country' | 'status' | 'customerRole' | 'venueAddress'
  >,
): string {
  if (row.performanceType === 'remote') return CALENDAR_MESSAGES.remote;
  const country = row.country ? (countryName(row.country) ?? row.country) : null;
  const place = [row.city, country].filter(Boolean).join(', ');
  // A venue's on-site event is at the venue: its address once the booking is confirmed, as the booking shows it.
  const address = IN_CALENDAR.has(row.status) && row.customerRole === 'venue' ? row.venueAddress : null;
  if (!address) return place;
  const cityNamed = !!row.city && address.toLowerCase().includes(row.city.toLowerCase());
  return [address, cityNamed ? null : row.city, country].filter(Boolean).join(', ');
}

/** The booking's own page: each party reads it there (GET /bookings/{id} behind it). */
export function bookingPageUrl(publicUrl: string, bookingId: number): string {
  return `${publicUrl}/bookings/${bookingId}`;
}

/** One booking as an entry of the viewer's calendar: the other party's name in the title, a link to the booking. */
export function bookingEvent(row: CalendarBookingRow, viewerId: number, publicUrl: string): IcsEvent {
  const asDj = row.djUserId === viewerId;
  const cancelled = row.status === 'cancelled';
  const summary = `${cancelled ? 'Cancelled: ' : ''}${asDj ? `DJ set for ${row.customerName}` : djTitle(row.djName)}`;
  const url = bookingPageUrl(publicUrl, row.id);
  const lines = [
    row.description,
    '',
    asDj ? `Booked by: ${row.customerName}` : `DJ: ${row.djName}`,
    `Duration: ${hours(row)}`,
    row.performanceType === 'remote' ? 'Performance: remote (live stream)' : 'Performance: on site',
    ...(row.equipmentProvided.length ? [`Equipment provided: ${row.equipmentProvided.join(', ')}`] : []),
    ...(row.specialRequirements ? [`Special requirements: ${row.specialRequirements}`] : []),
    ...(cancelled ? ['This booking was cancelled.'] : []),
    '',
    `Booking ${row.id} on Cuepoint: ${url}`,
  ];
  return {
    uid: `booking-${row.id}@cuepoint`,
    start: row.eventAt,
    end: row.eventEndsAt,
    summary,
    location: locationOf(row),
    description: lines.join('\n'),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
    lastModified: row.updatedAt,
    url,
  };
}

/**
 * Calendars of bookings (issue 7 of the offers work): a booking's .ics download for either party, and a private feed
 * per account that calendar apps subscribe to without a session.
 */
export function createCalendarService(deps: {
  store: CalendarStore;
  clock: Clock;
  key: Buffer;
  publicUrl: string;
  apiPrefix: string;
  log: FastifyBaseLogger;
}) {
  const { store, clock, key } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const urlOf = (token: string) => `${publicUrl}${deps.apiPrefix}/calendar/${token}.ics`;

  const calendarFor = (viewer: CalendarViewer, rows: CalendarBookingRow[], name: string) =>
    buildCalendar({
      name,
      stamp: clock.now(),
      events: rows.map((row) => bookingEvent(row, viewer.id, publicUrl)),
    });

  return {
    /** GET /bookings/{id}/calendar.ics: a confirmed or completed booking of the viewer (or one cancelled since). */
    async bookingCalendar(viewer: CalendarViewer, bookingId: number): Promise<string> {
      const row = await store.bookingOf(viewer.id, bookingId);
      if (!row) throw notFound('Booking not found');
      const wasConfirmed = row.status === 'cancelled' && row.confirmedAt !== null;
      if (!IN_CALENDAR.has(row.status) && !wasConfirmed)
        throw unprocessable(CALENDAR_MESSAGES.bookingNotInCalendar);
      return calendarFor(viewer, [row], 'Cuepoint booking');
    },

    /** GET /calendar/feed: the account's feed address, created on first ask and the same afterwards. */
    async feedUrl(viewer: CalendarViewer): Promise<string> {
      const existing = await store.feedOf(viewer.id);
      if (!existing) {
        const now = clock.now();
        const row = await store.createFeed(viewer.id, hashFeedToken(feedToken(key, viewer.id, now)), now);
        return urlOf(feedToken(key, viewer.id, row.createdAt));
      }
      const token = feedToken(key, viewer.id, existing.createdAt);
      if (hashFeedToken(token) !== existing.tokenHash) {
        // The key changed (a new SESSION_SECRET, a new data directory): the old address cannot be shown again.
        deps.log.warn({ userId: viewer.id }, 'calendar feed key changed: the feed gets a new address');
        return this.rotate(viewer);
      }
      return urlOf(token);
    },

    /** POST /calendar/feed/rotate: a new address; the old one answers 404 from now on. */
    async rotate(viewer: CalendarViewer): Promise<string> {
      const existing = await store.feedOf(viewer.id);
      let now = clock.now();
      if (existing && now.getTime() <= existing.createdAt.getTime())
        now = new Date(existing.createdAt.getTime() + 1);
      const token = feedToken(key, viewer.id, now);
      await store.replaceFeed(viewer.id, hashFeedToken(token), now);
      return urlOf(token);
    },

    /** GET /calendar/{token}.ics: the feed, found by its token alone. */
    async feed(token: string): Promise<string> {
      if (!CALENDAR_TOKEN_PATTERN.test(token)) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      const owner = await store.userByTokenHash(hashFeedToken(token));
      if (!owner) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      const viewer = { id: owner.userId, userType: owner.userType };
      return calendarFor(viewer, await store.feedBookings(owner.userId), 'Cuepoint bookings');
    },
  };
}
