import { describe, expect, it } from 'vitest';
import { formatMinor, PLATFORM_FEE_MONEY } from './fee-text.ts';

describe('money on the public pages', () => {
  it('writes the fee currencies as English Intl formatting does', () => {
    const amounts = [0, 1, 5, 99, 100, 12_345, 100_000, 123_456_789, -100, -30, 28_900];
    for (const currency of ['EUR', 'USD', 'GBP']) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency });
      for (const minor of amounts) expect(formatMinor(minor, currency)).toBe(intl.format(minor / 100));
    }
  });

  it('falls back to Intl for other currencies', () => {
    expect(formatMinor(123_456, 'CHF')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'CHF' }).format(1234.56),
    );
  });

  it('headlines the platform fee in its three currencies', () => {
    expect(PLATFORM_FEE_MONEY).toBe('€1, $1 or £1');
  });
});
