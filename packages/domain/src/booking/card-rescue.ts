/**
 * A saved card whose off-session authorization failed (decision record 028, "A saved card that fails later"): what
 * kind of failure it was, whether the platform tries once more by itself, and the words both sides read. No zod:
 * lists, the booking page and the notifications import it.
 */

/**
 * - soft: the bank may say yes later (insufficient funds, a generic decline, a try-again): retried once after 24 h
 * - authentication: the bank wants the customer present (3-D Secure): only the customer can secure it
 * - hard: the card will not work again (stolen, lost, expired, fraud, closed account, a card no longer saved)
 */
export const DECLINE_KINDS = ['soft', 'authentication', 'hard'] as const;
export type TDeclineKind = (typeof DECLINE_KINDS)[number];

/** What the request remembers of its saved card's failed authorization. */
export type TAuthorizationFailure = {
  kind: TDeclineKind;
  /** When the gateway answered no. */
  at: Date;
  /** The one automatic retry of a soft decline was sent. */
  retried: boolean;
  /** The customer was reminded 48 hours before the event. */
  reminded: boolean;
};

/** Stripe's decline codes the bank may answer differently later (its own retry guidance): retried once. */
const SOFT_DECLINE_CODES: ReadonlySet<string> = new Set([
  'insufficient_funds',
  'generic_decline',
  'do_not_honor',
  'try_again_later',
  'processing_error',
  'issuer_not_available',
  'reenter_transaction',
  'approve_with_id',
  'card_velocity_exceeded',
  'withdrawal_count_limit_exceeded',
  'call_issuer',
  'no_action_taken',
  'not_permitted',
  'service_not_allowed',
]);

/** The gateway's error as far as a decline's kind goes (Stripe's `code` and `decline_code`). */
export type TDeclineError = { code?: string | null; decline_code?: string | null } | null | undefined;

/**
 * The kind of a failed off-session authorization: authentication when the bank asks for the customer (Stripe's
 * `authentication_required`, or an intent left in `requires_action`), soft for the declines Stripe says may pass on a
 * later try, hard for everything else (a card that will not work again is not tried again).
 */
export function declineKindOf(error: TDeclineError, requiresAction = false): TDeclineKind {
  if (requiresAction || error?.code === 'authentication_required') return 'authentication';
  if (error?.decline_code === 'authentication_required') return 'authentication';
  if (error?.code === 'card_declined' && SOFT_DECLINE_CODES.has(error.decline_code ?? 'generic_decline'))
    return 'soft';
  if (error?.code === 'processing_error') return 'soft';
  return 'hard';
}

/** Whether the platform tries the saved card once more by itself. */
export function isRetryable(failure: TAuthorizationFailure | null | undefined): boolean {
  return failure?.kind === 'soft' && !failure.retried;
}

/** The words of the rescue, on both sides. */
export const CARD_RESCUE_MESSAGES = {
  /** The true reason of a release, in the expiry's event and both parties' messages. */
  released: 'released because the card could not be secured',
  releasedReason: 'The booking was released because the card could not be secured',
  panelTitle: 'Secure this booking',
  requestPanelTitle: 'Secure this request',
  atRiskTitle: 'Booking at risk',
  secured: 'Your card now secures this booking: it is charged 24 hours before the event as agreed.',
  requestNotOpen: 'This request is no longer open: a booked request is secured from its booking’s page',
  notRetryable: 'The platform cannot try this card again: please secure the booking with a card',
  noSavedCard: 'This booking has no saved card to use again: please secure it with another card',
  noSavedCardOnRequest: 'This request has no saved card to use again: please secure it with another card',
  useSavedCard: 'Use the saved card',
  useAnotherCard: 'Use another card',
  savedCardSecured: 'Your saved card now secures this booking.',
} as const;
