import type Stripe from 'stripe';
import {
  PAYMENT_INTENT_STATUSES,
  SETUP_INTENT_STATUSES,
  type TIntentError,
  type TPaymentIntentStatus,
  type TSetupIntentStatus,
} from '@cuepoint/domain/payments/intents';
import { isPaymentIntentEventType, isSetupIntentEventType, type PaymentEvent } from './payment-events.ts';
import type {
  ConnectAccountStatus,
  PaymentIntentView,
  PaymentMethodView,
  RefundView,
  SetupIntentView,
  TransferReversalView,
  TransferView,
} from './payment-gateway.ts';

/** Stripe's objects as the gateway interface answers them. */

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** A status this API version added after ours is read as `processing`: neither held nor failed, so nothing moves. */
const paymentStatus = (status: string): TPaymentIntentStatus =>
  (PAYMENT_INTENT_STATUSES as readonly string[]).includes(status)
    ? (status as TPaymentIntentStatus)
    : 'processing';
const setupStatus = (status: string): TSetupIntentStatus =>
  (SETUP_INTENT_STATUSES as readonly string[]).includes(status)
    ? (status as TSetupIntentStatus)
    : 'processing';

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

function errorOf(error: Stripe.PaymentIntent.LastPaymentError | Stripe.SetupIntent.LastSetupError | null) {
  if (!error) return null;
  return {
    type: error.type,
    code: error.code ?? 'unknown',
    decline_code: error.decline_code ?? null,
    message: error.message ?? 'The card could not be used.',
  } satisfies TIntentError;
}

export function paymentMethodView(method: Stripe.PaymentMethod): PaymentMethodView {
  return {
    id: method.id,
    customerId: idOf(method.customer),
    brand: method.card?.brand ?? null,
    last4: method.card?.last4 ?? null,
  };
}

export function paymentIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    kind: 'payment_intent',
    id: intent.id,
    status: paymentStatus(intent.status),
    amountMinor: intent.amount,
    amountCapturableMinor: intent.amount_capturable,
    amountReceivedMinor: intent.amount_received,
    currency: intent.currency.toUpperCase(),
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    captureMethod: intent.capture_method === 'automatic' ? 'automatic' : 'manual',
    metadata: { ...intent.metadata },
    lastError: errorOf(intent.last_payment_error),
    clientSecret: intent.client_secret ?? '',
    destinationAccountId: idOf(intent.transfer_data?.destination),
    applicationFeeMinor: intent.application_fee_amount,
    cancellationReason: intent.cancellation_reason,
    createdAt: fromSeconds(intent.created),
  };
}

export function setupIntentView(intent: Stripe.SetupIntent): SetupIntentView {
  return {
    kind: 'setup_intent',
    id: intent.id,
    status: setupStatus(intent.status),
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    usage: intent.usage === 'on_session' ? 'on_session' : 'off_session',
    metadata: { ...intent.metadata },
    lastError: errorOf(intent.last_setup_error),
    clientSecret: intent.client_secret ?? '',
    createdAt: fromSeconds(intent.created),
  };
}

export function accountStatus(account: Stripe.Account): ConnectAccountStatus {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
  };
}

/** The fields Stripe's transfers, refunds and reversals share, in our words. */
function moneyOf(object: { id: string; amount: number; currency: string; created: number }) {
  return {
    id: object.id,
    amountMinor: object.amount,
    currency: object.currency.toUpperCase(),
    createdAt: fromSeconds(object.created),
  };
}

export function transferView(transfer: Stripe.Transfer): TransferView {
  return { ...moneyOf(transfer), destinationAccountId: idOf(transfer.destination) ?? '' };
}

export function refundView(refund: Stripe.Refund): RefundView {
  const status = (refund.status ?? 'pending') as RefundView['status'];
  return { ...moneyOf(refund), intentId: idOf(refund.payment_intent) ?? '', status };
}

export function reversalView(reversal: Stripe.TransferReversal): TransferReversalView {
  return { ...moneyOf(reversal), transferId: idOf(reversal.transfer) ?? '' };
}

/** Our event for a Stripe event of a type the booking engine uses; null for any other type. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  const base = { id: event.id, createdAt: fromSeconds(event.created) };
  const object = event.data.object as { object?: string };
  if (isPaymentIntentEventType(event.type) && object.object === 'payment_intent')
    return { ...base, type: event.type, intent: paymentIntentView(object as Stripe.PaymentIntent) };
  if (isSetupIntentEventType(event.type) && object.object === 'setup_intent')
    return { ...base, type: event.type, intent: setupIntentView(object as Stripe.SetupIntent) };
  if (event.type === 'account.updated' && object.object === 'account')
    return { ...base, type: 'account.updated', account: accountStatus(object as Stripe.Account) };
  return null;
}
