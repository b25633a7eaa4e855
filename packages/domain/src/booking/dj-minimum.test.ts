import { describe, expect, it } from 'vitest';
import { belowMinimumMessage, budgetBelowMinimum, minimumBudgetIn } from './dj-minimum.ts';

describe('a budget below a DJ’s starting rate', () => {
  it('is below when it does not reach the rate in the same currency', () => {
    const minimum = { minor: 12_000, currency: 'EUR' };
    expect(budgetBelowMinimum({ minor: 11_000, currency: 'EUR' }, minimum)).toBe(true);
    expect(budgetBelowMinimum({ minor: 12_000, currency: 'EUR' }, minimum)).toBe(false);
    expect(budgetBelowMinimum({ minor: 50_000, currency: 'EUR' }, minimum)).toBe(false);
  });

  it('compares another currency at the reference rates', () => {
    const minimum = { minor: 12_000, currency: 'EUR' };
    // €120 is about $132.
    expect(budgetBelowMinimum({ minor: 13_000, currency: 'USD' }, minimum)).toBe(true);
    expect(budgetBelowMinimum({ minor: 14_000, currency: 'USD' }, minimum)).toBe(false);
    expect(minimumBudgetIn(minimum, 'USD')).toBe(13_200);
    expect(budgetBelowMinimum({ minor: 13_200, currency: 'USD' }, minimum)).toBe(false);
  });

  it('never blocks a DJ without a rate or a currency it cannot compare', () => {
    expect(budgetBelowMinimum({ minor: 2_000, currency: 'EUR' }, { minor: 0, currency: 'EUR' })).toBe(false);
    expect(budgetBelowMinimum({ minor: 2_000, currency: 'EUR' }, { minor: 9_000, currency: 'JPY' })).toBe(
      false,
    );
  });

  it('names the rate as money', () => {
    expect(belowMinimumMessage('Nova Walker', { minor: 12_000, currency: 'EUR' }, 'EUR')).toBe(
      'Nova Walker’s rate starts at €120 per hour: raise your hourly budget to at least that.',
    );
    expect(belowMinimumMessage('Nova Walker', { minor: 12_000, currency: 'EUR' }, 'USD')).toBe(
      'Nova Walker’s rate starts at €120 per hour (about $132): raise your hourly budget to at least that.',
    );
  });
});
