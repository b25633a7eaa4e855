import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict, notFound, unprocessable } from '../../http/app-error.ts';
import { gatewayUnavailable } from './gateway-input.ts';

/** Stripe's refusals as the SDK throws them, and as our errors. */

export type StripeFailure = Error & {
  type?: string;
  code?: string;
  payment_intent?: Stripe.PaymentIntent;
  statusCode?: number;
};

const UNAVAILABLE_TYPES = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  'StripeAuthenticationError',
  'StripePermissionError',
]);

export function isStripeFailure(error: unknown): error is StripeFailure {
  return error instanceof Error && typeof (error as StripeFailure).type === 'string';
}

export const isUnexpectedState = (error: unknown) =>
  isStripeFailure(error) && error.code !== undefined && error.code.endsWith('_unexpected_state');

/** Stripe's refusals as our errors: its words, an honest status; an outage or a bad key is a 503. */
export function translateStripeError(error: unknown, log: FastifyBaseLogger): unknown {
  if (!isStripeFailure(error)) return error;
  if (UNAVAILABLE_TYPES.has(error.type!)) {
    log.error({ err: error, stripe: error.type }, 'Stripe could not be reached or refused the key');
    return gatewayUnavailable();
  }
  if (error.type === 'StripeIdempotencyError') return conflict(error.message);
  if (error.type === 'StripeCardError') return unprocessable(error.message);
  if (error.type === 'StripeInvalidRequestError') {
    if (error.code === 'resource_missing') return notFound(error.message);
    if (isUnexpectedState(error)) return conflict(error.message);
    return badRequest(error.message);
  }
  return error;
}
