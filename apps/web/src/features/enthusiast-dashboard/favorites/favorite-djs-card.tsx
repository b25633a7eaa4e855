import { Disc3 } from 'lucide-react';
import type { TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import { ENTHUSIAST_DASHBOARD_MESSAGES as M } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { addFavoriteDj, removeFavoriteDj } from '../enthusiast-api.ts';
import { useEnthusiastKeys } from '../enthusiast-context.ts';
import { useFavoriteDjs } from '../use-enthusiast-queries.ts';
import { FavoritesCard } from './favorites-card.tsx';

/**
 * Favorite DJs (docs/product/enthusiasts.md: /enthusiast-favorite-djs.php); a DJ on Cuepoint links to their public
 * page.
 */
export function FavoriteDjsCard() {
  const keys = useEnthusiastKeys();
  return (
    <FavoritesCard<TFavoriteDj>
      title="Favorite DJs"
      icon={<Disc3 className="size-5" aria-hidden />}
      noun="DJ"
      query={useFavoriteDjs()}
      mutations={{
        key: keys.favoriteDjs,
        nameOf: (dj) => dj.dj_name,
        add: addFavoriteDj,
        remove: removeFavoriteDj,
        messages: {
          added: M.djAdded,
          removed: M.djRemoved,
          addFailed: M.djAddFailed,
          removeFailed: M.djRemoveFailed,
        },
      }}
      empty="Add the DJs you follow, or find new ones in Discover."
      slugOf={(dj) => dj.dj_slug}
    />
  );
}
