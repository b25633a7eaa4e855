import { EXTENDED_CURRENCIES, type TExtendedCurrency } from '../catalog/currencies.ts';

/**
 * Reference exchange rates for comparing a DJ's hourly rate with a budget in another currency (decision record 030):
 * matchmaking's budget rule and signal, the routing of booking requests and the search's rate filter. They decide
 * who is shown and in which order, never an amount anyone pays: an offer, a booking and every charge are in the
 * request's own currency, priced by the DJ. Units of each currency per euro, rounded mid-market rates; a currency
 * missing here cannot be compared and is left out wherever a budget is a hard rule.
 */
export const REFERENCE_RATES_PER_EUR: Readonly<Record<TExtendedCurrency, number>> = {
  EUR: 1,
  USD: 1.1,
  GBP: 0.85,
  CAD: 1.5,
  AUD: 1.65,
};

export type TExchangeRates = Readonly<Record<string, number>>;

function perEur(currency: string, rates: TExchangeRates): number | null {
  const rate = rates[currency.trim().toUpperCase()];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** Whether an amount in `from` can be compared with one in `to`. */
export function canCompareCurrencies(
  from: string,
  to: string,
  rates: TExchangeRates = REFERENCE_RATES_PER_EUR,
): boolean {
  return perEur(from, rates) !== null && perEur(to, rates) !== null;
}

/**
 * An amount in minor units of `from` as whole minor units of `to` (rounded); the same amount when the currencies are
 * the same; null when either currency is unknown.
 */
export function convertMinor(
  amountMinor: number,
  from: string,
  to: string,
  rates: TExchangeRates = REFERENCE_RATES_PER_EUR,
): number | null {
  const source = from.trim().toUpperCase();
  const target = to.trim().toUpperCase();
  if (source === target) return amountMinor;
  const a = perEur(source, rates);
  const b = perEur(target, rates);
  if (a === null || b === null) return null;
  return Math.round((amountMinor / a) * b);
}

/**
 * For a limit in one currency, the same limit in each known currency (minor units, rounded down for an upper limit
 * and up for a lower one, so a rate exactly at the limit stays in on both sides): what a database filter compares
 * each row's own rate with.
 */
export function limitInEachCurrency(
  limitMinor: number,
  currency: string,
  bound: 'max' | 'min',
  rates: TExchangeRates = REFERENCE_RATES_PER_EUR,
): Array<{ currency: TExtendedCurrency; limitMinor: number }> {
  const source = perEur(currency, rates);
  if (source === null) return [];
  return EXTENDED_CURRENCIES.flatMap((target) => {
    const rate = perEur(target, rates);
    if (rate === null) return [];
    if (target === currency.trim().toUpperCase()) return [{ currency: target, limitMinor }];
    const exact = (limitMinor / source) * rate;
    return [{ currency: target, limitMinor: bound === 'max' ? Math.floor(exact) : Math.ceil(exact) }];
  });
}

/**
 * A rate is within a budget in another currency: compared in the rate's own currency, against the budget converted
 * there and rounded down (as a database filter compares it). Unknown currencies are never within.
 */
export function rateWithinBudget(
  rate: { minor: number; currency: string },
  budget: { minor: number; currency: string },
  rates: TExchangeRates = REFERENCE_RATES_PER_EUR,
): boolean {
  const limit = limitInEachCurrency(budget.minor, budget.currency, 'max', rates).find(
    (entry) => entry.currency === rate.currency.trim().toUpperCase(),
  );
  return limit !== undefined && rate.minor <= limit.limitMinor;
}
