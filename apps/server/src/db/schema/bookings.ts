import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingRequests } from './booking.ts';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant, textList, updatedAt } from './columns.ts';

/**
 * A DJ's offer on a request that reached them, and its negotiation (decision record 029): the DJ proposes an hourly
 * rate, the side that received the latest proposal (`awaiting`) accepts, declines or counters. `hourly_rate_minor`
 * and `amount_minor` are the DJ's proposal; a counter (by either side) sets `counter_*` and turns the offer to
 * `negotiating`. One live offer (pending or negotiating) per DJ and request.
 */
export const bookingOffers = pgTable(
  'booking_offers',
  {
    id: identity(),
    requestId: cascadeRef('request_id', () => bookingRequests.id),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    /** pending, negotiating, accepted, declined, withdrawn (the request closed or another offer won). */
    status: text('status').notNull(),
    hourlyRateMinor: integer('hourly_rate_minor').notNull(),
    /** hourly rate × the request's duration, in the request's currency. */
    amountMinor: integer('amount_minor').notNull(),
    counterHourlyRateMinor: integer('counter_hourly_rate_minor'),
    counterAmountMinor: integer('counter_amount_minor'),
    /** Who counted last: 'dj' or 'customer' (null while only the DJ's first proposal stands). */
    counterBy: text('counter_by'),
    /** The side whose answer the offer waits for: 'customer' or 'dj'; null once final. */
    awaiting: text('awaiting'),
    message: text('message'),
    /** The DJ's terms the offer carries (the DJ's standard terms unless the offer or a DJ's counter set others). */
    paymentTerms: text('payment_terms').notNull().default('50_50'),
    cancellationNoticeHours: integer('cancellation_notice_hours').notNull().default(72),
    /** The spec's status line of the latest move ('Booking confirmed! Contract sent to DJ.', 'Counter offer declined.'). */
    statusMessage: text('status_message'),
    /** Optimistic concurrency: every move increments it. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('booking_offers_request_idx').on(table.requestId, table.id),
    index('booking_offers_dj_idx').on(table.djUserId, table.updatedAt),
    uniqueIndex('booking_offers_live_unique')
      .on(table.requestId, table.djUserId)
      .where(sql`${table.status} in ('pending', 'negotiating')`),
    check(
      'booking_offers_status_check',
      sql`${table.status} in ('pending', 'negotiating', 'accepted', 'declined', 'withdrawn')`,
    ),
    check(
      'booking_offers_awaiting_check',
      sql`${table.awaiting} is null or ${table.awaiting} in ('customer', 'dj')`,
    ),
    check(
      'booking_offers_counter_by_check',
      sql`${table.counterBy} is null or ${table.counterBy} in ('customer', 'dj')`,
    ),
    check('booking_offers_amounts_check', sql`${table.hourlyRateMinor} > 0 and ${table.amountMinor} > 0`),
    check(
      'booking_offers_payment_terms_check',
      sql`${table.paymentTerms} in ('50_50', 'upfront', 'after', '30_70')`,
    ),
    check('booking_offers_notice_check', sql`${table.cancellationNoticeHours} in (24, 48, 72, 168)`),
  ],
);

/**
 * A booking: a DJ's acceptance of a request (as asked, or of an offer), its agreed price and fee split
 * (docs/product/payments.md), its contract terms once the customer confirmed, and how it ended. One live booking per
 * request (the partial unique index): two accepts sent at once cannot both win. A DJ's cancellation ends the booking
 * and reopens the request, so a request may have several bookings over time, at most one of them not cancelled.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: identity(),
    requestId: cascadeRef('request_id', () => bookingRequests.id),
    offerId: integer('offer_id').references(() => bookingOffers.id, { onDelete: 'set null' }),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    customerUserId: cascadeRef('customer_user_id', () => users.id),
    /** awaiting_confirmation, awaiting_dj_agreement, confirmed, completed, cancelled, expired. */
    status: text('status').notNull(),
    hourlyRateMinor: integer('hourly_rate_minor').notNull(),
    currency: text('currency').notNull(),
    /** The agreed price the customer pays, and its split. */
    amountMinor: integer('amount_minor').notNull(),
    platformFeeMinor: integer('platform_fee_minor').notNull(),
    processingFeeMinor: integer('processing_fee_minor').notNull(),
    djPayoutMinor: integer('dj_payout_minor').notNull(),
    /**
     * The DJ's terms as the offer (or the DJ's standard terms, for a request accepted as asked) carried them; the
     * contract starts from them (decision record 029).
     */
    djPaymentTerms: text('dj_payment_terms').notNull().default('50_50'),
    djCancellationNoticeHours: integer('dj_cancellation_notice_hours').notNull().default(72),
    /**
     * Contract terms, set by the customer's confirmation: 50_50, upfront, after, 30_70. Other payment terms or
     * another notice than the DJ's wait for the DJ's agreement (`dj_agreed_at`).
     */
    paymentTerms: text('payment_terms'),
    /** The cancellation notice in hours: 72 (default), 48, 24 or 168. */
    cancellationNoticeHours: integer('cancellation_notice_hours'),
    equipmentProvided: textList('equipment_provided'),
    additionalTerms: text('additional_terms'),
    specialRequirements: text('special_requirements'),
    /** Who proposed the contract's terms ('dj': the DJ's own, 'customer': changed), and when each side agreed. */
    termsProposedBy: text('terms_proposed_by').notNull().default('dj'),
    customerAgreedAt: instant('customer_agreed_at'),
    djAgreedAt: instant('dj_agreed_at'),
    /** The DJ sent the customer's terms back: why and when (cleared once the customer confirms again). */
    termsDeclinedMessage: text('terms_declined_message'),
    termsDeclinedAt: instant('terms_declined_at'),
    confirmedAt: instant('confirmed_at'),
    /** How it ended when cancelled: by whom ('customer' or 'dj', and the user), when and why; charged or not. */
    cancelledAt: instant('cancelled_at'),
    cancelledByRole: text('cancelled_by_role'),
    cancelledByUserId: integer('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancellationChargeMinor: integer('cancellation_charge_minor'),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bookings_live_per_request_unique')
      .on(table.requestId)
      .where(
        sql`${table.status} in ('awaiting_confirmation', 'awaiting_dj_agreement', 'confirmed', 'completed')`,
      ),
    index('bookings_request_idx').on(table.requestId, table.id),
    index('bookings_dj_idx').on(table.djUserId, table.createdAt),
    index('bookings_customer_idx').on(table.customerUserId, table.createdAt),
    check(
      'bookings_status_check',
      sql`${table.status} in ('awaiting_confirmation', 'awaiting_dj_agreement', 'confirmed', 'completed', 'cancelled', 'expired')`,
    ),
    check(
      'bookings_payment_terms_check',
      sql`${table.paymentTerms} is null or ${table.paymentTerms} in ('50_50', 'upfront', 'after', '30_70')`,
    ),
    check(
      'bookings_notice_check',
      sql`${table.cancellationNoticeHours} is null or ${table.cancellationNoticeHours} in (24, 48, 72, 168)`,
    ),
    check(
      'bookings_dj_payment_terms_check',
      sql`${table.djPaymentTerms} in ('50_50', 'upfront', 'after', '30_70')`,
    ),
    check('bookings_dj_notice_check', sql`${table.djCancellationNoticeHours} in (24, 48, 72, 168)`),
    check('bookings_terms_proposed_by_check', sql`${table.termsProposedBy} in ('dj', 'customer')`),
    check(
      'bookings_cancelled_by_check',
      sql`${table.cancelledByRole} is null or ${table.cancelledByRole} in ('customer', 'dj')`,
    ),
    check('bookings_amounts_check', sql`${table.amountMinor} > 0 and ${table.djPayoutMinor} >= 0`),
  ],
);

/**
 * The DJ's payouts of a booking, per its payment terms: `upfront` at capture, `after_event` once the event ended
 * (one row for 100% upfront or after, two for 50/50 and 30/70; the two add up to the DJ's payout to the cent). Paid
 * through the gateway (a Stripe Connect transfer, or the test gateway's ledger) with an idempotency key per row.
 */
export const bookingPayouts = pgTable(
  'booking_payouts',
  {
    id: identity(),
    bookingId: cascadeRef('booking_id', () => bookings.id),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    dueAt: instant('due_at').notNull(),
    /** scheduled, paid, failed (retried), cancelled (the booking ended without a charge). */
    status: text('status').notNull().default('scheduled'),
    gateway: text('gateway').notNull(),
    transferId: text('transfer_id'),
    failureReason: text('failure_reason'),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('booking_payouts_kind_unique').on(table.bookingId, table.kind),
    index('booking_payouts_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} in ('scheduled', 'failed')`),
    index('booking_payouts_dj_idx').on(table.djUserId, table.dueAt),
    check('booking_payouts_kind_check', sql`${table.kind} in ('upfront', 'after_event')`),
    check(
      'booking_payouts_status_check',
      sql`${table.status} in ('scheduled', 'paid', 'failed', 'cancelled')`,
    ),
    check('booking_payouts_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);

/** A private calendar feed of an account's bookings: the URL carries the token, only its SHA-256 is stored. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_unique').on(table.tokenHash)],
);
