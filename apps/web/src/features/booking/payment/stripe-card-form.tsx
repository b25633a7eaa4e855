import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import {
  PAYMENT_MESSAGES as P,
  unexpectedPaymentStatusMessage,
  unexpectedSetupStatusMessage,
} from '@cuepoint/domain/booking/request-rules';
import { Spinner } from '../../../ui/feedback.tsx';
import type { CardConfirmer, CardFormProps } from './card-confirmer.ts';

const CARD_STYLE = {
  base: {
    color: '#eef0f6',
    fontSize: '16px',
    fontFamily: 'Inter Variable, system-ui, sans-serif',
    '::placeholder': { color: '#8d93a8' },
  },
  invalid: { color: '#fca5a5' },
} as const;

/**
 * Card entry with Stripe Elements (the server runs Stripe and gave its publishable key): Stripe.js is loaded only
 * now, from Stripe, and confirms the intent itself, 3-D Secure included, so the card never touches our server.
 */
export default function StripeCardForm({
  publishableKey,
  confirmerRef,
  disabled,
  onCardChange,
}: CardFormProps & { publishableKey: string }) {
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const onChangeRef = useRef(onCardChange);
  onChangeRef.current = onCardChange;

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountRef.current) {
          setStatus('failed');
          return;
        }
        card = stripe.elements().create('card', { style: CARD_STYLE, hidePostalCode: false });
        card.mount(mountRef.current);
        card.on('change', (event) => {
          setError(event.error?.message ?? null);
          onChangeRef.current?.();
        });
        stripeRef.current = { stripe, card };
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey]);

  useEffect(() => {
    stripeRef.current?.card.update({ disabled });
  }, [disabled, status]);

  const confirm: CardConfirmer = async (intent) => {
    const loaded = stripeRef.current;
    if (!loaded) return { kind: 'failed', message: P.cardElementMissing };
    const { stripe, card } = loaded;
    if (intent.kind === 'setup_intent') {
      const result = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card } });
      if (result.error) return { kind: 'failed', message: result.error.message || P.setupFailed };
      const setup = result.setupIntent;
      return setup.status === 'succeeded'
        ? { kind: 'secured', reference: { setup_intent_id: setup.id } }
        : { kind: 'failed', message: unexpectedSetupStatusMessage(setup.status) };
    }
    const result = await stripe.confirmCardPayment(intent.client_secret, { payment_method: { card } });
    if (result.error) return { kind: 'failed', message: result.error.message || P.confirmationFailed };
    const payment = result.paymentIntent;
    return payment.status === 'requires_capture' || payment.status === 'succeeded'
      ? { kind: 'secured', reference: { payment_intent_id: payment.id } }
      : { kind: 'failed', message: unexpectedPaymentStatusMessage(payment.status) };
  };
  useImperativeHandle(confirmerRef, () => confirm);

  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-semibold text-mist-100">
        Card details
      </p>
      {status === 'loading' ? <Spinner label="Loading the secure card form…" /> : null}
      {status === 'failed' ? (
        <p role="alert" className="text-sm text-red-300">
          {P.cardElementMissing}
        </p>
      ) : null}
      <div
        ref={mountRef}
        role="group"
        aria-labelledby={`${id}-label`}
        data-testid="stripe-card-element"
        className="rounded-xl border border-ink-600 bg-ink-900 px-4 py-3.5"
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
