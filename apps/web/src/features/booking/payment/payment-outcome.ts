import {
  PAYMENT_MESSAGES as P,
  createAuthorizationFailedMessage,
  unexpectedPaymentStatusMessage,
  unexpectedSetupStatusMessage,
} from '@cuepoint/domain/booking/request-rules';
import { serverErrorMessage } from '@cuepoint/domain/booking/payment-modal-messages';
import type { TIntentAnswer } from '@cuepoint/domain/payments/intents';
import { ApiError, hasErrorCode } from '../../../lib/api.ts';
import type { TAuthorization, TClientIntent, TIntentReference } from '../booking-api.ts';

/** The intent an authorization asks the browser to confirm: a SetupIntent (card saved) or a PaymentIntent (held). */
export type IntentToConfirm = TClientIntent & { kind: 'setup_intent' | 'payment_intent' };

/** What confirming the card came to. */
export type ConfirmOutcome =
  | { kind: 'secured'; reference: TIntentReference }
  | { kind: 'requires_action'; url: string }
  | { kind: 'failed'; message: string }
  /** The card form found something to fix; it shows it itself. */
  | { kind: 'invalid' };

/**
 * The intent of an authorization answer, or null when it carries neither ('No payment intent …',
 * docs/product/payments.md).
 */
export function intentOf(authorization: TAuthorization): IntentToConfirm | null {
  if (authorization.setup_intent?.client_secret)
    return { kind: 'setup_intent', ...authorization.setup_intent };
  if (authorization.payment_intent?.client_secret)
    return { kind: 'payment_intent', ...authorization.payment_intent };
  return null;
}

export function referenceOf(intent: { kind: IntentToConfirm['kind']; id: string }): TIntentReference {
  return intent.kind === 'setup_intent' ? { setup_intent_id: intent.id } : { payment_intent_id: intent.id };
}

/**
 * Reads a confirmation's answer as Stripe.js's is read: a saved card (SetupIntent succeeded) or a hold (PaymentIntent
 * requires_capture) is secured; requires_action leads to the bank's page; a card error gives its message, else the
 * fallback words (docs/product/payments.md).
 */
export function confirmOutcome(answer: TIntentAnswer, kind: IntentToConfirm['kind']): ConfirmOutcome {
  const url = answer.next_action?.redirect_to_url.url;
  if (answer.status === 'requires_action' && url) return { kind: 'requires_action', url };
  if (kind === 'setup_intent') {
    if (answer.status === 'succeeded') return { kind: 'secured', reference: { setup_intent_id: answer.id } };
    if (answer.status === 'requires_payment_method' || answer.status === 'canceled')
      return { kind: 'failed', message: answer.last_setup_error?.message || P.setupFailed };
    return { kind: 'failed', message: unexpectedSetupStatusMessage(answer.status) };
  }
  if (answer.status === 'requires_capture' || answer.status === 'succeeded')
    return { kind: 'secured', reference: { payment_intent_id: answer.id } };
  if (answer.status === 'requires_payment_method' || answer.status === 'canceled')
    return { kind: 'failed', message: answer.last_payment_error?.message || P.confirmationFailed };
  return { kind: 'failed', message: unexpectedPaymentStatusMessage(answer.status) };
}

/**
 * Why the authorization call failed (docs/product/payments.md): the server's error; 'Failed to create payment
 * authorization (status N)' for an error answer without one; 'Server error (N). …' for a reply that is not JSON; else
 * 'An unexpected error occurred. Please try again.'
 */
export function authorizationFailure(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    if (error.body === undefined) return serverErrorMessage(error.status);
    const body = error.body as { error?: unknown };
    if (typeof body === 'object' && body !== null && typeof body.error === 'string' && body.error)
      return body.error;
    return createAuthorizationFailedMessage(error.status);
  }
  return P.unexpected;
}

/** Why a confirmation call failed: the server's or card's words, else the fallback words (docs/product/payments.md). */
export function confirmationFailure(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    if (error.body === undefined) return serverErrorMessage(error.status);
    return error.message || P.confirmationFailed;
  }
  return P.unexpected;
}

/** The request a 409 says the customer already made (`existing_request_id`); undefined for any other error. */
export function duplicateOf(error: unknown): { existingId: number | null } | undefined {
  if (!(error instanceof ApiError) || !hasErrorCode(error, 'DUPLICATE_REQUEST')) return undefined;
  const body = error.body as { existing_request_id?: unknown } | undefined;
  return { existingId: typeof body?.existing_request_id === 'number' ? body?.existing_request_id : null };
}
