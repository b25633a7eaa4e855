import { FavoriteArtistsCard } from './favorite-artists-card.tsx';
import { FavoriteDjsCard } from './favorite-djs-card.tsx';

/**
 * Favorites (docs/product/enthusiasts.md): the enthusiast's favorite artists and DJs, side by side on a wide screen.
 */
export function FavoritesTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FavoriteArtistsCard />
      <FavoriteDjsCard />
    </div>
  );
}
