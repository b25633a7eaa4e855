import { BOOKING_API_MESSAGES as M } from './request-api.ts';
import { formatMoney } from '../money/format-money.ts';

/**
 * What a card was secured for must be what the request asks (issue #28): the hourly rate, the duration, the currency
 * and the total the payment step authorized. The first difference is named in words; null when all four match.
 */
export type TSecuredTerms = {
  hourlyRateMinor: number;
  durationMinutes: number;
  currency: string;
  amountMinor: number;
};

/** "2 hours", "1 hour", "30 minutes", "2.5 hours". */
export function durationWords(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export function securedTermsMismatch(authorized: TSecuredTerms, requested: TSecuredTerms): string | null {
  if (authorized.currency.toUpperCase() !== requested.currency.toUpperCase()) return M.currencyMismatch;
  if (authorized.hourlyRateMinor !== requested.hourlyRateMinor)
    return M.rateMismatch(
      formatMoney(authorized.hourlyRateMinor, authorized.currency, { cents: 'when-any' }),
      formatMoney(requested.hourlyRateMinor, requested.currency, { cents: 'when-any' }),
    );
  if (authorized.durationMinutes !== requested.durationMinutes)
    return M.durationMismatch(
      durationWords(authorized.durationMinutes),
      durationWords(requested.durationMinutes),
    );
  if (authorized.amountMinor !== requested.amountMinor) return M.amountMismatch;
  return null;
}
