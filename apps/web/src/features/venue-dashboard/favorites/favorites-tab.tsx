import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, X } from 'lucide-react';
import type { TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { ApiError } from '../../../lib/api.ts';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { EmptyState } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { SendOfferLink } from '../../booking/lists/send-offer-link.tsx';
import { LoadState } from '../parts/load-state.tsx';
import { TabHeading } from '../parts/tab-heading.tsx';
import { addFavoriteDj, removeFavoriteDj } from '../venue-api.ts';
import { useVenueKeys } from '../venue-keys.ts';
import { useFavoriteDjs } from '../use-venue-queries.ts';
import { FavoriteSearch } from './favorite-search.tsx';

const reasonOf = (error: unknown) =>
  isUnreachable(error) ? 'the server could not be reached' : errorReason(error);

function FavoriteItem({
  favorite,
  removing,
  onRemove,
}: {
  favorite: TFavoriteDj;
  removing: boolean;
  onRemove(): void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl bg-ink-900 px-4 py-3">
      <span className="flex min-w-0 items-center gap-2">
        <Heart className="size-4 shrink-0 text-cue-400" aria-hidden />
        {favorite.dj_slug ? (
          <Link
            to={`/${favorite.dj_slug}`}
            className="truncate font-semibold text-mist-100 underline-offset-4 hover:underline"
          >
            {favorite.dj_name}
          </Link>
        ) : (
          <span className="truncate font-semibold text-mist-100">{favorite.dj_name}</span>
        )}
      </span>
      <span className="flex shrink-0 items-center gap-1">
        {favorite.dj_user_id ? <SendOfferLink djId={favorite.dj_user_id} djName={favorite.dj_name} /> : null}
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={`Remove ${favorite.dj_name}`}
          className="rounded-full p-2 text-mist-300 hover:bg-ink-700 hover:text-mist-100 disabled:opacity-50"
        >
          <X className="size-4" aria-hidden />
        </button>
      </span>
    </li>
  );
}

/**
 * Favorite DJs (docs/product/venues.md): the venue's list with the search to add one, each removable, linked to its
 * public page.
 */
export function FavoritesTab() {
  const toast = useToast();
  const client = useQueryClient();
  const keys = useVenueKeys();
  const favorites = useFavoriteDjs();
  const [refusal, setRefusal] = useState<string | null>(null);

  const changed = (update: (list: TFavoriteDj[]) => TFavoriteDj[]) => {
    client.setQueryData<TFavoriteDj[]>(keys.favorites, (current) => update(current ?? []));
    void client.invalidateQueries({ queryKey: keys.analytics });
    void client.invalidateQueries({ queryKey: keys.settings });
  };

  const add = useMutation({
    mutationFn: addFavoriteDj,
    onSuccess: (favorite) => {
      changed((list) => [...list, favorite]);
      toast.success(VENUE_DASHBOARD_MESSAGES.favoriteAdded(favorite.dj_name));
    },
  });

  const remove = useMutation({
    mutationFn: removeFavoriteDj,
    onSuccess: (_, name) => {
      changed((list) => list.filter((favorite) => favorite.dj_name !== name));
      toast.success(VENUE_DASHBOARD_MESSAGES.favoriteRemoved(name));
    },
    onError: (error) => toast.error(VENUE_DASHBOARD_MESSAGES.favoriteRemoveFailed(reasonOf(error))),
  });

  async function onAdd(name: string) {
    setRefusal(null);
    try {
      await add.mutateAsync(name);
      return true;
    } catch (error) {
      // A refusal about the name (a duplicate, a bad name) belongs under the field; anything else is a toast.
      if (
        error instanceof ApiError &&
        (error.status === 400 || error.status === 409 || error.status === 422)
      ) {
        setRefusal(error.message);
      } else {
        toast.error(VENUE_DASHBOARD_MESSAGES.favoriteAddFailed(reasonOf(error)));
      }
      return false;
    }
  }

  if (!favorites.data) return <LoadState query={favorites} what="your favorite DJs" />;
  const list = favorites.data;
  return (
    <div className="flex flex-col gap-6">
      <TabHeading
        title="Favorite DJs"
        lead="The DJs you want to book again; a DJ on Cuepoint links to their page."
      />
      <FavoriteSearch
        favorites={list}
        adding={add.isPending}
        onAdd={onAdd}
        refusal={refusal}
        onClearRefusal={() => setRefusal(null)}
      />
      {list.length ? (
        <ul aria-label="Your favorite DJs" className="flex flex-col gap-2">
          {list.map((favorite) => (
            <FavoriteItem
              key={favorite.id}
              favorite={favorite}
              removing={remove.isPending && remove.variables === favorite.dj_name}
              onRemove={() => remove.mutate(favorite.dj_name)}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title="No favorite DJs yet" icon={<Heart className="size-8" aria-hidden />}>
          Add the DJs you like to book again, and find them here.
        </EmptyState>
      )}
    </div>
  );
}
