import type { TAuthorizationStrategy } from './states.ts';

/**
 * The payment modal's words beside those of request-rules.ts (PAYMENT_MESSAGES; docs/product/payments.md): the reply
 * that was not JSON, what happens to the card under each authorization strategy, and its summary's lines. No zod.
 */

/** docs/product/payments.md: 'Server error (N). ...' for a reply that is not JSON. */
export function serverErrorMessage(status: number): string {
  return `Server error (${status}). Please try again in a moment.`;
}

/** docs/product/payments.md: what securing the card does now, by strategy; nothing is charged either way. */
export const STRATEGY_EXPLANATIONS: Record<TAuthorizationStrategy, { title: string; detail: string }> = {
  save_payment_method: {
    title: 'Your card is saved now, not charged',
    detail:
      'Your event is more than 5 days away: the amount is authorized on your card 3–4 days before the event. Nothing is charged now.',
  },
  authorize_now: {
    title: 'The amount is authorized now, not charged',
    detail:
      'Your event is within 5 days: the amount is held on your card now and released if no DJ accepts. Nothing is charged now.',
  },
};

/** docs/product/payments.md: when a charge happens at all. */
export const CHARGE_RULE =
  'You are charged only once a DJ accepts and your event is confirmed, within 24 hours of the event. Nothing is charged if nobody accepts or the event is cancelled.';

/** docs/product/payments.md: the fees are shown as paid by the DJ; the customer pays the DJ's rate. */
export const FEES_NOTE = 'The platform and card fees come out of the DJ’s payout; you pay the rate only.';

/** The 3-D Secure round trip: what the modal says while the bank's page opens and after coming back. */
export const AUTHENTICATION_MESSAGES = {
  redirecting: 'Opening your bank’s verification page…',
  resuming: 'Welcome back: sending your booking request…',
  failed: 'Your card was not verified. Please try again or use another card.',
} as const;

/**
 * The same modal when an accepted booking's agreed price is above what the card secures (decision record 029): a DJ
 * has accepted, so the request's words ('if nobody accepts') no longer fit.
 */
export const AGREED_PRICE_CARD_COPY = {
  chargeRule:
    'The DJ accepted at the agreed price. Your card is charged within 24 hours of the event once you confirm the booking; nothing is charged now.',
  explanations: {
    save_payment_method: {
      title: 'Your card is saved for the agreed price, not charged',
      detail:
        'Your event is more than 5 days away: the agreed price is authorized on your card 3–4 days before the event. Nothing is charged now.',
    },
    authorize_now: {
      title: 'The agreed price is authorized now, not charged',
      detail:
        'The agreed price is held on your card now; an earlier hold for this booking, if any, is released. Nothing is charged now.',
    },
  } satisfies Record<TAuthorizationStrategy, { title: string; detail: string }>,
  resuming: 'Welcome back: securing the agreed price…',
} as const;

/** The payment step's words when an open request whose saved card failed is secured again (decision record 028). */
export const REQUEST_RESCUE_CARD_COPY = {
  chargeRule:
    'Your request stays open to the DJs it reached. Your card is charged only once a DJ is booked, 24 hours before the event; nothing is charged now.',
  explanations: {
    save_payment_method: {
      title: 'Your card is saved, not charged',
      detail: 'The amount is authorized on your card 3–4 days before the event. Nothing is charged now.',
    },
    authorize_now: {
      title: 'The amount is authorized now, not charged',
      detail: 'The amount is held on your card now. Nothing is charged now.',
    },
  } satisfies Record<TAuthorizationStrategy, { title: string; detail: string }>,
  resuming: 'Welcome back: securing your request…',
} as const;
