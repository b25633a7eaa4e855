import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What visitors send through the public forms (docs/product/content.md). Addresses are kept as typed and also
 * normalized (trimmed, lower-cased) for the uniqueness the forms promise: one subscription, one waitlist entry per
 * address.
 */

export const newsletterStatus = pgEnum('newsletter_status', ['subscribed', 'unsubscribed']);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    status: newsletterStatus('status').notNull().default('subscribed'),
    /** Random, unguessable; the unsubscribe link in every newsletter mail carries it. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_email_unique').on(table.emailNormalized),
    uniqueIndex('newsletter_unsubscribe_token_unique').on(table.unsubscribeToken),
  ],
);

export const waitlistRole = pgEnum('waitlist_role', ['dj', 'tour-manager', 'venue-manager']);

export const waitlistSignups = pgTable(
  'waitlist_signups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    role: waitlistRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('waitlist_email_unique').on(table.emailNormalized)],
);

export const contactType = pgEnum('contact_type', ['general', 'support', 'legal']);

/** Stored before it is mailed: `mailed_at` stays empty if the team mail failed, so nothing accepted is lost. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referenceId: text('reference_id').notNull(),
    type: contactType('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contact_messages_reference_unique').on(table.referenceId),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);

export const bugReports = pgTable(
  'bug_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referenceId: text('reference_id').notNull(),
    issueType: text('issue_type').notNull(),
    accountType: text('account_type').notNull(),
    device: text('device').notNull(),
    description: text('description').notNull(),
    steps: text('steps').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bug_reports_reference_unique').on(table.referenceId),
    index('bug_reports_created_idx').on(table.createdAt),
  ],
);

/** macOS TestFlight beta requests; one row per account and Apple ID. */
export const appDownloadRequests = pgTable(
  'app_download_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appleIdEmail: text('apple_id_email').notNull(),
    appleIdNormalized: text('apple_id_normalized').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('app_download_requests_user_apple_id_unique').on(table.userId, table.appleIdNormalized),
  ],
);

/** Captcha tokens already spent: a token is accepted once; rows are useless (and pruned) once expired. */
export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_redemptions_expires_idx').on(table.expiresAt)],
);
