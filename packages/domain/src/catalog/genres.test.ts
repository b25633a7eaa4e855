import { describe, expect, it } from 'vitest';
import {
  DJ_GENRES,
  MAX_GENRES,
  TRACK_GENRES,
  UNKNOWN_GENRE_MESSAGE,
  ZDjGenres,
  ZTrackGenre,
  suggestGenres,
} from './genres.ts';
import { DJ_GENRE_GROUPS, canonicalGenre } from './genre-list.ts';

const lower = (list: readonly string[]) => list.map((item) => item.toLowerCase());

describe('DJ genres', () => {
  it('has 29 unique entries from Techno to Tribal House', () => {
    expect(DJ_GENRES).toHaveLength(29);
    expect(new Set(lower(DJ_GENRES)).size).toBe(29);
    expect(DJ_GENRES[0]).toBe('Techno');
    expect(DJ_GENRES.at(-1)).toBe('Tribal House');
  });

  it('allows at most 4 distinct genres on a profile', () => {
    expect(MAX_GENRES).toBe(4);
    expect(ZDjGenres.safeParse(['Techno', 'House', 'Trance', 'EDM']).success).toBe(true);
    const tooMany = ZDjGenres.safeParse(['Techno', 'House', 'Trance', 'EDM', 'Disco']);
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe('You can select a maximum of 4 genres');
    expect(ZDjGenres.safeParse(['Techno', 'Techno']).success).toBe(false);
    expect(ZDjGenres.safeParse(['Polka']).success).toBe(false);
  });
});

describe('track genres', () => {
  it('has 37 unique electronic genres in alphabetical order', () => {
    expect(TRACK_GENRES).toHaveLength(37);
    expect(new Set(lower(TRACK_GENRES)).size).toBe(37);
    expect([...TRACK_GENRES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([...TRACK_GENRES]);
    expect(ZTrackGenre.parse('Drum & Bass')).toBe('Drum & Bass');
  });
});

describe('suggestGenres', () => {
  it('matches substrings case-insensitively, skips chosen ones and caps the count', () => {
    expect(suggestGenres('house', ['Deep House'], 8)).toEqual([
      'House',
      'Tech House',
      'Progressive House',
      'Afro House',
      'Tribal House',
    ]);
    expect(suggestGenres('', [], 8)).toHaveLength(8);
    expect(suggestGenres('TECH', ['techno'], 5)).toEqual(['Tech House', 'Melodic Techno', 'Hard Techno']);
  });
});

describe('genre groups', () => {
  it('places every DJ genre in exactly one group', () => {
    const grouped = DJ_GENRE_GROUPS.flatMap((group) => group.subgenres);
    expect([...grouped].sort()).toEqual([...DJ_GENRES].sort());
  });

  it('reads a genre typed in any case as the catalogue spells it', () => {
    expect(canonicalGenre(' deep house ')).toBe('Deep House');
    expect(canonicalGenre('Polka')).toBe('Polka');
  });
});

describe('an unknown genre', () => {
  it('is refused with every genre the API takes', () => {
    const refused = ZDjGenres.safeParse(['Polka']);
    expect(refused.success).toBe(false);
    const message = refused.error!.issues[0]!.message;
    expect(message).toBe(UNKNOWN_GENRE_MESSAGE);
    expect(message.startsWith('Unknown genre: use one of Techno, House, ')).toBe(true);
    for (const genre of DJ_GENRES) expect(message).toContain(genre);
  });
});
