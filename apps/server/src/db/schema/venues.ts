import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant, updatedAt } from './columns.ts';

const venueOwner = () => cascadeRef('venue_user_id', () => users.id);

/**
 * A venue's opening hours for one ISO weekday (Monday 1 … Sunday 7) on the venue's wall clock. A closing time
 * earlier than the opening time closes after midnight. No row for a day means the spec's default for it.
 */
export const venueOpeningHours = pgTable(
  'venue_opening_hours',
  {
    venueUserId: venueOwner(),
    dayOfWeek: smallint('day_of_week').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    openTime: time('open_time').notNull(),
    closeTime: time('close_time').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.venueUserId, table.dayOfWeek] }),
    check('venue_opening_hours_day_check', sql`${table.dayOfWeek} between 1 and 7`),
  ],
);

/** An event a venue hosts; remote events stream a DJ in, co-streamed events send the stream to other venues. */
export const venueEvents = pgTable(
  'venue_events',
  {
    id: identity(),
    venueUserId: venueOwner(),
    title: text('title').notNull(),
    /** The venue's local date and time of the start, with the zone they belong to. */
    eventDate: date('event_date').notNull(),
    eventTime: time('event_time').notNull(),
    timezone: text('timezone').notNull(),
    /** The start as an instant, derived from date, time and zone. */
    startsAt: instant('starts_at').notNull(),
    djName: text('dj_name').notNull(),
    description: text('description').notNull().default(''),
    isRemote: boolean('is_remote').notNull().default(false),
    coStreamEnabled: boolean('co_stream_enabled').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull().default(120),
    flyerImageUrl: text('flyer_image_url'),
    ticketUrl: text('ticket_url'),
    /** Integer minor units of `currency`. */
    ticketPriceMinor: integer('ticket_price_minor'),
    currency: text('currency').notNull().default('USD'),
    isPublic: boolean('is_public').notNull().default(true),
    /** Where the event takes place (the venue's city when created), for nearby searches. */
    city: text('city'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('venue_events_owner_date_idx').on(table.venueUserId, table.eventDate, table.eventTime),
    index('venue_events_public_starts_idx').on(table.isPublic, table.startsAt),
    check(
      'venue_events_remote_or_co_stream_check',
      sql`not (${table.isRemote} and ${table.coStreamEnabled})`,
    ),
  ],
);

/** The DJs who play a co-streamed event, each with a start time and length (the event form's coStreamDJs). */
export const venueEventCoStreamSlots = pgTable(
  'venue_event_co_stream_slots',
  {
    id: identity(),
    eventId: cascadeRef('event_id', () => venueEvents.id),
    position: smallint('position').notNull(),
    djName: text('dj_name').notNull(),
    startTime: time('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (table) => [uniqueIndex('venue_event_co_stream_slots_position_unique').on(table.eventId, table.position)],
);

/** Another venue invited to receive a co-streamed event, at a price it approves or declines. */
export const coStreamDestinations = pgTable(
  'co_stream_destinations',
  {
    id: identity(),
    eventId: cascadeRef('event_id', () => venueEvents.id),
    destinationVenueUserId: cascadeRef('destination_venue_user_id', () => users.id),
    /** Integer minor units of `currency` (default 19.99). */
    priceMinor: integer('price_minor').notNull().default(1999),
    currency: text('currency').notNull().default('USD'),
    /** pending → approved | declined, decided by the destination venue. */
    status: text('status').notNull().default('pending'),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('co_stream_destinations_event_venue_unique').on(table.eventId, table.destinationVenueUserId),
    index('co_stream_destinations_destination_idx').on(table.destinationVenueUserId, table.status),
  ],
);

/** DJs a venue or an enthusiast keeps as favorites, by name (linked to the DJ's account when one matches). */
export const favoriteDjs = pgTable(
  'favorite_djs',
  {
    id: identity(),
    userId: cascadeRef('user_id', () => users.id),
    djName: text('dj_name').notNull(),
    djUserId: integer('dj_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('favorite_djs_owner_name_unique').on(table.userId, sql`lower(${table.djName})`)],
);

/** Artists a user follows (the enthusiast's Favorites tab, the producer's DJ pool count). */
export const favoriteArtists = pgTable(
  'favorite_artists',
  {
    id: identity(),
    userId: cascadeRef('user_id', () => users.id),
    artistName: text('artist_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('favorite_artists_owner_name_unique').on(table.userId, sql`lower(${table.artistName})`),
  ],
);
