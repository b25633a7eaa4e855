import type { TCardBrand } from '@cuepoint/domain/payments/card-details';
import type { TIntentError } from '@cuepoint/domain/payments/intents';
import type { TEST_CARD_BEHAVIOURS } from '../../../db/schema/payments.ts';

/**
 * Stripe's test payment methods and card numbers (https://docs.stripe.com/testing), and what each does when the
 * test gateway charges it. Any other number that passes the checks is refused as Stripe's test mode refuses a real
 * card.
 */

export type TestCardBehaviour = (typeof TEST_CARD_BEHAVIOURS)[number];

export type TestCard = { brand: TCardBrand; last4: string; behaviour: TestCardBehaviour };

/** The ids Stripe's test mode accepts in place of a card (each use makes a new `pm_…`). */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  pm_card_insufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'always_authenticate' },
  pm_card_authenticationRequiredSetupForOffSession: {
    brand: 'visa',
    last4: '3155',
    behaviour: 'authenticate_unless_set_up',
  },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: 'decline_after_attach' },
};

/** Test card numbers (digits only). */
export const TEST_CARD_NUMBERS: Readonly<Record<string, TestCardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'always_authenticate',
  '4000002500003155': 'authenticate_unless_set_up',
  '4000000000000341': 'decline_after_attach',
};

/** The expiry Stripe gives its test payment methods' cards. */
export function testCardExpiry(now: Date): { expMonth: number; expYear: number } {
  return { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() + 1 };
}

export const TEST_GATEWAY_ERRORS = {
  declined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficientFunds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  liveCard: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'live_mode_test_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
  authenticationRequired: {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  paymentAuthenticationFailed: {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    decline_code: null,
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  },
  setupAuthenticationFailed: {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    decline_code: null,
    message:
      'The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to fulfill this SetupIntent again.',
  },
} as const satisfies Record<string, TIntentError>;

/** One attempt to use a card: confirming an intent in the browser, or the server charging a saved card. */
export type CardAttempt = {
  kind: 'payment_intent' | 'setup_intent';
  behaviour: TestCardBehaviour;
  /** The server charges a saved card while the customer is away (no chance to authenticate). */
  offSession: boolean;
  /** The card was saved for off-session use by a succeeded SetupIntent. */
  savedForOffSession: boolean;
};

export type AttemptOutcome =
  /** Held (a PaymentIntent) or saved (a SetupIntent). */
  | { result: 'approved' }
  /** The customer must pass 3-D Secure first (on-session only). */
  | { result: 'requires_action' }
  | { result: 'failed'; error: TIntentError };

/** What a test card does on an attempt, as Stripe's does. */
export function attemptOutcome(attempt: CardAttempt): AttemptOutcome {
  const { behaviour, kind, offSession, savedForOffSession } = attempt;
  switch (behaviour) {
    case 'succeeds':
      return { result: 'approved' };
    case 'declined':
      return { result: 'failed', error: TEST_GATEWAY_ERRORS.declined };
    case 'insufficient_funds':
      // Saving a card moves no money; the decline comes when an amount is held.
      return kind === 'setup_intent'
        ? { result: 'approved' }
        : { result: 'failed', error: TEST_GATEWAY_ERRORS.insufficientFunds };
    case 'live_card_declined':
      return { result: 'failed', error: TEST_GATEWAY_ERRORS.liveCard };
    case 'always_authenticate':
      return offSession
        ? { result: 'failed', error: TEST_GATEWAY_ERRORS.authenticationRequired }
        : { result: 'requires_action' };
    case 'decline_after_attach':
      // Saving (attaching) the card succeeds; every charge or hold of it afterwards is declined.
      return kind === 'setup_intent'
        ? { result: 'approved' }
        : { result: 'failed', error: TEST_GATEWAY_ERRORS.declined };
    case 'authenticate_unless_set_up':
      if (savedForOffSession && kind === 'payment_intent') return { result: 'approved' };
      return offSession
        ? { result: 'failed', error: TEST_GATEWAY_ERRORS.authenticationRequired }
        : { result: 'requires_action' };
  }
}
