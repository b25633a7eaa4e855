import { z } from 'zod';
import { zText } from '../text/safe-text.ts';

/**
 * A card typed into the payment modal's own form (no Stripe Elements without STRIPE_PUBLISHABLE_KEY) and checked
 * by the test gateway, with Stripe's error codes and messages so the modal reads the same either way.
 */

export const CARD_ERRORS = {
  incompleteNumber: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
  invalidNumber: { code: 'invalid_number', message: 'Your card number is invalid.' },
  invalidExpiryMonth: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  invalidExpiryYear: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  incompleteCvc: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
  invalidCvc: { code: 'invalid_cvc', message: "Your card's security code is invalid." },
} as const;

export type TCardError = (typeof CARD_ERRORS)[keyof typeof CARD_ERRORS];

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

/** How far ahead an expiry may be: Stripe refuses years more than 50 ahead. */
const MAX_YEARS_AHEAD = 50;

export const ZCardDetails = z.strictObject({
  /** Digits, spaces or dashes allowed between groups as people type them. */
  number: zText({ error: 'Card number is required', label: 'Card number' }).max(
    40,
    CARD_ERRORS.invalidNumber.message,
  ),
  exp_month: z
    .number({ error: CARD_ERRORS.invalidExpiryMonth.message })
    .int(CARD_ERRORS.invalidExpiryMonth.message),
  /** Four digits, or two (26 → 2026). */
  exp_year: z
    .number({ error: CARD_ERRORS.invalidExpiryYear.message })
    .int(CARD_ERRORS.invalidExpiryYear.message),
  cvc: zText({ error: CARD_ERRORS.incompleteCvc.message, label: 'Security code' }).max(
    8,
    CARD_ERRORS.invalidCvc.message,
  ),
});
export type TCardDetails = z.infer<typeof ZCardDetails>;

/** The digits of a typed card number, or null when anything but digits, spaces and dashes is in it. */
export function cardDigits(number: string): string | null {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card network, from the number's first digits. */
export function cardBrand(digits: string): TCardBrand {
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** How many digits a complete number of the brand has. */
function expectedLengths(brand: TCardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'unknown') return [12, 13, 14, 15, 16, 17, 18, 19];
  if (brand === 'visa') return [13, 16, 19];
  return [16];
}

/** A two-digit year read as this century's. */
export function fullExpiryYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

/**
 * The first problem with a typed card, as Stripe reports it, or null when number, expiry and security code are
 * well formed and the card has not expired at `now` (expiry checked in UTC: a card is valid to its month's end).
 */
export function cardDetailsError(card: TCardDetails, now: Date): TCardError | null {
  const digits = cardDigits(card.number);
  if (digits === null) return CARD_ERRORS.invalidNumber;
  const brand = cardBrand(digits);
  const lengths = expectedLengths(brand);
  if (digits.length < Math.min(...lengths)) return CARD_ERRORS.incompleteNumber;
  if (!lengths.includes(digits.length) || !passesLuhn(digits)) return CARD_ERRORS.invalidNumber;

  if (card.exp_month < 1 || card.exp_month > 12) return CARD_ERRORS.invalidExpiryMonth;
  const year = fullExpiryYear(card.exp_year);
  const thisYear = now.getUTCFullYear();
  if (year < 2000 || year > thisYear + MAX_YEARS_AHEAD) return CARD_ERRORS.invalidExpiryYear;
  if (year < thisYear || (year === thisYear && card.exp_month < now.getUTCMonth() + 1))
    return CARD_ERRORS.expired;

  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!/^\d*$/.test(card.cvc)) return CARD_ERRORS.invalidCvc;
  if (card.cvc.length < cvcLength) return CARD_ERRORS.incompleteCvc;
  if (card.cvc.length > cvcLength) return CARD_ERRORS.invalidCvc;
  return null;
}
