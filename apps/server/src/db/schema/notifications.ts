import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant } from './columns.ts';

/**
 * A browser's push subscription (docs/product/notifications.md): several devices per account. An endpoint belongs to
 * one account at a time: a browser that subscribes again for another account moves it. Removed when the push service
 * answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identity(),
    userId: cascadeRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    /** base64url, as the browser's PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    platform: text('platform'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    lastSuccessAt: instant('last_success_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * What an account wants to hear about (docs/product/notifications.md); no row: the defaults (everything on but new
 * features).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  djAvailableInCity: boolean('dj_available_in_city').notNull().default(true),
  requestResponses: boolean('request_responses').notNull().default(true),
  bookingUpdates: boolean('booking_updates').notNull().default(true),
  eventReminders: boolean('event_reminders').notNull().default(true),
  newFeatures: boolean('new_features').notNull().default(false),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * One notification for one account: an item of its notification centre, and what push and e-mail send. Unique per
 * account and source (`booking_event:<id>`, `reminder:24h:booking:<id>`, `dj_available:<period>`, `feature:<key>`),
 * so a source read twice notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identity(),
    userId: cascadeRef('user_id', () => users.id),
    sourceKey: text('source_key').notNull(),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (table) => [
    uniqueIndex('notifications_source_unique').on(table.userId, table.sourceKey),
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    check(
      'notifications_category_check',
      sql`${table.category} in ('djAvailableInCity', 'requestResponses', 'bookingUpdates', 'eventReminders', 'newFeatures')`,
    ),
  ],
);

/**
 * Sending one notification over one channel (push to every device of the account, or e-mail): exactly one row per
 * notification and channel. A sender takes due rows with a lease; a sender that dies gives them back when the lease
 * passes. `push_sent_to` lists the devices already reached, so a retry reaches only the others.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: identity(),
    notificationId: cascadeRef('notification_id', () => notifications.id),
    channel: text('channel').notNull(),
    /** pending, sent, skipped (preference off, no device), failed (given up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    leaseUntil: instant('lease_until'),
    pushSentTo: integer('push_sent_to')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_unique').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('notification_deliveries_channel_check', sql`${table.channel} in ('push', 'email')`),
    check(
      'notification_deliveries_status_check',
      sql`${table.status} in ('pending', 'sent', 'skipped', 'failed')`,
    ),
  ],
);

/** How far the scans of other sources got (the DJ availability periods already announced to their cities). */
export const notificationCursors = pgTable(
  'notification_cursors',
  {
    name: text('name').notNull(),
    position: integer('position').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name] })],
);
