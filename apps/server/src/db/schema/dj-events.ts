import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/** A set a DJ announces ("Announce Next DJ Set"): shown as the upcoming set on the public profile. */
export const djEvents = pgTable(
  'dj_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    djUserId: integer('dj_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    eventType: text('event_type').notNull().default('dj_set'),
    isCoStreamingAvailable: boolean('is_co_streaming_available').notNull().default(true),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dj_events_owner_start_idx').on(table.djUserId, table.startTime)],
);

/** Each "request featuring" of a DJ: granted requests feature the DJ from `featured_from` to `featured_until`. */
export const djFeatureRequests = pgTable(
  'dj_feature_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    djUserId: integer('dj_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('granted'),
    featuredFrom: timestamp('featured_from', { withTimezone: true }),
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    /** The next request is accepted from this instant on. */
    cooldownUntil: timestamp('cooldown_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('dj_feature_requests_owner_idx').on(table.djUserId, table.requestedAt),
    index('dj_feature_requests_featured_idx').on(table.featuredUntil),
  ],
);
