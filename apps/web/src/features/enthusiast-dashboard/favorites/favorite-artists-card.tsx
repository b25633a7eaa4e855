import { Music } from 'lucide-react';
import type { TFavoriteArtist } from '@cuepoint/domain/favorites/favorites';
import { ENTHUSIAST_DASHBOARD_MESSAGES as M } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { addFavoriteArtist, removeFavoriteArtist } from '../enthusiast-api.ts';
import { useEnthusiastKeys } from '../enthusiast-context.ts';
import { queryState } from '../list-state.tsx';
import { useFavoriteArtists } from '../use-enthusiast-queries.ts';
import { AddFavoriteField } from './add-favorite-field.tsx';
import { FavoriteList } from './favorite-list.tsx';
import { useFavoriteMutations } from './use-favorite-mutations.ts';

const nameOf = (artist: TFavoriteArtist) => artist.artist_name;

/** Favorite artists (docs/product/enthusiasts.md: /user-favorite-artists.php). */
export function FavoriteArtistsCard() {
  const keys = useEnthusiastKeys();
  const artists = useFavoriteArtists();
  const favorites = useFavoriteMutations<TFavoriteArtist>({
    key: keys.favoriteArtists,
    nameOf,
    add: addFavoriteArtist,
    remove: removeFavoriteArtist,
    messages: {
      added: M.artistAdded,
      removed: M.artistRemoved,
      addFailed: M.artistAddFailed,
      removeFailed: M.artistRemoveFailed,
    },
  });
  const list = artists.data ?? [];
  return (
    <DashboardCard title="Favorite Artists" icon={<Music className="size-5" aria-hidden />}>
      <AddFavoriteField
        label="Add a favorite artist"
        placeholder="Search artists by name"
        kept={list.map(nameOf)}
        adding={favorites.adding}
        refusal={favorites.refusal}
        onClearRefusal={favorites.clearRefusal}
        onAdd={favorites.add}
      />
      <div className="mt-5">
        {queryState({ what: 'your favorite artists', query: artists }) ??
          (list.length === 0 ? (
            <EmptyState title="No favorite artists yet">
              <p>Add the artists you love: they help you find DJs who play them.</p>
            </EmptyState>
          ) : (
            <FavoriteList
              label="Your favorite artists"
              items={list.map((artist) => ({
                id: artist.id,
                name: artist.artist_name,
                // An artist who is a Cuepoint DJ links to their page.
                slug: artist.dj_slug,
              }))}
              removing={favorites.removing}
              onRemove={favorites.remove}
            />
          ))}
      </div>
    </DashboardCard>
  );
}
