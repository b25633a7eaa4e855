import { feeBreakdown } from '@cuepoint/domain/pricing/fees';

/** Weekly residencies as the DJs page shows them: a night a week, four nights a month, at the DJ's own rate. */
export const RESIDENCY_EXAMPLES = [
  { night: 'Friday', hours: 3, rate: 120, currency: 'EUR' },
  { night: 'Saturday', hours: 4, rate: 150, currency: 'USD' },
  { night: 'Thursday', hours: 2, rate: 90, currency: 'GBP' },
] as const;

export const RESIDENCY_NIGHTS_PER_MONTH = 4;

export type ResidencyFigures = {
  night: string;
  hours: number;
  rateMinor: number;
  currency: string;
  perNightMinor: number;
  platformFeePerMonthMinor: number;
  perMonthMinor: number;
};

/** What a residency pays: each night is one booking under the fee rules (1 per hour, card fee per payment). */
export function residencyFigures(example: (typeof RESIDENCY_EXAMPLES)[number]): ResidencyFigures {
  const rateMinor = example.rate * 100;
  const night = feeBreakdown(example.hours, rateMinor);
  return {
    night: example.night,
    hours: example.hours,
    rateMinor,
    currency: example.currency,
    perNightMinor: night.djPayoutMinor,
    platformFeePerMonthMinor: night.platformFeeMinor * RESIDENCY_NIGHTS_PER_MONTH,
    perMonthMinor: night.djPayoutMinor * RESIDENCY_NIGHTS_PER_MONTH,
  };
}
