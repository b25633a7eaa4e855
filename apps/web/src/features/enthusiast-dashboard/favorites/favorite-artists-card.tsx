import { Music } from 'lucide-react';
import type { TFavoriteArtist } from '@cuepoint/domain/favorites/favorites';
import { ENTHUSIAST_DASHBOARD_MESSAGES as M } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { addFavoriteArtist, removeFavoriteArtist } from '../enthusiast-api.ts';
import { useEnthusiastKeys } from '../enthusiast-context.ts';
import { useFavoriteArtists } from '../use-enthusiast-queries.ts';
import { FavoritesCard } from './favorites-card.tsx';

/** Favorite artists (docs/product/enthusiasts.md: /user-favorite-artists.php). */
export function FavoriteArtistsCard() {
  const keys = useEnthusiastKeys();
  return (
    <FavoritesCard<TFavoriteArtist>
      title="Favorite Artists"
      icon={<Music className="size-5" aria-hidden />}
      noun="artist"
      query={useFavoriteArtists()}
      mutations={{
        key: keys.favoriteArtists,
        nameOf: (artist) => artist.artist_name,
        add: addFavoriteArtist,
        remove: removeFavoriteArtist,
        messages: {
          added: M.artistAdded,
          removed: M.artistRemoved,
          addFailed: M.artistAddFailed,
          removeFailed: M.artistRemoveFailed,
        },
      }}
      empty="Add the artists you love: they help you find DJs who play them."
      // An artist who is a Cuepoint DJ links to their page.
      slugOf={(artist) => artist.dj_slug}
    />
  );
}
