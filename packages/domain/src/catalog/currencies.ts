/** Booking and venue currencies (docs/product/accounts-and-sessions.md, default USD). */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: TCurrency = 'USD';

/** docs/product/accounts-and-sessions.md: CAD and AUD are offered only for training rates and the DJ hourly rate. */
export const EXTENDED_CURRENCIES = [...CURRENCIES, 'CAD', 'AUD'] as const;
export type TExtendedCurrency = (typeof EXTENDED_CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<TExtendedCurrency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
};

export function isCurrency(code: string): code is TCurrency {
  return (CURRENCIES as readonly string[]).includes(code);
}

export function isExtendedCurrency(code: string): code is TExtendedCurrency {
  return (EXTENDED_CURRENCIES as readonly string[]).includes(code);
}

/**
 * The countries whose currency is the euro (ISO 3166-1 alpha-2): the euro-area members of the EU (Bulgaria from
 * 2026) and the states that issue it by agreement with the EU (Andorra, Monaco, San Marino, Vatican City).
 */
export const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'AD',
  'MC',
  'SM',
  'VA',
]);

/**
 * docs/product/accounts-and-sessions.md: the currency a country gets when none was chosen. GB (also written UK) gives
 * GBP, the euro countries EUR, everything else (and an unknown or missing country) USD.
 */
export function currencyForCountry(country: string | null | undefined): TCurrency {
  const code = (country ?? '').trim().toUpperCase();
  if (code === 'GB' || code === 'UK') return 'GBP';
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return DEFAULT_CURRENCY;
}

export function currencySymbol(currency: TExtendedCurrency): string {
  return CURRENCY_SYMBOLS[currency];
}

/** Money is written by money/format-money.ts; this name stays for the callers that read it from the catalog. */
export { formatMoney } from '../money/format-money.ts';
