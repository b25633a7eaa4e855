import { describe, expect, it } from 'vitest';
import { CARD_FEE, PLATFORM_FEE_MONEY, PLATFORM_FEE_PER_HOUR } from './fee-text.ts';

describe('the fee figures on the public pages', () => {
  it('headlines the platform fee in its three currencies', () => {
    expect(PLATFORM_FEE_MONEY).toBe('€1, $1 or £1');
  });

  it('words the fees from the fee constants', () => {
    expect(PLATFORM_FEE_PER_HOUR).toBe('1');
    expect(CARD_FEE).toBe('2.9% + 0.30');
  });
});
