import {
  CARD_FEE_FIXED_MINOR,
  CARD_FEE_RATE,
  PLATFORM_FEE_PER_HOUR_MINOR,
} from '@cuepoint/domain/pricing/fees';
import { formatMoney } from '@cuepoint/domain/money/format-money';

/** The fee figures as prose ("1", "2.9% + 0.30"), derived from the fee constants so the copy cannot drift. */
export const PLATFORM_FEE_PER_HOUR = String(PLATFORM_FEE_PER_HOUR_MINOR / 100);
export const CARD_FEE = `${Number((CARD_FEE_RATE * 100).toFixed(2))}% + ${(CARD_FEE_FIXED_MINOR / 100).toFixed(2)}`;

/** The currencies the platform fee is charged in (docs/product/content.md: "1 currency unit (EUR, USD or GBP)"). */
const FEE_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

/** The platform fee as money in each of its currencies, for a headline: "€1, $1 or £1". */
export const PLATFORM_FEE_MONEY = (() => {
  const amounts = FEE_CURRENCIES.map((currency) =>
    formatMoney(PLATFORM_FEE_PER_HOUR_MINOR, currency, { cents: 'when-any' }),
  );
  return `${amounts.slice(0, -1).join(', ')} or ${amounts.at(-1)}`;
})();
