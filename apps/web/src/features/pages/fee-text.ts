import {
  CARD_FEE_FIXED_MINOR,
  CARD_FEE_RATE,
  PLATFORM_FEE_PER_HOUR_MINOR,
} from '@cuepoint/domain/pricing/fees';

/** The fee figures as prose ("1", "2.9% + 0.30"), derived from the fee constants so the copy cannot drift. */
export const PLATFORM_FEE_PER_HOUR = String(PLATFORM_FEE_PER_HOUR_MINOR / 100);
export const CARD_FEE = `${Number((CARD_FEE_RATE * 100).toFixed(2))}% + ${(CARD_FEE_FIXED_MINOR / 100).toFixed(2)}`;

/** The currencies the platform fee is charged in (docs/product/content.md: "1 currency unit (EUR, USD or GBP)"). */
const FEE_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

/**
 * The symbols English formatting puts before an amount of the fee currencies. Money in these currencies is written
 * without Intl: a phone's first Intl.NumberFormat loads the locale data, tens of milliseconds of script on every
 * page that shows a fee, before it can respond.
 */
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };

/** "1,234.5" → "1,234.50": the amount with thousands separators and the given number of decimals. */
function grouped(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const withSeparators = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withSeparators : `${withSeparators}.${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Amount in minor units as money ("€289.00"), as `Intl.NumberFormat('en', { style: 'currency' })` writes it. */
export function formatMinor(minor: number, currency: string, decimals = 2) {
  const symbol = SYMBOLS[currency];
  if (symbol) return `${minor < 0 ? '-' : ''}${symbol}${grouped(minor / 100, decimals)}`;
  const key = `${currency}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / 100);
}

/** The platform fee as money in each of its currencies, for a headline: "€1, $1 or £1". */
export const PLATFORM_FEE_MONEY = (() => {
  const decimals = PLATFORM_FEE_PER_HOUR_MINOR % 100 === 0 ? 0 : 2;
  const amounts = FEE_CURRENCIES.map((currency) =>
    formatMinor(PLATFORM_FEE_PER_HOUR_MINOR, currency, decimals),
  );
  return `${amounts.slice(0, -1).join(', ')} or ${amounts.at(-1)}`;
})();
