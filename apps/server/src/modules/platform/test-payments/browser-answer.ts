import type { TIntentAnswer } from '@cuepoint/domain/payments/intents';
import type { IntentView } from '../../../adapters/payments/payment-gateway.ts';

/** Where the test 3-D Secure page of an intent is, with what it needs to come back. */
export function authenticationPageUrl(intent: IntentView, returnPath: string | null): string {
  const query = new URLSearchParams({ client_secret: intent.clientSecret });
  if (returnPath) query.set('return_url', returnPath);
  return `/test-payments/3ds/${intent.id}?${query.toString()}`;
}

/** An intent as Stripe.js answers a confirmation: an intent awaiting 3-D Secure says where to send the customer. */
export function browserAnswer(intent: IntentView, returnPath: string | null): TIntentAnswer {
  const isPayment = intent.kind === 'payment_intent';
  return {
    id: intent.id,
    object: intent.kind,
    status: intent.status,
    client_secret: intent.clientSecret,
    amount: isPayment ? intent.amountMinor : null,
    currency: isPayment ? intent.currency.toLowerCase() : null,
    payment_method: intent.paymentMethodId,
    ...(isPayment ? { last_payment_error: intent.lastError } : { last_setup_error: intent.lastError }),
    next_action:
      intent.status === 'requires_action'
        ? {
            type: 'redirect_to_url',
            redirect_to_url: { url: authenticationPageUrl(intent, returnPath), return_url: returnPath },
          }
        : null,
  };
}
