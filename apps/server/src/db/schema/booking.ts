import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant, textList } from './columns.ts';

/**
 * A booking request once submitted (drafts live only in the browser until their card is secured), with its place in
 * the lifecycle of packages/domain/src/booking (status and payment move together through its transitions), the
 * event as the customer gave it (an instant with the customer's IANA zone), what the card secures in minor units and
 * the gateway's ids. An intent serves one request only: both intent columns are unique.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: identity(),
    customerUserId: cascadeRef('customer_user_id', () => users.id),
    /** venue or enthusiast: which form sent it. */
    customerRole: text('customer_role').notNull(),
    /** The DJ a targeted request is aimed at; null: open to matching DJs from the start. */
    djUserId: integer('dj_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The DJ whose acceptance made the booking. */
    acceptedDjUserId: integer('accepted_dj_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    similarDjs: textList('similar_djs'),
    preferredGenres: textList('preferred_genres'),
    examplePlaylist: text('example_playlist'),
    eventAt: instant('event_at').notNull(),
    eventTimezone: text('event_timezone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    eventEndsAt: instant('event_ends_at').notNull(),
    performanceType: text('performance_type').notNull(),
    city: text('city'),
    country: text('country'),
    hourlyBudgetMinor: integer('hourly_budget_minor').notNull(),
    currency: text('currency').notNull(),
    /** What the card secures (customer_pays), and its split (docs/product/payments.md). */
    amountMinor: integer('amount_minor').notNull(),
    platformFeeMinor: integer('platform_fee_minor').notNull(),
    processingFeeMinor: integer('processing_fee_minor').notNull(),
    djPayoutMinor: integer('dj_payout_minor').notNull(),
    /** The agreed price once a DJ accepted. */
    chargeMinor: integer('charge_minor'),
    authorizationStrategy: text('authorization_strategy').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** An off-session authorization of the saved card was sent and its answer is not recorded yet. */
    offSessionPending: boolean('off_session_pending').notNull().default(false),
    /** The gateway's reason when authorizing the saved card failed (shown to the customer). */
    paymentError: text('payment_error'),
    /**
     * The saved card's off-session authorization failed (domain card-rescue.ts): its kind ('soft', 'authentication',
     * 'hard') and when; whether the one retry of a soft decline was sent and the customer reminded at T−48 h.
     */
    paymentDecline: text('payment_decline'),
    paymentFailedAt: instant('payment_failed_at'),
    authorizationRetried: boolean('authorization_retried').notNull().default(false),
    rescueReminded: boolean('rescue_reminded').notNull().default(false),
    /** Which gateway the ids below belong to ('test' or 'stripe'). */
    gateway: text('gateway').notNull(),
    paymentIntentId: text('payment_intent_id'),
    setupIntentId: text('setup_intent_id'),
    paymentMethodId: text('payment_method_id'),
    /** When the card the SetupIntent saved was detached from the customer at the gateway (no longer needed). */
    savedCardDetachedAt: instant('saved_card_detached_at'),
    idempotencyKey: text('idempotency_key'),
    routedAt: instant('routed_at').notNull(),
    sharedAt: instant('shared_at'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('booking_requests_customer_idx').on(table.customerUserId, table.createdAt),
    index('booking_requests_status_expires_idx').on(table.status, table.expiresAt),
    uniqueIndex('booking_requests_payment_intent_unique').on(table.paymentIntentId),
    uniqueIndex('booking_requests_setup_intent_unique').on(table.setupIntentId),
    uniqueIndex('booking_requests_idempotency_unique').on(table.customerUserId, table.idempotencyKey),
    check('booking_requests_customer_role_check', sql`${table.customerRole} in ('venue', 'enthusiast')`),
    check(
      'booking_requests_status_check',
      sql`${table.status} in ('routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed', 'completed', 'expired', 'cancelled')`,
    ),
    check(
      'booking_requests_payment_status_check',
      sql`${table.paymentStatus} in ('card_saved', 'authorized', 'captured', 'released', 'failed')`,
    ),
    check('booking_requests_performance_type_check', sql`${table.performanceType} in ('remote', 'onsite')`),
    check(
      'booking_requests_strategy_check',
      sql`${table.authorizationStrategy} in ('save_payment_method', 'authorize_now')`,
    ),
    check('booking_requests_gateway_check', sql`${table.gateway} in ('test', 'stripe')`),
    check(
      'booking_requests_amounts_check',
      sql`${table.amountMinor} > 0 and ${table.hourlyBudgetMinor} > 0 and ${table.durationMinutes} > 0`,
    ),
  ],
);

/** Which DJs a request reached, why and when; a DJ that declined (or lost it to another's acceptance) is hidden. */
export const bookingRequestRecipients = pgTable(
  'booking_request_recipients',
  {
    requestId: cascadeRef('request_id', () => bookingRequests.id),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    /** targeted (aimed at this DJ), matching (an open request), similar (shared after the targeted DJ). */
    reason: text('reason').notNull(),
    reachedAt: instant('reached_at').notNull(),
    hiddenAt: instant('hidden_at'),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.djUserId] }),
    index('booking_request_recipients_dj_idx').on(table.djUserId, table.reachedAt),
    check(
      'booking_request_recipients_reason_check',
      sql`${table.reason} in ('targeted', 'matching', 'similar')`,
    ),
  ],
);

/**
 * The outbox: one row per transition, written in the transaction of the new state; e-mail, push and live updates
 * are delivered from it by jobs, which set delivered_at.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: identity(),
    requestId: cascadeRef('request_id', () => bookingRequests.id),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    index('booking_events_request_idx').on(table.requestId, table.id),
    index('booking_events_undelivered_idx')
      .on(table.id)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/**
 * What POST /payment-authorize.php created: the intent, for whom, for how much, and for which event. A submit trusts
 * an intent only when this row binds it to the same customer and amount.
 */
export const bookingPaymentAuthorizations = pgTable(
  'booking_payment_authorizations',
  {
    intentId: text('intent_id').primaryKey(),
    kind: text('kind').notNull(),
    gateway: text('gateway').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    djUserId: integer('dj_user_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    hourlyRateMinor: integer('hourly_rate_minor').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    eventAt: instant('event_at').notNull(),
    strategy: text('strategy').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_payment_authorizations_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('booking_payment_authorizations_key_unique').on(table.userId, table.idempotencyKey),
    check(
      'booking_payment_authorizations_kind_check',
      sql`${table.kind} in ('payment_intent', 'setup_intent')`,
    ),
  ],
);
