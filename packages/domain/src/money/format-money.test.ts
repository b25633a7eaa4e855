import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMajor, formatMoney } from './format-money.ts';

const intl = (currency: string, decimals: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

describe('formatMoney', () => {
  it('writes minor units with their cents', () => {
    expect(formatMoney(28_900, 'EUR')).toBe('€289.00');
    expect(formatMoney(1812, 'USD')).toBe('$18.12');
    expect(formatMoney(123_456_789, 'GBP')).toBe('£1,234,567.89');
    expect(formatMoney(5000, 'CAD')).toBe('CA$50.00');
    expect(formatMoney(5000, 'AUD')).toBe('A$50.00');
  });

  it('drops the cents of a whole amount when asked', () => {
    expect(formatMoney(28_900, 'EUR', { cents: 'when-any' })).toBe('€289');
    expect(formatMoney(8050, 'USD', { cents: 'when-any' })).toBe('$80.50');
    expect(formatMoney(125_000, 'USD', { cents: 'when-any' })).toBe('$1,250');
    expect(formatMoney(0, 'GBP', { cents: 'when-any' })).toBe('£0');
  });

  it('writes the main currencies exactly as English Intl formatting does, for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom('EUR', 'USD', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY'),
        fc.constantFrom('always' as const, 'when-any' as const),
        (minor, currency, cents) => {
          const decimals = cents === 'when-any' && minor % 100 === 0 ? 0 : 2;
          expect(formatMoney(minor, currency, { cents })).toBe(intl(currency, decimals).format(minor / 100));
        },
      ),
    );
  });

  it('reads the currency code in any case and spacing', () => {
    expect(formatMoney(100, ' eur ')).toBe('€1.00');
  });

  it('writes a code Intl does not know after grouped digits', () => {
    expect(formatMoney(123_450, 'X1')).toBe('1,234.50 X1');
    expect(formatMoney(-500, '', { cents: 'when-any' })).toBe('-5 ');
  });

  it('follows the locale', () => {
    expect(formatMoney(28_900, 'EUR', { locale: 'de-DE' })).toBe('289,00\u00a0€');
    expect(formatMoney(1999, 'GBP', { locale: 'en-GB' })).toBe('£19.99');
    expect(formatMoney(5000, 'CAD', { locale: 'en-CA' })).toBe('$50.00');
  });

  it('follows another locale through Intl', () => {
    expect(formatMoney(123_450, 'EUR', { locale: 'de-DE' })).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
  });
});

describe('formatMajor', () => {
  it('writes an API amount rounded to the cent, whole amounts without cents', () => {
    expect(formatMajor(80.5, 'EUR')).toBe('€80.50');
    expect(formatMajor(1250, 'USD')).toBe('$1,250');
    expect(formatMajor(433.65, 'EUR')).toBe('€433.65');
    expect(formatMajor(19.999, 'EUR')).toBe('€20');
    expect(formatMajor(450, 'EUR', { cents: 'always' })).toBe('€450.00');
  });

  it('agrees with formatMoney on the minor units of any two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (minor) => {
        expect(formatMajor(minor / 100, 'USD')).toBe(formatMoney(minor, 'USD', { cents: 'when-any' }));
      }),
    );
  });
});
