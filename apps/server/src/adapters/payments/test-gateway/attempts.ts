import {
  cardBrand,
  cardDetailsError,
  cardDigits,
  fullExpiryYear,
  type TCardDetails,
} from '@cuepoint/domain/payments/card-details';
import { badRequest } from '../../../http/app-error.ts';
import type { PaymentEventType } from '../payment-events.ts';
import { newId } from './ids.ts';
import {
  TEST_CARD_NUMBERS,
  TEST_GATEWAY_ERRORS,
  TEST_PAYMENT_METHODS,
  attemptOutcome,
  testCardExpiry,
  type AttemptOutcome,
} from './test-cards.ts';
import type { IntentRow, PaymentMethodRow, TestGatewayQueries } from './test-gateway-store.ts';
import type { TestGatewayError } from '../../../db/schema/payments.ts';
import type { TIntentError } from '@cuepoint/domain/payments/intents';

function storedError(error: TIntentError): TestGatewayError {
  const { type, code, decline_code, message } = error;
  return {
    type: type === 'card_error' ? 'card_error' : 'invalid_request_error',
    code,
    ...(decline_code ? { decline_code } : {}),
    message,
  };
}

export const PAYMENT_METHOD_REFUSALS = {
  unknown: (id: string) => `No such PaymentMethod: '${id}'`,
  otherCustomer: (id: string) =>
    `The provided PaymentMethod ${id} belongs to a different Customer. Use a PaymentMethod attached to this Customer.`,
  notAttached:
    'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
  required:
    "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
};

/**
 * The card an attempt uses: a test payment method id (a new `pm_…` each time, as Stripe makes), a card saved to the
 * intent's customer, an unused card, or typed card details (checked like Stripe checks them).
 */
export async function resolvePaymentMethod(
  store: TestGatewayQueries,
  given: string | TCardDetails,
  intent: IntentRow,
  now: Date,
): Promise<PaymentMethodRow> {
  if (typeof given === 'string') {
    const shortcut = TEST_PAYMENT_METHODS[given];
    if (shortcut)
      return store.insertPaymentMethod({
        id: newId('pm'),
        brand: shortcut.brand,
        last4: shortcut.last4,
        ...testCardExpiry(now),
        behaviour: shortcut.behaviour,
        consumedAt: newCardSpentAt(intent, shortcut.behaviour, now),
        createdAt: now,
      });
    const saved = given.startsWith('pm_') ? await store.paymentMethod(given) : null;
    if (!saved) throw badRequest(PAYMENT_METHOD_REFUSALS.unknown(given));
    if (saved.customerRef !== null && saved.customerRef !== intent.customerRef)
      throw badRequest(PAYMENT_METHOD_REFUSALS.otherCustomer(given));
    if (saved.customerRef === null && saved.consumedAt !== null)
      throw badRequest(PAYMENT_METHOD_REFUSALS.notAttached);
    return saved;
  }
  const problem = cardDetailsError(given, now);
  if (problem) throw badRequest(problem.message);
  const digits = cardDigits(given.number)!;
  const behaviour = TEST_CARD_NUMBERS[digits] ?? 'live_card_declined';
  return store.insertPaymentMethod({
    id: newId('pm'),
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: given.exp_month,
    expYear: fullExpiryYear(given.exp_year),
    behaviour,
    consumedAt: newCardSpentAt(intent, behaviour, now),
    createdAt: now,
  });
}

/** Whether an attempt's outcome saves the card to the intent's customer (a SetupIntent that succeeded). */
function savesCard(intent: IntentRow, outcome: AttemptOutcome): boolean {
  return outcome.result === 'approved' && intent.kind === 'setup_intent' && intent.customerRef !== null;
}

/**
 * A new card confirming an intent is spent by the attempt unless it waits for 3-D Secure or is saved: it is written
 * spent at once, which spares the attempt a second write.
 */
function newCardSpentAt(intent: IntentRow, behaviour: PaymentMethodRow['behaviour'], now: Date): Date | null {
  const outcome = outcomeFor(intent, { behaviour, customerRef: null }, false);
  return outcome.result === 'requires_action' || savesCard(intent, outcome) ? null : now;
}

const EVENT_OF: Record<IntentRow['kind'], Record<AttemptOutcome['result'], PaymentEventType>> = {
  payment_intent: {
    approved: 'payment_intent.amount_capturable_updated',
    requires_action: 'payment_intent.requires_action',
    failed: 'payment_intent.payment_failed',
  },
  setup_intent: {
    approved: 'setup_intent.succeeded',
    requires_action: 'setup_intent.requires_action',
    failed: 'setup_intent.setup_failed',
  },
};

/**
 * Writes an attempt's outcome on the intent: held (requires_capture) or saved (succeeded, the card attached to the
 * customer for later), waiting for 3-D Secure (requires_action), or failed (back to requires_payment_method with
 * the error, as Stripe leaves it). A card used without a customer is spent.
 */
export async function settleAttempt(
  store: TestGatewayQueries,
  intent: IntentRow,
  method: PaymentMethodRow,
  outcome: AttemptOutcome,
  now: Date,
): Promise<{ intent: IntentRow; event: PaymentEventType }> {
  const event = EVENT_OF[intent.kind][outcome.result];
  if (outcome.result === 'requires_action') {
    const updated = await store.updateIntent(intent.id, {
      status: 'requires_action',
      paymentMethodId: method.id,
      lastError: null,
      updatedAt: now,
    });
    return { intent: updated, event };
  }
  if (savesCard(intent, outcome)) await store.attachPaymentMethod(method.id, intent.customerRef!);
  else if (method.customerRef === null && method.consumedAt === null)
    await store.consumePaymentMethod(method.id, now);

  if (outcome.result === 'failed') {
    const updated = await store.updateIntent(intent.id, {
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastError: storedError(outcome.error),
      amountCapturableMinor: 0,
      updatedAt: now,
    });
    return { intent: updated, event };
  }
  const updated = await store.updateIntent(intent.id, {
    status: intent.kind === 'setup_intent' ? 'succeeded' : 'requires_capture',
    paymentMethodId: method.id,
    lastError: null,
    amountCapturableMinor: intent.kind === 'setup_intent' ? 0 : (intent.amountMinor ?? 0),
    updatedAt: now,
  });
  return { intent: updated, event };
}

/** The outcome of charging (or saving) a card now, from its test behaviour. */
export function outcomeFor(
  intent: IntentRow,
  method: Pick<PaymentMethodRow, 'behaviour' | 'customerRef'>,
  offSession: boolean,
): AttemptOutcome {
  return attemptOutcome({
    kind: intent.kind,
    behaviour: method.behaviour,
    offSession,
    savedForOffSession: method.customerRef !== null && method.customerRef === intent.customerRef,
  });
}

/** The outcome of the test 3-D Secure page's buttons. */
export function authenticationOutcome(intent: IntentRow, passed: boolean): AttemptOutcome {
  if (passed) return { result: 'approved' };
  return {
    result: 'failed',
    error:
      intent.kind === 'payment_intent'
        ? TEST_GATEWAY_ERRORS.paymentAuthenticationFailed
        : TEST_GATEWAY_ERRORS.setupAuthenticationFailed,
  };
}
