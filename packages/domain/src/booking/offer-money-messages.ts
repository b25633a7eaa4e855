import { moneyLimit } from '../catalog/money-text.ts';
import { OFFER_HOURLY_RATE_MAX, OFFER_MESSAGES } from './booking-api.ts';

/**
 * An offer's messages in the request's currency. The shared schema cannot know the currency, so its cap reads in
 * grouped digits; a screen (or service) that knows the currency says it as money: "Hourly rate must be at most
 * €100,000".
 */
export function offerMessageIn(message: string, currency: string): string {
  if (message === OFFER_MESSAGES.rateTooHigh)
    return `Hourly rate must be at most ${moneyLimit(OFFER_HOURLY_RATE_MAX, currency)}`;
  return message;
}
