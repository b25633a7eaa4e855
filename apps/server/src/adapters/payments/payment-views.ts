import type {
  TIntentError,
  TPaymentIntentStatus,
  TSetupIntentStatus,
} from '@cuepoint/domain/payments/intents';

/** The gateway's objects as the engine and the gateway's events read them (payment-gateway.ts says the rest). */

/** Stripe's metadata: at most 50 keys of up to 40 characters, values of up to 500. */
export type IntentMetadata = Record<string, string>;

export type PaymentIntentView = {
  kind: 'payment_intent';
  id: string;
  status: TPaymentIntentStatus;
  amountMinor: number;
  /** What a capture can still take (the held amount while requires_capture). */
  amountCapturableMinor: number;
  amountReceivedMinor: number;
  /** ISO 4217, upper case, as the gateway reports it (compare it with the request's before trusting the intent). */
  currency: string;
  customerId: string | null;
  paymentMethodId: string | null;
  captureMethod: 'manual' | 'automatic';
  metadata: IntentMetadata;
  lastError: TIntentError | null;
  /** Given to the browser only, to confirm the intent (Stripe.js or the test gateway's confirm). */
  clientSecret: string;
  /** Connect destination charge: the DJ's account and the platform's fee. */
  destinationAccountId: string | null;
  applicationFeeMinor: number | null;
  cancellationReason: string | null;
  createdAt: Date;
};

export type SetupIntentView = {
  kind: 'setup_intent';
  id: string;
  status: TSetupIntentStatus;
  customerId: string | null;
  /** Once succeeded: the saved card, usable off-session for `customerId`. */
  paymentMethodId: string | null;
  usage: 'off_session' | 'on_session';
  metadata: IntentMetadata;
  lastError: TIntentError | null;
  clientSecret: string;
  createdAt: Date;
};

export type IntentView = PaymentIntentView | SetupIntentView;

/** A DJ's connected account as the gateway reports it: `dj_has_stripe` is `chargesEnabled`. */
export type ConnectAccountStatus = {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
};
