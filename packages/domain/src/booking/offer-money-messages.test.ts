import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from './booking-api.ts';
import { offerMessageIn } from './offer-money-messages.ts';

describe('offerMessageIn', () => {
  it('says the rate cap as money in the request’s currency', () => {
    expect(OFFER_MESSAGES.rateTooHigh).toBe("Hourly rate must be at most 100,000 in the request's currency");
    expect(offerMessageIn(OFFER_MESSAGES.rateTooHigh, 'EUR')).toBe('Hourly rate must be at most €100,000');
    expect(offerMessageIn(OFFER_MESSAGES.rateTooHigh, 'GBP')).toBe('Hourly rate must be at most £100,000');
    expect(offerMessageIn(OFFER_MESSAGES.rateInvalid, 'EUR')).toBe(OFFER_MESSAGES.rateInvalid);
  });
});
