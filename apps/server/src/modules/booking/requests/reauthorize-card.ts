import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import type { TBookingActor } from '@cuepoint/domain/booking/effects';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import { badRequest, unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { refusalError, type BookingEngine } from '../engine/engine.ts';
import { verifyCard, type ExpectedCard } from '../engine/intent-checks.ts';
import {
  isUniqueViolation,
  type BookingQueries,
  type BookingStore,
  type RequestChange,
  type RequestRow,
} from './requests-store.ts';

/** POST …/reauthorize: the intent the payment step confirmed (one of the two). */
export type ReauthorizeInput = { paymentIntentId?: string | undefined; setupIntentId?: string | undefined };

/**
 * POST …/authorization: a new card in the payment step (the default), or `useSavedCard` for a hold on the saved card
 * that failed, which its holder confirms on-session (3-D Secure when the bank asks).
 */
export const NEW_CARD: { useSavedCard: boolean } = { useSavedCard: false };

/** The intent a reauthorization names; 400 without one. */
export function intentIdOf(input: ReauthorizeInput): string {
  const intentId = input.paymentIntentId ?? input.setupIntentId;
  if (!intentId) throw badRequest(M.paymentMethodOnly);
  return intentId;
}

/**
 * What a new card secures: the locked request, the amount, and what else the request's row takes with the card
 * (a booking's agreed fees).
 */
export type CardTarget = { request: RequestRow; amountMinor: number; change?: Partial<RequestChange> };

/**
 * Secures a request, or the booking it holds, with a new authorization (decision record 028). The card is checked
 * like a submit's outside the transaction (the test gateway shares the database; the intent's unique index still
 * keeps it to one request), then `lock` loads the target in the transaction, `reauthorize` fires, and the old hold is
 * released; the saved card that failed, confirmed again on-session, stays the customer's.
 */
export async function reauthorizeWithCard(
  deps: { store: BookingStore; gateway: PaymentGateway; engine: BookingEngine },
  user: AuthUser,
  expected: ExpectedCard,
  now: Date,
  lock: (tx: BookingQueries) => Promise<CardTarget>,
  later: { bookingId?: number } = {},
): Promise<void> {
  const { store, gateway, engine } = deps;
  const card = await verifyCard({ store, gateway }, user, expected);
  const customer: TBookingActor = { role: 'customer', userId: user.id };
  const { fired, previousIntentId, previousPaymentMethodId } = await store
    .transaction(async (tx) => {
      const { request, amountMinor, change } = await lock(tx);
      const context = { payment: card.payment, amountMinor };
      const result = await engine.fireOn(tx, request, 'reauthorize', customer, now, context, {
        paymentIntentId: card.paymentIntentId,
        setupIntentId: card.setupIntentId,
        paymentMethodId: card.paymentMethodId,
        paymentError: null,
        authorizationStrategy: card.payment === 'card_saved' ? 'save_payment_method' : 'authorize_now',
        ...change,
      });
      if (!result.ok) throw refusalError(result);
      return {
        fired: result,
        previousIntentId: request.paymentIntentId,
        previousPaymentMethodId: request.paymentMethodId,
      };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw unprocessable(M.intentUsed);
      throw error;
    });
  await engine.performLater(fired.request, fired.later, {
    releaseIntentId: previousIntentId,
    detachPaymentMethodId: previousPaymentMethodId === card.paymentMethodId ? null : previousPaymentMethodId,
    ...later,
  });
}
