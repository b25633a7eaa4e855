import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingRequests } from './booking.ts';
import { bookingPayouts, bookings } from './bookings.ts';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant, textList } from './columns.ts';

/**
 * A party's review of the other after a completed booking (decision record 034): one per booking and author, 1–5
 * stars and text. Double-blind: published when both parties wrote theirs or the 14-day window closed, which is worked
 * out from the booking's completion when read (no timer). The reviewed party answers once. An operator may remove it
 * after a report (`removed_at`): it is kept, no longer shown.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: identity(),
    bookingId: cascadeRef('booking_id', () => bookings.id),
    authorUserId: cascadeRef('author_user_id', () => users.id),
    subjectUserId: cascadeRef('subject_user_id', () => users.id),
    /** customer (reviews the DJ) or dj (reviews the customer). */
    authorSide: text('author_side').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_booking_author_unique').on(table.bookingId, table.authorUserId),
    index('reviews_subject_idx').on(table.subjectUserId, table.createdAt),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_author_side_check', sql`${table.authorSide} in ('customer', 'dj')`),
  ],
);

/**
 * The conversation between a request's customer and one DJ it reached; the booking between them continues it. One per
 * request and DJ.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: identity(),
    requestId: cascadeRef('request_id', () => bookingRequests.id),
    customerUserId: cascadeRef('customer_user_id', () => users.id),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    lastMessageAt: instant('last_message_at'),
    /** When each party last read the conversation: the other's messages after it are unread. */
    customerReadAt: instant('customer_read_at'),
    djReadAt: instant('dj_read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('message_threads_request_dj_unique').on(table.requestId, table.djUserId),
    index('message_threads_customer_idx').on(table.customerUserId),
    index('message_threads_dj_idx').on(table.djUserId),
  ],
);

/**
 * A message as its sender wrote it (masking happens when it is read by the other party). Kept for good: an edit within
 * 5 minutes keeps the earlier texts in `previous_bodies`; an operator's removal sets `removed_at`.
 */
export const messages = pgTable(
  'messages',
  {
    id: identity(),
    threadId: cascadeRef('thread_id', () => messageThreads.id),
    senderUserId: cascadeRef('sender_user_id', () => users.id),
    body: text('body').notNull(),
    previousBodies: textList('previous_bodies'),
    editedAt: instant('edited_at'),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('messages_thread_idx').on(table.threadId, table.id)],
);

/**
 * A report of a review or a message, for the operators to moderate: one per target and reporter; resolved by removing
 * the content or keeping it.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: identity(),
    /** review or message. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reporterUserId: cascadeRef('reporter_user_id', () => users.id),
    reason: text('reason').notNull(),
    /** open or resolved. */
    status: text('status').notNull().default('open'),
    /** removed or kept. */
    resolution: text('resolution'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: instant('resolved_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('content_reports_target_reporter_unique').on(
      table.targetType,
      table.targetId,
      table.reporterUserId,
    ),
    index('content_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('content_reports_target_check', sql`${table.targetType} in ('review', 'message')`),
    check('content_reports_status_check', sql`${table.status} in ('open', 'resolved')`),
    check(
      'content_reports_resolution_check',
      sql`${table.resolution} is null or ${table.resolution} in ('removed', 'kept')`,
    ),
  ],
);

/**
 * A dispute over a charged booking (one per booking): who opened it, why, the other party's answer, and the
 * operator's decision with its refund split (minor units; the DJ's share plus the platform's is the refund) and the
 * gateway's refund id once the refund went through.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: identity(),
    bookingId: cascadeRef('booking_id', () => bookings.id),
    openedByUserId: cascadeRef('opened_by_user_id', () => users.id),
    /** customer or dj. */
    openedBySide: text('opened_by_side').notNull(),
    reason: text('reason').notNull(),
    statement: text('statement').notNull(),
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    /** open, answered, decided. */
    status: text('status').notNull().default('open'),
    /** What the card was charged when the dispute opened. */
    chargedMinor: integer('charged_minor').notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome'),
    refundMinor: integer('refund_minor'),
    djShareMinor: integer('dj_share_minor'),
    platformShareMinor: integer('platform_share_minor'),
    decisionNote: text('decision_note'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    refundId: text('refund_id'),
    refundedAt: instant('refunded_at'),
    /** Failed attempts of the decision's gateway part (refund and reversals), retried with backoff by a job. */
    settleAttempts: integer('settle_attempts').notNull().default(0),
    /** The gateway's words at the last failed attempt; null once it went through. */
    settleError: text('settle_error'),
    /** When the last attempt failed and the operators were alerted; null while retries go on or after success. */
    settleAlertedAt: instant('settle_alerted_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('disputes_booking_unique').on(table.bookingId),
    index('disputes_status_idx').on(table.status, table.createdAt),
    check('disputes_side_check', sql`${table.openedBySide} in ('customer', 'dj')`),
    check('disputes_status_check', sql`${table.status} in ('open', 'answered', 'decided')`),
    check(
      'disputes_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('full_refund', 'partial_refund', 'no_refund')`,
    ),
    check(
      'disputes_split_check',
      sql`${table.refundMinor} is null or (${table.refundMinor} >= 0 and ${table.refundMinor} <= ${table.chargedMinor} and ${table.djShareMinor} + ${table.platformShareMinor} = ${table.refundMinor})`,
    ),
  ],
);

/**
 * How a dispute's refund changed the DJ's payouts: an unpaid part reduced (`reduced`, done at once) or a paid
 * transfer reversed (`reversed`, done once the gateway's reversal id is recorded).
 */
export const payoutAdjustments = pgTable(
  'payout_adjustments',
  {
    id: identity(),
    disputeId: cascadeRef('dispute_id', () => disputes.id),
    payoutId: cascadeRef('payout_id', () => bookingPayouts.id),
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    reversalId: text('reversal_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payout_adjustments_dispute_payout_unique').on(table.disputeId, table.payoutId),
    check('payout_adjustments_kind_check', sql`${table.kind} in ('reduced', 'reversed')`),
    check('payout_adjustments_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** A suspended account: it cannot sign in, is not found in search and cannot be booked. Restoring deletes the row. */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedByUserId: integer('suspended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: instant('suspended_at').notNull(),
});

/** Every operator action, with who did it (their e-mail kept as it was), on what, and the details. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: identity(),
    operatorUserId: integer('operator_user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    /** user, booking, dispute, report. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('operator_audit_target_idx').on(table.targetType, table.targetId, table.id),
    index('operator_audit_created_idx').on(table.createdAt),
  ],
);
