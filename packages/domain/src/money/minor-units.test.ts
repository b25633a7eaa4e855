import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorOrNull, toMajor, toMinor } from './minor-units.ts';

describe('minor units', () => {
  it('turns two-decimal amounts into whole minor units and back', () => {
    expect(toMinor(150)).toBe(15_000);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(1812)).toBe(18.12);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        expect(toMinor(toMajor(minor))).toBe(minor);
      }),
    );
  });

  it('refuses negative, unusable and sub-cent amounts', () => {
    expect(() => toMinor(-1)).toThrow('amount must be a number of 0 or more');
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Infinity)).toThrow(RangeError);
    expect(() => toMinor(1.005)).toThrow('amount has more than 2 decimals');
  });

  it('reads a form amount to the cent, or null when it is no amount', () => {
    expect(minorOrNull(80.5)).toBe(8050);
    expect(minorOrNull(19.999)).toBe(2000);
    expect(minorOrNull(-0.01)).toBeNull();
    expect(minorOrNull(Number.NaN)).toBeNull();
    expect(minorOrNull(Infinity)).toBeNull();
  });
});
