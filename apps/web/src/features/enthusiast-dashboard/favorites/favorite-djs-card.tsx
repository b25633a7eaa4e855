import { Disc3 } from 'lucide-react';
import type { TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import { ENTHUSIAST_DASHBOARD_MESSAGES as M } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { addFavoriteDj, removeFavoriteDj } from '../enthusiast-api.ts';
import { useEnthusiastKeys } from '../enthusiast-context.ts';
import { queryState } from '../list-state.tsx';
import { useFavoriteDjs } from '../use-enthusiast-queries.ts';
import { AddFavoriteField } from './add-favorite-field.tsx';
import { FavoriteList } from './favorite-list.tsx';
import { useFavoriteMutations } from './use-favorite-mutations.ts';

const nameOf = (dj: TFavoriteDj) => dj.dj_name;

/**
 * Favorite DJs (docs/product/enthusiasts.md: /enthusiast-favorite-djs.php); a DJ on Cuepoint links to their public
 * page.
 */
export function FavoriteDjsCard() {
  const keys = useEnthusiastKeys();
  const djs = useFavoriteDjs();
  const favorites = useFavoriteMutations<TFavoriteDj>({
    key: keys.favoriteDjs,
    nameOf,
    add: addFavoriteDj,
    remove: removeFavoriteDj,
    messages: {
      added: M.djAdded,
      removed: M.djRemoved,
      addFailed: M.djAddFailed,
      removeFailed: M.djRemoveFailed,
    },
  });
  const list = djs.data ?? [];
  return (
    <DashboardCard title="Favorite DJs" icon={<Disc3 className="size-5" aria-hidden />}>
      <AddFavoriteField
        label="Add a favorite DJ"
        placeholder="Search DJs by name"
        kept={list.map(nameOf)}
        adding={favorites.adding}
        refusal={favorites.refusal}
        onClearRefusal={favorites.clearRefusal}
        onAdd={favorites.add}
      />
      <div className="mt-5">
        {queryState({ what: 'your favorite DJs', query: djs }) ??
          (list.length === 0 ? (
            <EmptyState title="No favorite DJs yet">
              <p>Add the DJs you follow, or find new ones in Discover.</p>
            </EmptyState>
          ) : (
            <FavoriteList
              label="Your favorite DJs"
              items={list.map((dj) => ({
                id: dj.id,
                name: dj.dj_name,
                slug: dj.dj_slug,
              }))}
              removing={favorites.removing}
              onRemove={favorites.remove}
            />
          ))}
      </div>
    </DashboardCard>
  );
}
