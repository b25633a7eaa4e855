import type { FastifyBaseLogger } from 'fastify';
import { intentMatches } from '@cuepoint/domain/booking/amounts';
import { securedTermsMismatch } from '@cuepoint/domain/booking/intent-match';
import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import type { TSecuredPayment } from '@cuepoint/domain/booking/states';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import { unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import type { BookingQueries } from '../requests/requests-store.ts';

export type VerifiedCard = {
  payment: TSecuredPayment;
  paymentIntentId: string | null;
  setupIntentId: string | null;
  paymentMethodId: string | null;
};

export type ExpectedCard = {
  intentId: string;
  amountMinor: number;
  currency: TExtendedCurrency;
  /** The request's hourly budget and duration: the card must have been secured for the same ones. */
  hourlyRateMinor: number;
  durationMinutes: number;
  djUserId: number | null;
};

/**
 * What the server trusts about a card, never what the browser says: the intent must be one payment-authorize made for
 * this customer (forged or foreign ids are refused), serve no other request, be held (requires_capture) or saved
 * (setup succeeded) at the gateway for the customer's own gateway customer, authorized for exactly the request's
 * hourly rate, duration, currency and amount (domain intent-match.ts names the first difference), and a hold paid directly to a DJ must be for the DJ the request is aimed at. Every refusal is a 422.
 */
export async function verifyCard(
  deps: { store: BookingQueries; gateway: PaymentGateway },
  user: AuthUser,
  expected: ExpectedCard,
): Promise<VerifiedCard> {
  const { store, gateway } = deps;
  const made = await store.authorizationAndUse(expected.intentId);
  if (!made || made.gateway !== gateway.mode) throw unprocessable(M.intentUnknown);
  if (made.userId !== user.id) throw unprocessable(M.intentForeign);
  if (made.used) throw unprocessable(M.intentUsed);
  const mismatch = securedTermsMismatch(made, expected);
  if (mismatch) throw unprocessable(mismatch);

  const intent = await gateway.retrieveIntent(expected.intentId);
  if (!intent || intent.kind !== made.kind) throw unprocessable(M.intentUnknown);
  const customerId = await gateway.customerFor({
    userId: user.id,
    email: user.email,
    name: user.displayName,
  });
  if (intent.customerId !== customerId) throw unprocessable(M.intentForeign);

  if (intent.kind === 'setup_intent') {
    if (intent.status !== 'succeeded' || !intent.paymentMethodId)
      throw unprocessable(M.setupNotSucceeded(intent.status));
    return {
      payment: 'card_saved',
      paymentIntentId: null,
      setupIntentId: intent.id,
      paymentMethodId: intent.paymentMethodId,
    };
  }
  if (intent.status !== 'requires_capture' || intent.captureMethod !== 'manual')
    throw unprocessable(M.intentNotAuthorized(intent.status));
  if (intent.currency.toUpperCase() !== expected.currency) throw unprocessable(M.currencyMismatch);
  if (
    !intentMatches({ amountMinor: intent.amountMinor, currency: intent.currency }, expected) ||
    intent.amountCapturableMinor < expected.amountMinor
  )
    throw unprocessable(M.amountMismatch);
  if (intent.destinationAccountId !== null && made.djUserId !== expected.djUserId)
    throw unprocessable(M.djMismatch);
  return {
    payment: 'authorized',
    paymentIntentId: intent.id,
    setupIntentId: null,
    paymentMethodId: intent.paymentMethodId,
  };
}

/** The key of the release of a hold whose submit was refused: repeated, it is one gateway request. */
export const refusedHoldReleaseKey = (intentId: string) => `booking-submit-refused-${intentId}-release`;

/**
 * A submit was refused while the customer's card may be held for it (a mismatched amount, a date the hold does not
 * fit, a misused Idempotency-Key…): when the intent is one payment-authorize made for this customer, no request uses
 * it, and the gateway holds it for this customer's own gateway customer, the hold is released now instead of lapsing
 * after the card network's 7 days. Another account's intent, one serving a request, one never held or a saved card
 * is left alone. Answers whether it released; a gateway failure is logged and the hold lapses on its own.
 */
export async function releaseRefusedHold(
  deps: { store: BookingQueries; gateway: PaymentGateway; log: FastifyBaseLogger },
  user: AuthUser,
  intentId: string,
): Promise<boolean> {
  const { store, gateway, log } = deps;
  try {
    const made = await store.authorizationAndUse(intentId);
    if (!made || made.gateway !== gateway.mode || made.userId !== user.id || made.used) return false;
    if (made.kind !== 'payment_intent') return false;
    const intent = await gateway.retrieveIntent(intentId);
    if (!intent || intent.kind !== 'payment_intent' || intent.status !== 'requires_capture') return false;
    const customerId = await gateway.customerFor({
      userId: user.id,
      email: user.email,
      name: user.displayName,
    });
    if (intent.customerId !== customerId) return false;
    await gateway.cancel({ intentId, idempotencyKey: refusedHoldReleaseKey(intentId) });
    return true;
  } catch (error) {
    log.warn({ err: error, intentId }, 'the hold of a refused booking submit could not be released');
    return false;
  }
}
