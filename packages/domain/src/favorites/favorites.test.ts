import { describe, expect, it } from 'vitest';
import {
  FAVORITE_MESSAGES,
  ZFavoriteArtistInput,
  ZFavoriteDjInput,
  favoriteNameKey,
  normalizeFavoriteName,
} from './favorites.ts';

const error = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('favorite names', () => {
  it('are trimmed with inner spaces collapsed, and compared without case', () => {
    expect(normalizeFavoriteName('  Nova   Reyes ')).toBe('Nova Reyes');
    expect(favoriteNameKey(' NOVA reyes')).toBe(favoriteNameKey('nova  Reyes'));
    expect(ZFavoriteDjInput.parse({ dj_name: ' Kofi  Mensah ' })).toEqual({ dj_name: 'Kofi Mensah' });
    expect(ZFavoriteArtistInput.parse({ artist_name: 'Peggy Gou' })).toEqual({ artist_name: 'Peggy Gou' });
  });

  it('refuse a missing, blank, too long or unsafe name with a clear message', () => {
    expect(error(ZFavoriteDjInput.safeParse({}))).toBe(FAVORITE_MESSAGES.djNameRequired);
    expect(error(ZFavoriteDjInput.safeParse({ dj_name: '  ' }))).toBe(FAVORITE_MESSAGES.djNameRequired);
    expect(error(ZFavoriteDjInput.safeParse(null))).toBe(FAVORITE_MESSAGES.djNameRequired);
    expect(error(ZFavoriteDjInput.safeParse({ dj_name: 'a'.repeat(101) }))).toBe(
      'DJ name must be at most 100 characters',
    );
    expect(error(ZFavoriteArtistInput.safeParse({ artist_name: '\u0007' }))).toBe(
      'Artist name contains characters that are not allowed',
    );
    expect(error(ZFavoriteArtistInput.safeParse({ artist_name: '' }))).toBe(
      FAVORITE_MESSAGES.artistNameRequired,
    );
  });

  it('name the favorite in the duplicate and not-found messages', () => {
    expect(FAVORITE_MESSAGES.djDuplicate('Nova Reyes')).toBe('Nova Reyes is already in your favorite DJs');
    expect(FAVORITE_MESSAGES.artistNotFound('Peggy Gou')).toBe('Peggy Gou is not in your favorite artists');
  });
});
