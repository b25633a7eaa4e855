import { describe, expect, it } from 'vitest';
import { amountLimit, moneyLimit } from './money-text.ts';

describe('money in messages', () => {
  it('writes a limit as money in its currency, cents only when it has them', () => {
    expect(moneyLimit(100_000, 'EUR')).toBe('€100,000');
    expect(moneyLimit(999_999.99, 'USD')).toBe('$999,999.99');
    expect(moneyLimit(500, 'GBP')).toBe('£500');
    expect(moneyLimit(100_000, 'XYZ')).toBe('100,000');
  });

  it('groups the digits of a limit without a currency', () => {
    expect(amountLimit(100_000)).toBe('100,000');
    expect(amountLimit(1_000_000)).toBe('1,000,000');
  });
});
