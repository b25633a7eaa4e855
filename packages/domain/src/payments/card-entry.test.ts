import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { TEST_CARD_HINTS, formatCardNumber, formatExpiry, isPostalCode, readExpiry } from './card-entry.ts';

describe('the payment modal’s card entry', () => {
  it('groups the number as it is typed, American Express as 4-6-5', () => {
    expectMapping(formatCardNumber, {
      '4242424242424242': '4242 4242 4242 4242',
      '4242 42': '4242 42',
      '4000-0027-6000-3184': '4000 0027 6000 3184',
      '378282246310005': '3782 822463 10005',
    });
    expect(formatCardNumber('42424242424242424242424')).toHaveLength(19 + 4);
  });

  it('shows the expiry as MM / YY and reads it back', () => {
    expectMapping(formatExpiry, {
      '1': '1',
      '4': '04 / ',
      '12': '12 / ',
    });
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expectMapping(readExpiry, {
      '12 / 28': { month: 12, year: 28 },
      '3/2031': { month: 3, year: 2031 },
      '12 / ': null,
    });
  });

  it('takes an optional postal code', () => {
    expectMapping(isPostalCode, {
      '': true,
      '10115': true,
      'SW1A 1AA': true,
      '<script>': false,
      '12345678901': false,
    });
  });

  it('lists the test cards of the issue', () => {
    expect(TEST_CARD_HINTS.map((hint) => hint.number)).toEqual([
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0027 6000 3184',
    ]);
  });
});
