import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  editSimilarity,
  genreNamed,
  interpretSearch,
  nameMatchScore,
  trigramSimilarity,
} from './search-terms.ts';

const cities: Record<string, { name: string; country: string }> = {
  berlin: { name: 'Berlin', country: 'DE' },
  'new york': { name: 'New York City', country: 'US' },
};
const findCity = (phrase: string) => cities[phrase.toLowerCase()] ?? null;

describe('what a DJ search means', () => {
  it('computes trigram similarity as pg_trgm does', () => {
    expect(trigramSimilarity('carl kox', 'carl cox')).toBeCloseTo(6 / 11, 5);
    expect(trigramSimilarity('abc', 'abc')).toBe(1);
    expect(trigramSimilarity('', 'abc')).toBe(0);
  });

  it('names genres exactly or with a typo, but not from a fragment', () => {
    expectMapping(genreNamed, {
      techno: 'Techno',
      tecno: 'Techno',
      'drum and bass': 'Drum & Bass',
      'deep hose': 'Deep House',
      ed: null,
      carl: null,
    });
  });

  it('splits genres, a city and the rest (for stage names), longest phrases first', () => {
    expect(interpretSearch('tecno berlin', findCity)).toEqual({
      genres: ['Techno'],
      city: cities['berlin'],
      rest: '',
    });
    expect(interpretSearch('deep house new york', findCity)).toEqual({
      genres: ['Deep House'],
      city: cities['new york'],
      rest: '',
    });
    expect(interpretSearch('carl kox', findCity)).toEqual({ genres: [], city: null, rest: 'carl kox' });
    expect(interpretSearch('  ', findCity)).toEqual({ genres: [], city: null, rest: '' });
  });
});

describe('ordering names by how well they answer a typed name', () => {
  it('prefers one edit over two, whatever trigrams say', () => {
    expect(editSimilarity('carl kox', 'Carl Cox')).toBeCloseTo(0.875, 3);
    expect(editSimilarity('carl kox', 'Carl Koch')).toBeCloseTo(7 / 9, 3);
    expect(editSimilarity('ab', 'ba')).toBeCloseTo(0.5, 3);
    expect(nameMatchScore('carl kox', 'Carl Cox', 6 / 11)).toBeGreaterThan(
      nameMatchScore('carl kox', 'Carl Koch', 7 / 12),
    );
  });
});
