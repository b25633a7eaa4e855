import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { otherSide, sideOf, sideOfType } from './sides.ts';

const parties = { customerUserId: 1, djUserId: 7 };

describe('which side of a booking a user is on', () => {
  it('is the DJ side for the booking DJ and the customer side for its customer', () => {
    expect(sideOf(parties, { id: 7, userType: 'dj' })).toBe('dj');
    expect(sideOf(parties, { id: 1, userType: 'venue' })).toBe('customer');
    expect(sideOf(parties, { id: 1, userType: 'enthusiast' })).toBe('customer');
  });

  it('is neither for anyone else, an account of the wrong type with a party id included', () => {
    expect(sideOf(parties, { id: 2, userType: 'venue' })).toBeNull();
    expect(sideOf(parties, { id: 8, userType: 'dj' })).toBeNull();
    expect(sideOf(parties, { id: 1, userType: 'dj' })).toBeNull();
    expect(sideOf(parties, { id: 7, userType: 'venue' })).toBeNull();
  });

  it('gives a party exactly one side, and the account type decides which', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('dj', 'venue', 'enthusiast', 'producer', 'label'),
        (customerUserId, djUserId, id, userType) => {
          const side = sideOf({ customerUserId, djUserId }, { id, userType });
          if (side !== null) expect(side).toBe(sideOfType(userType));
          const party = userType === 'dj' ? id === djUserId : id === customerUserId;
          expect(side !== null).toBe(party);
        },
      ),
    );
  });

  it('has an other side', () => {
    expect(otherSide('dj')).toBe('customer');
    expect(otherSide('customer')).toBe('dj');
  });
});
