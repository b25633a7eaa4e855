import { favoriteNameKey, normalizeFavoriteName } from '@cuepoint/domain/favorites/favorites';

/**
 * The name Enter adds (docs/product/venues.md): the highlighted suggestion, else the suggestion matching what was
 * typed, else the first suggestion, else the typed text itself. Empty when nothing was typed or suggested.
 */
export function pickFavorite(typed: string, suggestions: readonly string[], active = -1): string {
  const highlighted = active >= 0 ? suggestions[active] : undefined;
  if (highlighted) return highlighted;
  const key = favoriteNameKey(typed);
  const matching = key ? suggestions.find((name) => favoriteNameKey(name) === key) : undefined;
  return matching ?? suggestions[0] ?? normalizeFavoriteName(typed);
}

/** True when the name is already a favorite, in any case or spacing. */
export function isFavorite(name: string, favorites: ReadonlyArray<{ dj_name: string }>): boolean {
  const key = favoriteNameKey(name);
  return favorites.some((favorite) => favoriteNameKey(favorite.dj_name) === key);
}
