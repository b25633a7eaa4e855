import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { feeBreakdown, PAYOUT_EXAMPLES } from './fees.ts';

describe('feeBreakdown', () => {
  it.each([
    [2, 15000, 28900],
    [4, 10000, 38410],
    [3, 20000, 57930],
    [1, 2000, 1812],
  ])('%i h at %i minor units pays the DJ %i', (hours, rate, payout) => {
    expect(feeBreakdown(hours, rate).djPayoutMinor).toBe(payout);
  });

  it('covers every published example', () => {
    const payouts = PAYOUT_EXAMPLES.map((e) => feeBreakdown(e.hours, e.rate * 100).djPayoutMinor);
    expect(payouts).toEqual([28900, 38410, 57930, 1812]);
  });

  it('always adds up: payout + fees = what the customer pays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 1_000_000 }), (hours, rate) => {
        const f = feeBreakdown(hours, rate);
        expect(f.djPayoutMinor + f.platformFeeMinor + f.processingFeeMinor).toBe(f.customerPaysMinor);
      }),
    );
  });

  it('rejects nonsense', () => {
    expect(() => feeBreakdown(0, 100)).toThrow(RangeError);
    expect(() => feeBreakdown(2, 10.5)).toThrow(RangeError);
  });
});
