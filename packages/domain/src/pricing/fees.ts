/**
 * DJ fees (docs/product/payments.md): the customer pays the DJ's rate; the DJ pays a platform fee of one
 * currency unit per performance hour plus the card processor's 2.9% + 0.30, passed through at cost.
 * All amounts are integer minor units (cents).
 */
export const PLATFORM_FEE_PER_HOUR_MINOR = 100;
export const CARD_FEE_RATE = 0.029;
export const CARD_FEE_FIXED_MINOR = 30;

export type FeeBreakdown = {
  customerPaysMinor: number;
  platformFeeMinor: number;
  processingFeeMinor: number;
  djPayoutMinor: number;
};

/** Hours may be fractional (1.5 h); the platform fee is prorated per started minute of the booked duration. */
export function feeBreakdown(hours: number, hourlyRateMinor: number): FeeBreakdown {
  if (!Number.isFinite(hours) || hours <= 0) throw new RangeError('hours must be a positive number');
  if (!Number.isInteger(hourlyRateMinor) || hourlyRateMinor < 0)
    throw new RangeError('rate must be whole minor units');
  const customerPaysMinor = Math.round(hours * hourlyRateMinor);
  const platformFeeMinor = Math.round(hours * PLATFORM_FEE_PER_HOUR_MINOR);
  const processingFeeMinor = Math.round(customerPaysMinor * CARD_FEE_RATE) + CARD_FEE_FIXED_MINOR;
  return {
    customerPaysMinor,
    platformFeeMinor,
    processingFeeMinor,
    djPayoutMinor: customerPaysMinor - platformFeeMinor - processingFeeMinor,
  };
}

/** The worked examples the marketing pages show (docs/product/payments.md). */
export const PAYOUT_EXAMPLES = [
  { hours: 2, rate: 150, currency: 'EUR' },
  { hours: 4, rate: 100, currency: 'USD' },
  { hours: 3, rate: 200, currency: 'GBP' },
  { hours: 1, rate: 20, currency: 'GBP' },
] as const;
