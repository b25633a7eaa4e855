import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DURATION_OPTIONS, HOURLY_BUDGET } from './constants.ts';
import {
  authorizationAmounts,
  gatewayCurrency,
  intentMatches,
  requestAmountMinor,
  toApiAmounts,
} from './amounts.ts';
import { toMajor, toMinor } from '../money/minor-units.ts';

describe('authorization amounts', () => {
  it('follow the fee rules of docs/product/payments.md to the cent', () => {
    const cases = [
      [150, 2, 'EUR', 30_000, 200, 900, 28_900],
      [100, 4, 'USD', 40_000, 400, 1190, 38_410],
      [200, 3, 'GBP', 60_000, 300, 1770, 57_930],
      [20, 1, 'GBP', 2000, 100, 88, 1812],
    ] as const;
    for (const [rate, hours, currency, pays, platform, processing, payout] of cases) {
      expect(
        authorizationAmounts({ hourlyRate: rate, durationHours: hours, currency, strategy: 'authorize_now' }),
      ).toEqual({
        currency,
        strategy: 'authorize_now',
        customerPaysMinor: pays,
        platformFeeMinor: platform,
        processingFeeMinor: processing,
        djPayoutMinor: payout,
      });
    }
  });

  it('answer decimals with the strategy, as the payment modal reads them', () => {
    const amounts = authorizationAmounts({
      hourlyRate: 150,
      durationHours: 2,
      currency: 'EUR',
      strategy: 'save_payment_method',
    });
    expect(toApiAmounts(amounts)).toEqual({
      customer_pays: 300,
      platform_fee: 2,
      processing_fee: 9,
      dj_payout: 289,
      authorization_strategy: 'save_payment_method',
      currency: 'EUR',
    });
    expect(
      toApiAmounts(
        authorizationAmounts({
          hourlyRate: 20,
          durationHours: 1,
          currency: 'GBP',
          strategy: 'authorize_now',
        }),
      ).dj_payout,
    ).toBe(18.12);
  });

  it('prorate half hours', () => {
    expect(requestAmountMinor(20, 0.5)).toBe(1000);
    expect(requestAmountMinor(150, 2.5)).toBe(37_500);
  });

  it('always add up and leave the DJ a payout across the slider and the duration list', () => {
    const budgets = Array.from(
      { length: (HOURLY_BUDGET.max - HOURLY_BUDGET.min) / HOURLY_BUDGET.step + 1 },
      (_, index) => HOURLY_BUDGET.min + index * HOURLY_BUDGET.step,
    );
    fc.assert(
      fc.property(fc.constantFrom(...budgets), fc.constantFrom(...DURATION_OPTIONS), (rate, hours) => {
        const a = authorizationAmounts({
          hourlyRate: rate,
          durationHours: hours,
          currency: 'USD',
          strategy: 'authorize_now',
        });
        expect(a.customerPaysMinor).toBe(rate * hours * 100);
        expect(a.djPayoutMinor + a.platformFeeMinor + a.processingFeeMinor).toBe(a.customerPaysMinor);
        expect(a.djPayoutMinor).toBeGreaterThan(0);
      }),
    );
  });

  it('refuse amounts the fees would swallow, and amounts finer than a cent', () => {
    expect(() =>
      authorizationAmounts({
        hourlyRate: 0.5,
        durationHours: 0.5,
        currency: 'USD',
        strategy: 'authorize_now',
      }),
    ).toThrow(RangeError);
    expect(() => toMinor(19.999)).toThrow(RangeError);
    expect(() => toMinor(-1)).toThrow(RangeError);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMajor(1999)).toBe(19.99);
  });
});

describe('currency rules', () => {
  it('spell currencies for the gateway and compare intents exactly', () => {
    expect(gatewayCurrency('EUR')).toBe('eur');
    expect(
      intentMatches({ amountMinor: 30_000, currency: 'eur' }, { amountMinor: 30_000, currency: 'EUR' }),
    ).toBe(true);
    expect(
      intentMatches({ amountMinor: 29_999, currency: 'eur' }, { amountMinor: 30_000, currency: 'EUR' }),
    ).toBe(false);
    expect(
      intentMatches({ amountMinor: 30_000, currency: 'usd' }, { amountMinor: 30_000, currency: 'EUR' }),
    ).toBe(false);
  });
});
