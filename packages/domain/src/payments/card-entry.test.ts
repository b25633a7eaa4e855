import { describe, expect, it } from 'vitest';
import { TEST_CARD_HINTS, formatCardNumber, formatExpiry, isPostalCode, readExpiry } from './card-entry.ts';

describe('the payment modal’s card entry', () => {
  it('groups the number as it is typed, American Express as 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('4000-0027-6000-3184')).toBe('4000 0027 6000 3184');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242424')).toHaveLength(19 + 4);
  });

  it('shows the expiry as MM / YY and reads it back', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(readExpiry('12 / 28')).toEqual({ month: 12, year: 28 });
    expect(readExpiry('3/2031')).toEqual({ month: 3, year: 2031 });
    expect(readExpiry('12 / ')).toBeNull();
  });

  it('takes an optional postal code', () => {
    expect(isPostalCode('')).toBe(true);
    expect(isPostalCode('10115')).toBe(true);
    expect(isPostalCode('SW1A 1AA')).toBe(true);
    expect(isPostalCode('<script>')).toBe(false);
    expect(isPostalCode('12345678901')).toBe(false);
  });

  it('lists the test cards of the issue', () => {
    expect(TEST_CARD_HINTS.map((hint) => hint.number)).toEqual([
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0027 6000 3184',
    ]);
  });
});
