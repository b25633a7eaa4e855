import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant, textList } from './columns.ts';

/** A set a DJ announces ("Announce Next DJ Set"): shown as the upcoming set on the public profile. */
export const djEvents = pgTable(
  'dj_events',
  {
    id: identity(),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: instant('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    eventType: text('event_type').notNull().default('dj_set'),
    isCoStreamingAvailable: boolean('is_co_streaming_available').notNull().default(true),
    genres: textList('genres'),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [index('dj_events_owner_start_idx').on(table.djUserId, table.startTime)],
);

/** Each "request featuring" of a DJ: granted requests feature the DJ from `featured_from` to `featured_until`. */
export const djFeatureRequests = pgTable(
  'dj_feature_requests',
  {
    id: identity(),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    requestedAt: instant('requested_at').notNull(),
    status: text('status').notNull().default('granted'),
    featuredFrom: instant('featured_from'),
    featuredUntil: instant('featured_until'),
    /** The next request is accepted from this instant on. */
    cooldownUntil: instant('cooldown_until').notNull(),
  },
  (table) => [
    index('dj_feature_requests_owner_idx').on(table.djUserId, table.requestedAt),
    index('dj_feature_requests_featured_idx').on(table.featuredUntil),
  ],
);
