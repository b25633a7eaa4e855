/**
 * The demo's booking confirmation (docs/product/booking-requests.md): three steps, review, contract and confirmation;
 * Next and Back move between them, and the final confirm needs the agreement checkbox ticked.
 */
export const CONFIRMATION_STEPS = ['Review', 'Contract', 'Confirmation'] as const;
export type TConfirmationStep = 0 | 1 | 2;

export const LAST_CONFIRMATION_STEP: TConfirmationStep = 2;

export const CONFIRMATION_MESSAGES = {
  agreementRequired: 'Please agree to the contract terms to confirm the booking.',
} as const;

export function nextStep(step: TConfirmationStep): TConfirmationStep {
  return Math.min(LAST_CONFIRMATION_STEP, step + 1) as TConfirmationStep;
}

export function previousStep(step: TConfirmationStep): TConfirmationStep {
  return Math.max(0, step - 1) as TConfirmationStep;
}

/** The final confirm: only on the last step and with the agreement ticked; otherwise the message to show. */
export function confirmBlocker(step: TConfirmationStep, agreed: boolean): string | null {
  if (step !== LAST_CONFIRMATION_STEP) return 'Go through the review and the contract first.';
  return agreed ? null : CONFIRMATION_MESSAGES.agreementRequired;
}
