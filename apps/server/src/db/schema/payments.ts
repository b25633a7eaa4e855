import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, instant, updatedAt } from './columns.ts';

/** Which gateway an id belongs to ('test' or 'stripe'): Stripe's ids mean nothing to the test gateway, and back. */
const gateway = () => text('gateway').notNull();
const gatewayCheck = (name: string, column: unknown) => check(name, sql`${column} in ('test', 'stripe')`);

/** A test gateway object's metadata, the idempotency key it was created under with that request's hash, and when. */
const createdOnce = () => ({
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  createdAt: createdAt(),
});

/** The gateway's customer (`cus_…`) of an account, created on its first payment; saved cards belong to it. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: cascadeRef('user_id', () => users.id),
    gateway: gateway(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gateway] }),
    uniqueIndex('payment_customers_ref_unique').on(table.gateway, table.customerRef),
    gatewayCheck('payment_customers_gateway_check', table.gateway),
  ],
);

/**
 * A DJ's connected account (Stripe Connect, `acct_…`) as the gateway last reported it: destination charges pay the
 * DJ directly only while charges are enabled on it (`dj_has_stripe`).
 */
export const paymentConnectedAccounts = pgTable(
  'payment_connected_accounts',
  {
    userId: cascadeRef('user_id', () => users.id),
    gateway: gateway(),
    accountRef: text('account_ref').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gateway] }),
    uniqueIndex('payment_connected_accounts_ref_unique').on(table.gateway, table.accountRef),
    gatewayCheck('payment_connected_accounts_gateway_check', table.gateway),
  ],
);

/** Gateway events already processed, by the gateway's event id (`evt_…`): a redelivery is acknowledged, not redone. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull(),
});

/** Stripe's shape of a failed attempt (`last_payment_error` / `last_setup_error`). */
export type TestGatewayError = {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
};

/** What a test card does when it is charged (test gateway, adapters/payments/test-gateway/test-cards.ts). */
export const TEST_CARD_BEHAVIOURS = [
  'succeeds',
  'declined',
  'insufficient_funds',
  'live_card_declined',
  'always_authenticate',
  'authenticate_unless_set_up',
  'decline_after_attach',
] as const;

/** The test gateway's payment methods (`pm_…`): a test card, attached to a customer once a SetupIntent saved it. */
export const testGatewayPaymentMethods = pgTable(
  'test_gateway_payment_methods',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    behaviour: text('behaviour', { enum: TEST_CARD_BEHAVIOURS }).notNull(),
    /** The customer it is saved to (usable off-session); null for a card used once. */
    customerRef: text('customer_ref'),
    /** When an unattached card was used: like Stripe's, it cannot be used again. */
    consumedAt: instant('consumed_at'),
    /** When it was detached from its customer (Stripe's detach): it can never be used again. */
    detachedAt: instant('detached_at'),
    /** The customer it was detached from (the ledger keeps whose card it was). */
    detachedFromCustomerRef: text('detached_from_customer_ref'),
    createdAt: createdAt(),
  },
  (table) => [
    index('test_gateway_payment_methods_customer_idx').on(table.customerRef),
    check(
      'test_gateway_payment_methods_behaviour_check',
      sql`${table.behaviour} in ('succeeds', 'declined', 'insufficient_funds', 'live_card_declined', 'always_authenticate', 'authenticate_unless_set_up', 'decline_after_attach')`,
    ),
    check('test_gateway_payment_methods_exp_month_check', sql`${table.expMonth} between 1 and 12`),
  ],
);

/**
 * The test gateway's PaymentIntents (`pi_…`) and SetupIntents (`seti_…`) with Stripe's statuses. Amount, currency,
 * customer, capture method, destination and fee are written once, at creation.
 */
export const testGatewayIntents = pgTable(
  'test_gateway_intents',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['payment_intent', 'setup_intent'] }).notNull(),
    status: text('status').notNull(),
    /** Minor units; null for a SetupIntent. */
    amountMinor: integer('amount_minor'),
    amountCapturableMinor: integer('amount_capturable_minor').notNull().default(0),
    amountReceivedMinor: integer('amount_received_minor').notNull().default(0),
    /** ISO 4217, upper case; null for a SetupIntent. */
    currency: text('currency'),
    customerRef: text('customer_ref'),
    paymentMethodId: text('payment_method_id').references(() => testGatewayPaymentMethods.id),
    captureMethod: text('capture_method', { enum: ['manual', 'automatic'] }),
    /** SetupIntent: what the saved card is for ('off_session'). */
    usage: text('usage', { enum: ['off_session', 'on_session'] }),
    /** A PaymentIntent confirmed by the server with a saved card while the customer is away. */
    offSession: boolean('off_session').notNull().default(false),
    clientSecret: text('client_secret').notNull(),
    lastError: jsonb('last_error').$type<TestGatewayError>(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Connect destination charge: the DJ's account and the platform's fee. */
    destinationAccountRef: text('destination_account_ref'),
    applicationFeeMinor: integer('application_fee_minor'),
    cancellationReason: text('cancellation_reason'),
    /** The creating request's key and a hash of its parameters: a retry answers the same intent. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('test_gateway_intents_idempotency_unique').on(table.idempotencyKey),
    index('test_gateway_intents_customer_idx').on(table.customerRef),
    check(
      'test_gateway_intents_status_check',
      sql`${table.status} in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled')`,
    ),
    check(
      'test_gateway_intents_payment_check',
      sql`(${table.kind} = 'payment_intent' and ${table.amountMinor} > 0 and ${table.currency} ~ '^[A-Z]{3}$') or (${table.kind} = 'setup_intent' and ${table.amountMinor} is null and ${table.status} <> 'requires_capture')`,
    ),
    check(
      'test_gateway_intents_amounts_check',
      sql`${table.amountCapturableMinor} >= 0 and ${table.amountReceivedMinor} >= 0 and ${table.applicationFeeMinor} >= 0`,
    ),
  ],
);

/**
 * The test gateway's ledger of transfers to DJs' connected accounts (`tr_…`), as Stripe Connect transfers: an
 * amount in a currency to a destination, optionally funded by a charge (`source_intent_id`), created once per
 * idempotency key. Reversals are test_gateway_transfer_reversals.
 */
export const testGatewayTransfers = pgTable(
  'test_gateway_transfers',
  {
    id: text('id').primaryKey(),
    destinationAccountRef: text('destination_account_ref').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    sourceIntentId: text('source_intent_id'),
    transferGroup: text('transfer_group'),
    ...createdOnce(),
  },
  (table) => [
    uniqueIndex('test_gateway_transfers_idempotency_unique').on(table.idempotencyKey),
    index('test_gateway_transfers_destination_idx').on(table.destinationAccountRef, table.createdAt),
    check('test_gateway_transfers_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The test gateway's refunds (`re_…`) of captured PaymentIntents, as Stripe refunds: together at most what the intent
 * received, created once per idempotency key.
 */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testGatewayIntents.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    ...createdOnce(),
  },
  (table) => [
    uniqueIndex('test_gateway_refunds_idempotency_unique').on(table.idempotencyKey),
    index('test_gateway_refunds_intent_idx').on(table.intentId),
    check('test_gateway_refunds_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The test gateway's transfer reversals (`trr_…`), as Stripe's: money taken back from a connected account's transfer,
 * together at most the transfer's amount, once per idempotency key.
 */
export const testGatewayTransferReversals = pgTable(
  'test_gateway_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => testGatewayTransfers.id),
    amountMinor: integer('amount_minor').notNull(),
    ...createdOnce(),
  },
  (table) => [
    uniqueIndex('test_gateway_transfer_reversals_idempotency_unique').on(table.idempotencyKey),
    index('test_gateway_transfer_reversals_transfer_idx').on(table.transferId),
    check('test_gateway_transfer_reversals_amount_check', sql`${table.amountMinor} > 0`),
  ],
);
