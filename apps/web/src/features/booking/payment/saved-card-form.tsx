import { useImperativeHandle } from 'react';
import { CreditCard } from 'lucide-react';
import { PAYMENT_MESSAGES as P } from '@cuepoint/domain/booking/request-rules';
import { unexpectedPaymentStatusMessage } from '@cuepoint/domain/booking/request-rules';
import { confirmTestPayment } from '../booking-api.ts';
import type { CardConfirmer, CardFormProps } from './card-confirmer.ts';
import { confirmationFailure, confirmOutcome } from './payment-outcome.ts';

/**
 * The saved card, confirmed by its holder without typing it again (decision record 028): the intent already names the
 * card, so the confirmation sends none. The bank may ask for 3-D Secure (Stripe's modal, or the test gateway's page).
 */
export function SavedCardForm({
  confirmerRef,
  publishableKey,
}: Pick<CardFormProps, 'confirmerRef'> & { publishableKey: string | null }) {
  const confirm: CardConfirmer = async (intent, returnUrl) => {
    try {
      if (!publishableKey)
        return confirmOutcome(
          await confirmTestPayment({ client_secret: intent.client_secret, return_url: returnUrl }),
          intent.kind,
        );
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey);
      if (!stripe) return { kind: 'failed', message: P.unexpected };
      const result = await stripe.confirmCardPayment(intent.client_secret, { return_url: returnUrl });
      if (result.error) return { kind: 'failed', message: result.error.message || P.confirmationFailed };
      const payment = result.paymentIntent;
      return payment.status === 'requires_capture' || payment.status === 'succeeded'
        ? { kind: 'secured', reference: { payment_intent_id: payment.id } }
        : { kind: 'failed', message: unexpectedPaymentStatusMessage(payment.status) };
    } catch (error) {
      return { kind: 'failed', message: confirmationFailure(error) };
    }
  };
  useImperativeHandle(confirmerRef, () => confirm);
  return (
    <p className="flex items-center gap-2 text-sm text-mist-100">
      <CreditCard className="size-4 shrink-0 text-cue-400" aria-hidden />
      Your saved card is used again. If your bank asks, you confirm the payment with it next.
    </p>
  );
}
