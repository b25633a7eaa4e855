import { lazy, Suspense, type RefObject } from 'react';
import type { TPaymentsConfig } from '@cuepoint/domain/payments/intents';
import { Spinner } from '../../../ui/feedback.tsx';
import { cardEntryFor, type CardConfirmer } from './card-confirmer.ts';
import { SavedCardForm } from './saved-card-form.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/** The card step's card: the saved one again, Stripe Elements, or the test mode's own form. */
export function CardEntry({
  config,
  savedCard,
  confirmerRef,
  disabled,
  onCardChange,
}: {
  config: { isPending: boolean; data: TPaymentsConfig | undefined };
  savedCard: boolean;
  confirmerRef: RefObject<CardConfirmer | null>;
  disabled: boolean;
  onCardChange?: () => void;
}) {
  if (config.isPending) return <Spinner label="Loading the card form…" />;
  const entry = cardEntryFor(config.data);
  if (savedCard)
    return (
      <SavedCardForm
        confirmerRef={confirmerRef}
        publishableKey={entry === 'stripe' ? config.data!.publishable_key! : null}
      />
    );
  if (entry === 'test')
    return <TestCardForm confirmerRef={confirmerRef} disabled={disabled} onCardChange={onCardChange} />;
  return (
    <Suspense fallback={<Spinner label="Loading the secure card form…" />}>
      <StripeCardForm
        publishableKey={config.data!.publishable_key!}
        confirmerRef={confirmerRef}
        disabled={disabled}
        onCardChange={onCardChange}
      />
    </Suspense>
  );
}
