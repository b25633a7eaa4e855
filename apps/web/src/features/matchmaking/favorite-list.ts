import { favoriteNameKey, type TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import type { AuthUser } from '../accounts/auth-context.tsx';
import * as venueApi from '../venue-dashboard/venue-api.ts';
import { venueKeys } from '../venue-dashboard/venue-keys.ts';
import * as fanApi from '../enthusiast-dashboard/enthusiast-api.ts';

/** The account kinds that keep favorite DJs. */
export type FavoriteRole = 'venue' | 'enthusiast';

export type FavoriteList = {
  role: FavoriteRole;
  /**
   * The one cache key of the account's favorite DJs, the same as their dashboard's Favorites tab: every heart (a
   * directory card, a search result, a recommendation, a DJ's page, the same DJ twice on a page) reads and refreshes
   * this one list, so they never disagree.
   */
  key: readonly unknown[];
  fetch(): Promise<TFavoriteDj[]>;
  add(djName: string): Promise<unknown>;
  remove(djName: string): Promise<unknown>;
};

/** The signed-in venue's or enthusiast's favorite DJs (/venue/favorite-djs, /enthusiast-favorite-djs.php); null for anyone else. */
export function favoriteListOf(user: AuthUser | null): FavoriteList | null {
  if (user?.user_type === 'venue')
    return {
      role: 'venue',
      key: venueKeys(user.id).favorites,
      fetch: venueApi.fetchFavoriteDjs,
      add: venueApi.addFavoriteDj,
      remove: venueApi.removeFavoriteDj,
    };
  if (user?.user_type === 'enthusiast')
    return {
      role: 'enthusiast',
      key: fanApi.enthusiastKeys(user.id).favoriteDjs,
      fetch: fanApi.fetchFavoriteDjs,
      add: fanApi.addFavoriteDj,
      remove: fanApi.removeFavoriteDj,
    };
  return null;
}

/** A DJ is in the list by account or by stage name in any spelling. */
export const isFavoriteDj = (list: readonly TFavoriteDj[], dj: { id: number; name: string }): boolean =>
  list.some(
    (entry) => entry.dj_user_id === dj.id || favoriteNameKey(entry.dj_name) === favoriteNameKey(dj.name),
  );
