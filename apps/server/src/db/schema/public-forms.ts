import { index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant } from './columns.ts';

/**
 * What visitors send through the public forms (docs/product/content.md). Addresses are kept as typed and also
 * normalized (trimmed, lower-cased) for the uniqueness the forms promise: one subscription, one waitlist entry per
 * address.
 */

export const newsletterStatus = pgEnum('newsletter_status', ['subscribed', 'unsubscribed']);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: identity(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    status: newsletterStatus('status').notNull().default('subscribed'),
    /** Random, unguessable; the unsubscribe link in every newsletter mail carries it. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    subscribedAt: instant('subscribed_at').notNull().defaultNow(),
    unsubscribedAt: instant('unsubscribed_at'),
    createdAt: createdAt(),
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
    id: identity(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    role: waitlistRole('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('waitlist_email_unique').on(table.emailNormalized)],
);

export const contactType = pgEnum('contact_type', ['general', 'support', 'legal']);

/** Stored before it is mailed: `mailed_at` stays empty if the team mail failed, so nothing accepted is lost. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identity(),
    referenceId: text('reference_id').notNull(),
    type: contactType('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    mailedAt: instant('mailed_at'),
  },
  (table) => [
    uniqueIndex('contact_messages_reference_unique').on(table.referenceId),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);

export const bugReports = pgTable(
  'bug_reports',
  {
    id: identity(),
    referenceId: text('reference_id').notNull(),
    issueType: text('issue_type').notNull(),
    accountType: text('account_type').notNull(),
    device: text('device').notNull(),
    description: text('description').notNull(),
    steps: text('steps').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    mailedAt: instant('mailed_at'),
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
    id: identity(),
    userId: cascadeRef('user_id', () => users.id),
    appleIdEmail: text('apple_id_email').notNull(),
    appleIdNormalized: text('apple_id_normalized').notNull(),
    createdAt: createdAt(),
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
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('captcha_redemptions_expires_idx').on(table.expiresAt)],
);
