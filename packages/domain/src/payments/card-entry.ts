/**
 * The payment modal's own card form (test mode, no Stripe Elements): the number shown in groups as it is typed, the
 * expiry read from "MM / YY", and the test cards it suggests. The checks themselves are card-details.ts's, the same
 * the test gateway applies.
 */

/** Stripe's test cards the form lists (https://docs.stripe.com/testing), and what each does. */
export const TEST_CARD_HINTS = [
  { number: '4242 4242 4242 4242', outcome: 'is authorized' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0027 6000 3184', outcome: 'asks for 3-D Secure authentication' },
] as const;

export const CARD_ENTRY_MESSAGES = {
  /** Ours, in Stripe's words where Stripe has them. */
  numberRequired: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  postalCodeInvalid: 'Your postal code must be letters, digits, spaces or dashes (up to 10).',
} as const;

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as 4-6-5. At most 19 digits are kept. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What is typed in the expiry field, shown as "MM / YY": "1" → "1", "12" → "12 / ", "1228" → "12 / 28". */
export function formatExpiry(typed: string, deleting = false): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The month and two- or four-digit year of "MM / YY"; null while incomplete. */
export function readExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

/** An optional postal code: empty, or up to 10 letters, digits, spaces or dashes. */
export function isPostalCode(text: string): boolean {
  const value = text.trim();
  return value === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/.test(value);
}
