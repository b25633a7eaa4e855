import type { TExtendedCurrency } from '../catalog/currencies.ts';
import { feeBreakdown } from '../pricing/fees.ts';
import type { TAuthorizationStrategy } from './states.ts';
import { toMajor, toMinor } from '../money/minor-units.ts';

/**
 * What a booking request secures on the card (docs/product/payments.md): the
 * customer pays hourly budget × duration; the DJ's payout is that less the platform fee and the card fee
 * (pricing/fees.ts, the one place fees are computed). Computation is in integer minor units; the API shows
 * decimals.
 *
 * Currency rules: a request is priced in one of the supported currencies (USD, EUR, GBP, CAD, AUD), all with two
 * decimals, so one major unit is 100 minor units; an explicit choice wins, else the customer's country decides
 * (catalog/currencies.ts `currencyForCountry`). The smallest request (0.5 h at 20) secures 10.00, above every card
 * network's minimum charge.
 */

export type TAuthorizationAmounts = {
  currency: TExtendedCurrency;
  strategy: TAuthorizationStrategy;
  customerPaysMinor: number;
  platformFeeMinor: number;
  processingFeeMinor: number;
  djPayoutMinor: number;
};

/** What the customer's card secures for `durationHours` at `hourlyRate` (major units). */
export function requestAmountMinor(hourlyRate: number, durationHours: number): number {
  return feeBreakdown(durationHours, toMinor(hourlyRate)).customerPaysMinor;
}

/** The amounts of the authorization answer, from the hourly budget (major units) and the duration. */
export function authorizationAmounts(input: {
  hourlyRate: number;
  durationHours: number;
  currency: TExtendedCurrency;
  strategy: TAuthorizationStrategy;
}): TAuthorizationAmounts {
  const fees = feeBreakdown(input.durationHours, toMinor(input.hourlyRate));
  if (fees.djPayoutMinor <= 0) throw new RangeError('the fees would take the whole amount');
  return { currency: input.currency, strategy: input.strategy, ...fees };
}

/**
 * The `amounts` object of POST /payment-authorize.php, in decimals (docs/product/payments.md), with the currency they
 * are in.
 */
export type TApiAuthorizationAmounts = {
  customer_pays: number;
  platform_fee: number;
  processing_fee: number;
  dj_payout: number;
  authorization_strategy: TAuthorizationStrategy;
  currency: TExtendedCurrency;
};

export function toApiAmounts(amounts: TAuthorizationAmounts): TApiAuthorizationAmounts {
  return {
    customer_pays: toMajor(amounts.customerPaysMinor),
    platform_fee: toMajor(amounts.platformFeeMinor),
    processing_fee: toMajor(amounts.processingFeeMinor),
    dj_payout: toMajor(amounts.djPayoutMinor),
    authorization_strategy: amounts.strategy,
    currency: amounts.currency,
  };
}

/** A card gateway's spelling of a currency (Stripe takes lower case: "eur"). */
export function gatewayCurrency(currency: TExtendedCurrency): string {
  return currency.toLowerCase();
}

/**
 * Whether what the gateway holds is exactly what the request needs: same amount in minor units, same currency
 * (the server checks every intent against this before trusting it).
 */
export function intentMatches(
  intent: { amountMinor: number; currency: string },
  expected: { amountMinor: number; currency: TExtendedCurrency },
): boolean {
  return intent.amountMinor === expected.amountMinor && intent.currency.toUpperCase() === expected.currency;
}
