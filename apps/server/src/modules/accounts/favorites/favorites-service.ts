import type { Clock } from '../../../adapters/clock.ts';
import { conflict, notFound, unprocessable } from '../../../http/app-error.ts';
import {
  FAVORITE_MESSAGES,
  MAX_FAVORITE_ARTISTS,
  MAX_FAVORITE_DJS,
  type TFavoriteArtist,
  type TFavoriteDj,
} from '@cuepoint/domain/favorites/favorites';
import type { FavoritesStore } from './favorites-store.ts';

/**
 * Favorite DJs and artists of one account: a name is kept once whatever its case (409 for the second), at most
 * MAX_FAVORITE_* of each; a DJ favorite is linked to the DJ whose stage name it is.
 */
export function createFavoritesService(deps: { store: FavoritesStore; clock: Clock }) {
  const { store, clock } = deps;
  return {
    listDjs: (userId: number): Promise<TFavoriteDj[]> => store.listDjs(userId),

    async addDj(userId: number, djName: string): Promise<TFavoriteDj> {
      if ((await store.countDjs(userId)) >= MAX_FAVORITE_DJS)
        throw unprocessable(FAVORITE_MESSAGES.tooManyDjs);
      const link = await store.findDj(djName);
      const row = await store.insertDj(userId, djName, link?.djUserId ?? null, clock.now());
      if (!row) throw conflict(FAVORITE_MESSAGES.djDuplicate(djName));
      return { id: row.id, dj_name: djName, dj_user_id: link?.djUserId ?? null, dj_slug: link?.slug ?? null };
    },

    async removeDj(userId: number, djName: string): Promise<{ dj_name: string }> {
      const removed = await store.deleteDj(userId, djName);
      if (removed === null) throw notFound(FAVORITE_MESSAGES.djNotFound(djName));
      return { dj_name: removed };
    },

    listArtists: (userId: number): Promise<TFavoriteArtist[]> => store.listArtists(userId),

    async addArtist(userId: number, artistName: string): Promise<TFavoriteArtist> {
      if ((await store.countArtists(userId)) >= MAX_FAVORITE_ARTISTS) {
        throw unprocessable(FAVORITE_MESSAGES.tooManyArtists);
      }
      const row = await store.insertArtist(userId, artistName, clock.now());
      if (!row) throw conflict(FAVORITE_MESSAGES.artistDuplicate(artistName));
      return row;
    },

    async removeArtist(userId: number, artistName: string): Promise<{ artist_name: string }> {
      const removed = await store.deleteArtist(userId, artistName);
      if (removed === null) throw notFound(FAVORITE_MESSAGES.artistNotFound(artistName));
      return { artist_name: removed };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
