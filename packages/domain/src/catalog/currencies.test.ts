import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  EXTENDED_CURRENCIES,
  currencyForCountry,
  formatMoney,
  isCurrency,
  isExtendedCurrency,
} from './currencies.ts';
import { ZCurrency, ZExtendedCurrency } from './currency-schemas.ts';

describe('currencies', () => {
  it('offers USD, EUR and GBP, and CAD and AUD only in the extended list', () => {
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'GBP']);
    expect(EXTENDED_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    expect(isCurrency('CAD')).toBe(false);
    expect(isExtendedCurrency('CAD')).toBe(true);
    expect(ZCurrency.safeParse('AUD').success).toBe(false);
    expect(ZExtendedCurrency.parse('AUD')).toBe('AUD');
  });

  it('uses the spec symbols', () => {
    expect([CURRENCY_SYMBOLS.USD, CURRENCY_SYMBOLS.EUR, CURRENCY_SYMBOLS.GBP]).toEqual(['$', '€', '£']);
  });
});

describe('formatMoney', () => {
  it('formats minor units with two decimals', () => {
    expect(formatMoney(28900, 'EUR')).toBe('€289.00');
    expect(formatMoney(38410, 'USD')).toBe('$384.10');
    expect(formatMoney(57930, 'GBP')).toBe('£579.30');
    expect(formatMoney(1812, 'GBP')).toBe('£18.12');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(150000, 'USD')).toBe('$1,500.00');
  });

  it('follows the locale', () => {
    expect(formatMoney(28900, 'EUR', 'de-DE')).toBe('289,00\u00a0€');
    expect(formatMoney(1999, 'GBP', 'en-GB')).toBe('£19.99');
    expect(formatMoney(5000, 'CAD', 'en-CA')).toBe('$50.00');
    expect(formatMoney(5000, 'AUD')).toBe('A$50.00');
  });
});

describe('currencyForCountry (docs/product/accounts-and-sessions.md)', () => {
  it('gives GBP for GB and UK, EUR for the euro countries, USD for everything else', () => {
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('uk')).toBe('GBP');
    for (const code of ['DE', 'FR', 'ES', 'IT', 'NL', 'IE', 'HR', 'BG', 'MC']) {
      expect(currencyForCountry(code), code).toBe('EUR');
    }
    for (const code of ['US', 'CA', 'AU', 'JP', 'BR', 'CH', 'SE', 'DK', 'PL']) {
      expect(currencyForCountry(code), code).toBe('USD');
    }
    expect(currencyForCountry(null)).toBe('USD');
    expect(currencyForCountry(' de ')).toBe('EUR');
  });
});
