import { convertMinor } from '../pricing/exchange-rates.ts';
import { formatMoney } from '../money/format-money.ts';

/**
 * A request aimed at a DJ offers at least the DJ's starting rate (issue #28, decision record 042): every booking form
 * warns while the hourly budget is below it, and the server refuses such a request with the same words. A budget in
 * another currency is compared at the reference rates (pricing/exchange-rates.ts), as matchmaking compares it.
 */

/** An amount per hour in minor units of its currency. */
export type TRate = { minor: number; currency: string };

/** Whether the budget is below the DJ's starting rate; currencies that cannot be compared never are. */
export function budgetBelowMinimum(budget: TRate, minimum: TRate): boolean {
  if (minimum.minor <= 0) return false;
  const inRateCurrency = convertMinor(budget.minor, budget.currency, minimum.currency);
  return inRateCurrency !== null && inRateCurrency < minimum.minor;
}

/** The least whole hourly budget in `currency` that reaches the DJ's starting rate (minor units). */
export function minimumBudgetIn(minimum: TRate, currency: string): number | null {
  if (minimum.currency.trim().toUpperCase() === currency.trim().toUpperCase()) return minimum.minor;
  const converted = convertMinor(minimum.minor, minimum.currency, currency);
  if (converted === null) return null;
  let budget = Math.ceil(converted / 100) * 100;
  while (budgetBelowMinimum({ minor: budget, currency }, minimum)) budget += 100;
  return budget;
}

/**
 * "Nova Walker’s rate starts at €120 per hour: raise your hourly budget to at least that." A budget in another
 * currency hears the rate in the DJ's currency and about what it is in its own.
 */
export function belowMinimumMessage(djName: string, minimum: TRate, budgetCurrency: string): string {
  const rate = formatMoney(minimum.minor, minimum.currency, { cents: 'when-any' });
  const inBudget = minimumBudgetIn(minimum, budgetCurrency);
  const same = minimum.currency.trim().toUpperCase() === budgetCurrency.trim().toUpperCase();
  const about =
    same || inBudget === null
      ? ''
      : ` (about ${formatMoney(inBudget, budgetCurrency, { cents: 'when-any' })})`;
  return `${djName}’s rate starts at ${rate} per hour${about}: raise your hourly budget to at least that.`;
}
