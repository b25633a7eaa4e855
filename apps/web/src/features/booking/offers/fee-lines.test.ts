import { describe, expect, it } from 'vitest';
import { feesFor } from './fee-lines.tsx';

describe('feesFor', () => {
  it('splits a price into the fees and what the DJ receives', () => {
    expect(feesFor(150, 2)).toEqual({
      customer_pays: 300,
      platform_fee: 2,
      processing_fee: 9,
      dj_payout: 289,
    });
  });

  it('shows no breakdown for a price the fees would swallow, or no price at all', () => {
    expect(feesFor(0, 2)).toBeNull();
    expect(feesFor(1, 1)).toBeNull();
    expect(feesFor(-5, 2)).toBeNull();
    expect(feesFor(Number.NaN, 2)).toBeNull();
  });
});
