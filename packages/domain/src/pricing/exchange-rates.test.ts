import { describe, expect, it } from 'vitest';
import {
  canCompareCurrencies,
  convertMinor,
  limitInEachCurrency,
  rateWithinBudget,
} from './exchange-rates.ts';

describe('reference exchange rates for comparing rates with budgets', () => {
  it('converts between the known currencies and keeps an amount in its own', () => {
    expect(convertMinor(10000, 'EUR', 'EUR')).toBe(10000);
    expect(convertMinor(10000, 'EUR', 'USD')).toBe(11000);
    expect(convertMinor(8500, 'gbp', 'EUR')).toBe(10000);
    expect(convertMinor(100, 'XYZ', 'EUR')).toBeNull();
    expect(canCompareCurrencies('AUD', 'CAD')).toBe(true);
    expect(canCompareCurrencies('AUD', 'JPY')).toBe(false);
  });

  it('gives a limit in each currency, rounded so a rate at the limit stays in', () => {
    const max = limitInEachCurrency(10000, 'EUR', 'max');
    expect(max.find((entry) => entry.currency === 'EUR')!.limitMinor).toBe(10000);
    expect(max.find((entry) => entry.currency === 'GBP')!.limitMinor).toBe(8500);
    expect(limitInEachCurrency(100, 'XYZ', 'max')).toEqual([]);
    expect(rateWithinBudget({ minor: 8500, currency: 'GBP' }, { minor: 10000, currency: 'EUR' })).toBe(true);
    expect(rateWithinBudget({ minor: 8501, currency: 'GBP' }, { minor: 10000, currency: 'EUR' })).toBe(false);
    expect(rateWithinBudget({ minor: 1, currency: 'XYZ' }, { minor: 10000, currency: 'EUR' })).toBe(false);
  });
});
