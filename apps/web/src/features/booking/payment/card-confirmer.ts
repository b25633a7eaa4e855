import type { RefObject } from 'react';
import type { TPaymentsConfig } from '@cuepoint/domain/payments/intents';
import type { ConfirmOutcome, IntentToConfirm } from './payment-outcome.ts';

/** Confirms the authorization's intent with the card the form holds; the form shows its own field errors. */
export type CardConfirmer = (intent: IntentToConfirm, returnUrl: string) => Promise<ConfirmOutcome>;

/** What a card form gets from the modal: where to register its confirmer, and whether it may be edited. */
export type CardFormProps = {
  confirmerRef: RefObject<CardConfirmer | null>;
  disabled: boolean;
  /** The card was changed (a field typed in): a failure told about the card before is no longer about this one. */
  onCardChange?: (() => void) | undefined;
};

/** Stripe Elements only when the server runs Stripe and gave a publishable key; the own card form otherwise. */
export function cardEntryFor(config: TPaymentsConfig | undefined): 'stripe' | 'test' {
  return config?.mode === 'stripe' && config.publishable_key ? 'stripe' : 'test';
}
