import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TPaymentMode } from '@cuepoint/domain/payments/intents';
import type { PaymentEvent, PaymentEventHandler } from './payment-events.ts';
import type {
  ConnectAccountStatus,
  IntentMetadata,
  IntentView,
  PaymentIntentView,
  SetupIntentView,
} from './payment-views.ts';

export type { ConnectAccountStatus, IntentMetadata, IntentView, PaymentIntentView, SetupIntentView };

/**
 * What the booking engine asks of a card processor (docs/product/payments.md, decision record 028): secure a card
 * without charging it, hold an amount, charge or release the hold, and hear what happened. Two adapters implement
 * it: Stripe (STRIPE_SECRET_KEY set) and the built-in test gateway, which keeps the same objects and statuses in our
 * database. Amounts are integer minor units; currencies ISO 4217 upper case; ids are the gateway's own (`pi_…`,
 * `seti_…`, `pm_…`, `cus_…`, `acct_…`).
 */

/** A Connect destination for a charge: the DJ's connected account receives the amount less the platform's fee. */
export type ChargeDestination = { accountId: string; applicationFeeMinor: number };

export type CreateSetupIntentInput = {
  customerId: string;
  metadata: IntentMetadata;
  /** The same key answers the same intent (a retried request creates nothing new). */
  idempotencyKey: string;
};

export type CreateAuthorizationInput = {
  amountMinor: number;
  currency: TExtendedCurrency;
  customerId: string;
  metadata: IntentMetadata;
  destination?: ChargeDestination | undefined;
  idempotencyKey: string;
};

export type AuthorizeOffSessionInput = CreateAuthorizationInput & {
  /** A card saved by a succeeded SetupIntent of the same customer. */
  paymentMethodId: string;
};

export type CaptureInput = {
  intentId: string;
  /** At most the held amount; the whole hold when absent. */
  amountMinor?: number | undefined;
  idempotencyKey: string;
};

export type CancelInput = { intentId: string; idempotencyKey: string };

/**
 * Money sent from the platform's balance to a DJ's connected account (a Stripe Connect transfer: separate charges and
 * transfers, so a booking's payout can follow its payment terms in parts).
 */
export type TransferInput = {
  destinationAccountId: string;
  amountMinor: number;
  currency: TExtendedCurrency;
  /**
   * The captured PaymentIntent that funds it: Stripe transfers from its charge (`source_transaction`), so the
   * transfer does not wait for the platform's available balance. Same currency; together at most what it charged.
   */
  sourceIntentId?: string | undefined;
  /** Ties the transfers of one booking together at the gateway (`booking-{id}`). */
  transferGroup: string;
  metadata: IntentMetadata;
  /** The same key answers the same transfer; with other parameters it is refused (409), as Stripe does. */
  idempotencyKey: string;
};

export type TransferView = {
  /** `tr_…` */
  id: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  destinationAccountId: string;
  createdAt: Date;
};

/** Stripe's refund reasons (its `reason` field); the dispute's own words travel in `metadata`. */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Money given back to the customer's card from a captured PaymentIntent (a Stripe refund), in part or in full. */
export type RefundInput = {
  intentId: string;
  /** At most what the intent received less what was refunded already. */
  amountMinor: number;
  /** The same key answers the same refund; with other parameters it is refused (409), as Stripe does. */
  idempotencyKey: string;
  reason: RefundReason;
  metadata?: IntentMetadata | undefined;
};

export type RefundView = {
  /** `re_…` */
  id: string;
  intentId: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Card refunds are `succeeded` at once with both adapters' test cards; Stripe may answer `pending`. */
  status: 'succeeded' | 'pending' | 'failed' | 'canceled' | 'requires_action';
  createdAt: Date;
};

/** Money taken back from a connected account's transfer (a Stripe transfer reversal), in part or in full. */
export type TransferReversalInput = {
  transferId: string;
  /** At most the transfer's amount less what was reversed already. */
  amountMinor: number;
  idempotencyKey: string;
  metadata?: IntentMetadata | undefined;
};

export type TransferReversalView = {
  /** `trr_…` */
  id: string;
  transferId: string;
  amountMinor: number;
  currency: string;
  createdAt: Date;
};

/** A saved card to detach from its customer (Stripe's `paymentMethods.detach`). */
export type DetachPaymentMethodInput = {
  /** `pm_…`, attached to a customer by a succeeded SetupIntent. */
  paymentMethodId: string;
  /** The same key answers the same detach. */
  idempotencyKey: string;
};

/** A card as the gateway keeps it: `customerId` null once detached (it can then never be charged again). */
export type PaymentMethodView = {
  /** `pm_…` */
  id: string;
  customerId: string | null;
  brand: string | null;
  last4: string | null;
};

export type ConnectOnboardingInput = {
  djUserId: number;
  email: string;
  /** Where the gateway sends the DJ back after onboarding (the dashboard). */
  returnUrl: string;
  /** Where it sends a DJ whose link expired or was used already (asks for a fresh link). */
  refreshUrl: string;
  /** ISO 3166-1 alpha-2 of the DJ's residence when known (a new account is opened in that country). */
  country?: string | null | undefined;
};

/** Where to send the DJ to finish onboarding, and the connected account it is for. */
export type ConnectOnboarding = { url: string; accountId: string };

/** Who a customer is, for the gateway's customer object (created once per account and gateway). */
export type CustomerOwner = { userId: number; email: string; name: string };

/** A webhook whose signature and timestamp checked out: the gateway's event id and type, and ours when we use it. */
export type VerifiedWebhook = {
  id: string;
  type: string;
  /** null for an event type the booking engine does not use (acknowledged and ignored). */
  event: PaymentEvent | null;
};

export type WebhookVerifier = {
  /**
   * Checks the signature header against the raw body with the webhook secret and the timestamp against the
   * tolerance; throws a 400 AppError when either fails.
   */
  verify(rawBody: Buffer, signatureHeader: string | undefined): Promise<VerifiedWebhook>;
};

export type PaymentGateway = {
  readonly mode: TPaymentMode;
  /** Stripe's publishable key for Stripe.js; null with the test gateway (the modal uses its own card form). */
  readonly publishableKey: string | null;

  /** The account's customer id at this gateway, created on first use and kept (payment_customers). */
  customerFor(owner: CustomerOwner): Promise<string>;

  /** A SetupIntent (usage off_session) the browser confirms to save a card for later. */
  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentView>;

  /**
   * A manual-capture PaymentIntent (requires_payment_method) the browser confirms: a card error leaves it in
   * requires_payment_method with `lastError`, success puts it in requires_capture (held, nothing charged).
   */
  createAuthorization(input: CreateAuthorizationInput): Promise<PaymentIntentView>;

  /**
   * Holds the amount on a saved card while the customer is away (off_session, confirm, manual capture). Never
   * throws for a card problem: the intent comes back in requires_payment_method with `lastError`
   * (`authentication_required`, `card_declined`), or in requires_capture when held.
   */
  authorizeOffSession(input: AuthorizeOffSessionInput): Promise<PaymentIntentView>;

  /**
   * A manual-capture PaymentIntent on a saved card, for its holder to confirm in the browser (on-session, so the bank
   * may ask for 3-D Secure, which the browser completes); unconfirmed, nothing is held yet.
   */
  authorizeSavedCard(input: AuthorizeOffSessionInput): Promise<PaymentIntentView>;

  /** A payment or setup intent by id (`pi_…` or `seti_…`); null when the gateway does not know it. */
  retrieveIntent(id: string): Promise<IntentView | null>;

  /** Charges a held amount (requires_capture → succeeded). A repeat on a succeeded intent answers it unchanged. */
  capture(input: CaptureInput): Promise<PaymentIntentView>;

  /**
   * Releases a hold or drops an intent not yet confirmed (→ canceled); a SetupIntent id cancels the setup. A repeat
   * on a canceled intent answers it unchanged; a charged (succeeded) one is a 409.
   */
  cancel(input: CancelInput): Promise<IntentView>;

  /**
   * Detaches a saved card from its customer for good (Stripe's `paymentMethods.detach`): nothing can charge it after.
   * A repeat on a card already detached answers it unchanged; an unknown card is a 404, the gateway unreachable a 503.
   */
  detachPaymentMethod(input: DetachPaymentMethodInput): Promise<PaymentMethodView>;

  /** The DJ's connected account (Connect) as the gateway reports it now; null when the DJ has none. */
  connectAccountOf(djUserId: number): Promise<ConnectAccountStatus | null>;

  /**
   * Opens the DJ's connected account on first use (Stripe: an Express account that can receive transfers, linked in
   * payment_connected_accounts) and answers where the DJ finishes onboarding (Stripe: a fresh account link). The test
   * gateway connects a test account at once and answers `returnUrl`.
   */
  createConnectOnboarding(input: ConnectOnboardingInput): Promise<ConnectOnboarding>;

  /**
   * Sends money to a connected account (a Connect transfer), once per idempotency key. An unknown or foreign
   * destination or source is a 400, a key reused with other parameters a 409, the gateway unreachable a 503.
   */
  transfer(input: TransferInput): Promise<TransferView>;

  /**
   * Gives money back to the customer's card from a captured PaymentIntent, once per idempotency key. An intent not
   * charged or an amount above what is left to refund is a 400 in Stripe's words, a key reused with other
   * parameters a 409, the gateway unreachable a 503.
   */
  refund(input: RefundInput): Promise<RefundView>;

  /**
   * Takes money back from a transfer to a DJ's connected account (a dispute's refund comes partly out of the DJ's
   * payout), once per idempotency key. An unknown transfer is a 404, an amount above what is left a 400.
   */
  reverseTransfer(input: TransferReversalInput): Promise<TransferReversalView>;

  /**
   * Subscribes to the gateway's events (authorized, failed, needs action, captured, canceled, card saved, setup failed,
   * account updated): Stripe's from verified webhooks, each id processed once unless a subscriber fails (Stripe then
   * delivers it again, so handlers must be idempotent); the test gateway's as its intents move. Returns the unsubscribe.
   */
  onEvent(handler: PaymentEventHandler): () => void;

  /** Hands a verified event to every subscriber; the webhook route calls it once per new event id. */
  publish(event: PaymentEvent): Promise<void>;

  /** Stripe's signed webhooks; null for the test gateway, whose events are published as its intents move. */
  readonly webhooks: WebhookVerifier | null;
};
