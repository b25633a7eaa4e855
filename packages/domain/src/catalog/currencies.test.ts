import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  EXTENDED_CURRENCIES,
  currencyForCountry,
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
