import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { latinFolds, placeKey, samePlaceName } from './place-names.ts';

describe('place names', () => {
  it('compare without case, accents or punctuation', () => {
    expectMapping(placeKey, {
      '  São Paulo ': 'sao paulo',
      'Sao-Paulo': 'sao paulo',
      Köln: 'koln',
      Gießen: 'giessen',
      Łódź: 'lodz',
      Tromsø: 'tromso',
      Москва: 'москва',
    });
    expect(samePlaceName('ZÜRICH', 'zurich')).toBe(true);
    expect(samePlaceName('', '')).toBe(false);
    expect(samePlaceName('Berlin', null)).toBe(false);
  });

  it('list the accented Latin letters for a database to fold the same way', () => {
    const { single, multiple } = latinFolds();
    expect(single).toContainEqual(['é', 'e']);
    expect(single).toContainEqual(['Ü', 'u']);
    expect(single).toContainEqual(['ł', 'l']);
    expect(multiple).toContainEqual(['ß', 'ss']);
    expect(multiple).toContainEqual(['Æ', 'ae']);
    for (const [letter, folded] of [...single, ...multiple]) expect(placeKey(letter)).toBe(folded);
  });
});
