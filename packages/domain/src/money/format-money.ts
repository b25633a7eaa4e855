import { MINOR_UNITS_PER_MAJOR } from './minor-units.ts';

/**
 * The one way money is written, on the server (messages, mails, pages) and in the browser: an amount in minor units
 * and its currency code. `cents: 'always'` writes "€289.00" (statements, receipts); `'when-any'` drops the cents of a
 * whole amount ("€289", "€80.50", for prose and headlines). A code Intl does not know is written after grouped
 * digits ("1,234.50 XYZ").
 */
export type TMoneyFormat = { cents?: 'always' | 'when-any'; locale?: string };

/**
 * The symbols English formatting puts before the platform's main currencies. These are written without Intl: a
 * phone's first Intl.NumberFormat loads the locale data, tens of milliseconds of script on a page that shows a fee.
 * The tests check the output equals Intl's.
 */
const ENGLISH_SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };
const ENGLISH = new Set(['en', 'en-US']);

const formatters = new Map<string, Intl.NumberFormat | null>();

function intlFormatter(locale: string, currency: string, decimals: number): Intl.NumberFormat | null {
  const key = `${locale}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "1234.5" with 2 decimals → "1,234.50". */
function grouped(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const withSeparators = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withSeparators : `${withSeparators}.${fraction}`;
}

/** Minor units as money: formatMoney(28900, 'EUR') is "€289.00", with `{ cents: 'when-any' }` "€289". */
export function formatMoney(minor: number, currency: string, format: TMoneyFormat = {}): string {
  const code = currency.trim().toUpperCase();
  const locale = format.locale ?? 'en-US';
  const decimals = format.cents === 'when-any' && minor % MINOR_UNITS_PER_MAJOR === 0 ? 0 : 2;
  const amount = minor / MINOR_UNITS_PER_MAJOR;
  const symbol = ENGLISH.has(locale) ? ENGLISH_SYMBOLS[code] : undefined;
  if (symbol) return `${minor < 0 ? '-' : ''}${symbol}${grouped(amount, decimals)}`;
  const formatter = /^[A-Z]{3}$/.test(code) ? intlFormatter(locale, code, decimals) : null;
  if (formatter) return formatter.format(amount);
  return `${minor < 0 ? '-' : ''}${grouped(amount, decimals)} ${code}`;
}

/**
 * A major amount as the API sends it (80.5) written as money, rounded to the cent; whole amounts without cents
 * unless `cents: 'always'` ("€80.50", "€1,250").
 */
export function formatMajor(amount: number, currency: string, format: TMoneyFormat = {}): string {
  return formatMoney(Math.round(amount * MINOR_UNITS_PER_MAJOR), currency, { cents: 'when-any', ...format });
}
