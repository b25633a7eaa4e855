import { formatMoney } from '../money/format-money.ts';
import { isExtendedCurrency } from './currencies.ts';

/**
 * Amounts in messages are money, never minor units or bare digits: a limit in a known currency reads "€100,000"
 * (cents only when it has them), one whose currency the message cannot know is grouped ("100,000").
 */

/** A limit in major units as money in `currency` ("€100,000", "$999,999.99"); grouped digits for an unknown code. */
export function moneyLimit(major: number, currency: string): string {
  if (!isExtendedCurrency(currency)) return amountLimit(major);
  return formatMoney(Math.round(major * 100), currency, { cents: 'when-any' });
}

/** A limit in major units where the currency is not known: grouped digits ("100,000"). */
export function amountLimit(major: number): string {
  return major.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
