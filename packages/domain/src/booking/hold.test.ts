import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorizationCoversPrice, holdCoversPrice } from './hold.ts';

describe('whether the card covers the price', () => {
  it('covers a price up to what it secures, and the request amount when no price is agreed', () => {
    expect(holdCoversPrice(30_000, 26_000)).toBe(true);
    expect(holdCoversPrice(30_000, 30_000)).toBe(true);
    expect(holdCoversPrice(30_000, 30_001)).toBe(false);
    expect(holdCoversPrice(30_000, null)).toBe(true);
  });

  it('takes a new authorization of at least the price, in whole minor units', () => {
    expect(authorizationCoversPrice(35_000, 35_000)).toBe(true);
    expect(authorizationCoversPrice(34_999, 35_000)).toBe(false);
    expect(authorizationCoversPrice(35_000.5, 35_000)).toBe(false);
  });

  it('agree with each other on whole amounts', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (held, price) => {
        expect(holdCoversPrice(held, price)).toBe(authorizationCoversPrice(held, price));
      }),
    );
  });
});
