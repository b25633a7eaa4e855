import { describe, expect, it } from 'vitest';
import { isFavorite, pickFavorite } from './favorite-pick.ts';

describe('pickFavorite (Enter in the favorite DJ search)', () => {
  const suggestions = ['Nova Reyes', 'Novak', 'Nova Pulse'];

  it('takes the highlighted suggestion first', () => {
    expect(pickFavorite('nova', suggestions, 2)).toBe('Nova Pulse');
  });

  it('else the suggestion matching what was typed, whatever its case', () => {
    expect(pickFavorite('  novak ', suggestions)).toBe('Novak');
  });

  it('else the first suggestion', () => {
    expect(pickFavorite('nov', suggestions)).toBe('Nova Reyes');
  });

  it('else the typed text, tidied', () => {
    expect(pickFavorite('  DJ   Unknown ', [])).toBe('DJ Unknown');
    expect(pickFavorite('   ', [])).toBe('');
  });
});

describe('isFavorite', () => {
  it('knows a name already kept in any case or spacing', () => {
    const favorites = [{ dj_name: 'Nova Reyes' }];
    expect(isFavorite('nova  reyes', favorites)).toBe(true);
    expect(isFavorite('Nova', favorites)).toBe(false);
  });
});
