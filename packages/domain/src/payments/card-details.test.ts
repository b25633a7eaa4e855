import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  CARD_ERRORS,
  ZCardDetails,
  cardBrand,
  cardDetailsError,
  cardDigits,
  passesLuhn,
  type TCardDetails,
} from './card-details.ts';

const now = new Date('2026-11-22T12:00:00Z');
const card = (overrides: Partial<TCardDetails> = {}): TCardDetails => ({
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...overrides,
});

describe('card details', () => {
  it('reads the digits through spaces and dashes only', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242x4242')).toBeNull();
  });

  it('checks the Luhn digit of Stripe’s test numbers', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000002760003184', '5555555555554444'])
      expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('names the network from the first digits', () => {
    expectMapping(cardBrand, {
      '4242424242424242': 'visa',
      '5555555555554444': 'mastercard',
      '2223003122003222': 'mastercard',
      '378282246310005': 'amex',
      '6011111111111117': 'discover',
      '9999999999999995': 'unknown',
    });
  });

  it('accepts a well-formed card that has not expired', () => {
    expect(cardDetailsError(card(), now)).toBeNull();
    expect(cardDetailsError(card({ exp_month: 11, exp_year: 2026 }), now)).toBeNull();
    expect(cardDetailsError(card({ exp_year: 30 }), now)).toBeNull();
    expect(cardDetailsError(card({ number: '378282246310005', cvc: '1234' }), now)).toBeNull();
  });

  it.each([
    [{ number: '4242 4242 4242' }, CARD_ERRORS.incompleteNumber],
    [{ number: '4242 4242 4242 4241' }, CARD_ERRORS.invalidNumber],
    [{ number: '4242 4242 4242 424a' }, CARD_ERRORS.invalidNumber],
    [{ number: '4242 4242 4242 4242 4' }, CARD_ERRORS.invalidNumber],
    [{ exp_month: 13 }, CARD_ERRORS.invalidExpiryMonth],
    [{ exp_month: 0 }, CARD_ERRORS.invalidExpiryMonth],
    [{ exp_year: 2099 }, CARD_ERRORS.invalidExpiryYear],
    [{ exp_year: 1999 }, CARD_ERRORS.invalidExpiryYear],
    [{ exp_month: 10, exp_year: 2026 }, CARD_ERRORS.expired],
    [{ exp_year: 2025 }, CARD_ERRORS.expired],
    [{ cvc: '12' }, CARD_ERRORS.incompleteCvc],
    [{ cvc: '1234' }, CARD_ERRORS.invalidCvc],
    [{ cvc: '12a' }, CARD_ERRORS.invalidCvc],
  ])('refuses %o with Stripe’s message', (overrides, error) => {
    expect(cardDetailsError(card(overrides), now)).toEqual(error);
  });

  it('refuses a card object with fields of the wrong type or extra fields', () => {
    expect(ZCardDetails.safeParse(card()).success).toBe(true);
    expect(ZCardDetails.safeParse({ ...card(), exp_month: '12' }).error?.issues[0]?.message).toBe(
      CARD_ERRORS.invalidExpiryMonth.message,
    );
    expect(ZCardDetails.safeParse({ ...card(), amount: 1 }).success).toBe(false);
    expect(ZCardDetails.safeParse({ ...card(), number: '4242\u0000' }).success).toBe(false);
  });
});
