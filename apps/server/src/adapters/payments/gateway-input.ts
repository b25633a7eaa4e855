import { isExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import {
  REFUND_REASONS,
  type ConnectOnboardingInput,
  type CreateAuthorizationInput,
  type IntentMetadata,
  type RefundInput,
  type TransferInput,
  type TransferReversalInput,
} from './payment-gateway.ts';

/** Stripe's largest amount: eight digits of minor units. */
export const MAX_AMOUNT_MINOR = 99_999_999;

/**
 * Stripe's card authorization window: a hold not captured within 7 days is released by the card network (the
 * PaymentIntent becomes canceled). The booking timers capture well within it (authorized at most 120 h ahead).
 */
export const AUTHORIZATION_VALIDITY_MS = 7 * 24 * 3600_000;

/** The refusals Stripe gives for an intent in the wrong state, with its words. */
export const UNEXPECTED_STATE = {
  confirm: (kind: string, status: string) =>
    `You cannot confirm this ${kind} because it has a status of ${status}. Only a ${kind} with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
  capture: (status: string) =>
    `This PaymentIntent could not be captured because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
  cancel: (kind: string, status: string) =>
    `You cannot cancel this ${kind} because it has a status of ${status}. Only a ${kind} with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
  captureTooMuch: (requested: number, capturable: number) =>
    `The amount to capture (${requested}) is greater than the amount capturable (${capturable}).`,
};

export const gatewayUnavailable = () =>
  new AppError('UNAVAILABLE', 'The payment service is unavailable. Please try again in a moment.');

function checkMetadata(metadata: IntentMetadata) {
  const entries = Object.entries(metadata);
  if (entries.length > 50) throw badRequest('Payment metadata holds at most 50 keys');
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > 40 || key.includes('[') || key.includes(']'))
      throw badRequest(`Payment metadata key "${key}" must be 1 to 40 characters without brackets`);
    if (typeof value !== 'string' || value.length > 500)
      throw badRequest(`Payment metadata value of "${key}" must be text of at most 500 characters`);
  }
}

export function checkIdempotencyKey(key: string) {
  if (key.length === 0 || key.length > 255)
    throw badRequest('An idempotency key must be 1 to 255 characters');
}

/** The checks Stripe makes on a new PaymentIntent, made before it is sent (or kept by the test gateway). */
export function checkAuthorizationInput(input: CreateAuthorizationInput) {
  if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > MAX_AMOUNT_MINOR)
    throw badRequest(`Amount must be a whole number of minor units from 1 to ${MAX_AMOUNT_MINOR}`);
  if (!isExtendedCurrency(input.currency))
    throw badRequest(`Unsupported currency: ${String(input.currency)}`);
  checkMetadata(input.metadata);
  checkIdempotencyKey(input.idempotencyKey);
  if (input.destination && !/^acct_[A-Za-z0-9]+$/.test(input.destination.accountId))
    throw badRequest(`No such destination: '${input.destination.accountId}'`);
  const fee = input.destination?.applicationFeeMinor;
  if (fee !== undefined && (!Number.isInteger(fee) || fee < 0 || fee > input.amountMinor))
    throw badRequest('The application fee must be a whole number of minor units no greater than the amount');
}

export function checkSetupInput(input: { metadata: IntentMetadata; idempotencyKey: string }) {
  checkMetadata(input.metadata);
  checkIdempotencyKey(input.idempotencyKey);
}

export function intentKindOf(id: string): 'payment_intent' | 'setup_intent' | null {
  if (/^pi_[A-Za-z0-9]+$/.test(id)) return 'payment_intent';
  if (/^seti_[A-Za-z0-9]+$/.test(id)) return 'setup_intent';
  return null;
}

const ACCOUNT_ID = /^acct_[A-Za-z0-9]+$/;

/** The checks Stripe makes on a new transfer, made before it is sent (or kept by the test gateway). */
export function checkTransferInput(input: TransferInput) {
  if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > MAX_AMOUNT_MINOR)
    throw badRequest(`Amount must be a whole number of minor units from 1 to ${MAX_AMOUNT_MINOR}`);
  if (!isExtendedCurrency(input.currency))
    throw badRequest(`Unsupported currency: ${String(input.currency)}`);
  if (!ACCOUNT_ID.test(input.destinationAccountId))
    throw badRequest(`No such destination: '${input.destinationAccountId}'`);
  if (input.sourceIntentId !== undefined && intentKindOf(input.sourceIntentId) !== 'payment_intent')
    throw badRequest(`No such payment_intent: '${input.sourceIntentId}'`);
  if (input.transferGroup.length === 0 || input.transferGroup.length > 255)
    throw badRequest('A transfer group must be 1 to 255 characters');
  checkMetadata(input.metadata);
  checkIdempotencyKey(input.idempotencyKey);
}

/** The checks Stripe makes on a new refund, made before it is sent (or kept by the test gateway). */
export function checkRefundInput(input: RefundInput) {
  if (intentKindOf(input.intentId) !== 'payment_intent')
    throw badRequest(`No such payment_intent: '${input.intentId}'`);
  if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > MAX_AMOUNT_MINOR)
    throw badRequest(`Amount must be a whole number of minor units from 1 to ${MAX_AMOUNT_MINOR}`);
  if (!(REFUND_REASONS as readonly string[]).includes(input.reason))
    throw badRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`);
  checkMetadata(input.metadata ?? {});
  checkIdempotencyKey(input.idempotencyKey);
}

/** The checks Stripe makes on a new transfer reversal. */
export function checkReversalInput(input: TransferReversalInput) {
  if (!/^tr_[A-Za-z0-9]+$/.test(input.transferId)) throw notFound(`No such transfer: '${input.transferId}'`);
  if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1 || input.amountMinor > MAX_AMOUNT_MINOR)
    throw badRequest(`Amount must be a whole number of minor units from 1 to ${MAX_AMOUNT_MINOR}`);
  checkMetadata(input.metadata ?? {});
  checkIdempotencyKey(input.idempotencyKey);
}

/** Stripe's words for a refund above what is left of the charge. */
export const refundTooLarge = (requested: number, left: number) =>
  `Refund amount (${requested}) is greater than unrefunded amount on charge (${left})`;
export const NOT_CHARGED = (id: string) =>
  `This PaymentIntent (${id}) does not have a successful charge to refund.`;
export const reversalTooLarge = (requested: number, left: number) =>
  `Amount (${requested}) is greater than the amount of the transfer that is not reversed yet (${left})`;

/** Return and refresh addresses must be absolute http(s) URLs, as Stripe's account links require. */
export function checkOnboardingInput(input: ConnectOnboardingInput) {
  if (!Number.isInteger(input.djUserId) || input.djUserId < 1) throw badRequest('Unknown DJ');
  for (const [name, value] of [
    ['return_url', input.returnUrl],
    ['refresh_url', input.refreshUrl],
  ] as const) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw badRequest(`Invalid URL: ${name} must be an absolute URL`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw badRequest(`Invalid URL: ${name} must be an http or https URL`);
  }
}
