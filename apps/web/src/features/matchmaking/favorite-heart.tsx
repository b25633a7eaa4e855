import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useLocation } from 'react-router';
import { favoriteNameKey, type TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import { errorReason } from '../../lib/error-reason.ts';
import { cn } from '../../lib/cn.ts';
import { useAuth } from '../accounts/auth-context.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';
import * as venueApi from '../venue-dashboard/venue-api.ts';
import { venueKeys } from '../venue-dashboard/venue-keys.ts';
import * as fanApi from '../enthusiast-dashboard/enthusiast-api.ts';

type FavoriteRole = 'venue' | 'enthusiast';

/**
 * The signed-in venue's or enthusiast's favorite DJs (/venue/favorite-djs, /enthusiast-favorite-djs.php), under the
 * same cache keys as their dashboard's Favorites tab, so a heart and the tab never disagree. Null for anyone else.
 */
function useFavoriteList() {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const role: FavoriteRole | null =
    user?.user_type === 'venue' || user?.user_type === 'enthusiast' ? user.user_type : null;
  const api = role === 'venue' ? venueApi : fanApi;
  const key =
    role === 'venue'
      ? venueKeys(user!.id).favorites
      : role === 'enthusiast'
        ? fanApi.enthusiastKeys(user!.id).favoriteDjs
        : (['favorite-djs', 'nobody'] as const);
  const list = useQuery({
    queryKey: key,
    queryFn: (): Promise<TFavoriteDj[]> => api.fetchFavoriteDjs(),
    enabled: role !== null,
    // One account's list: fetched by the browser, never part of a shared page.
    meta: { ssr: false },
  });
  return { auth, role, api, key, list };
}

/**
 * One-click favorite (docs/product/enthusiasts.md): a heart on a DJ's card or page. For a venue or an enthusiast it
 * adds the DJ to, or removes them from, their favorite DJs (`aria-pressed` tells which); signed out it opens the
 * sign-in and comes back to this page; other accounts have no favorites, so no heart.
 */
export function FavoriteHeart({
  dj,
  className,
}: {
  dj: { id: number; name: string };
  className?: string | undefined;
}) {
  const { auth, role, api, key, list } = useFavoriteList();
  const modals = useAuthModals();
  const location = useLocation();
  const queryClient = useQueryClient();
  const favorite = (list.data ?? []).some(
    (entry) => entry.dj_user_id === dj.id || favoriteNameKey(entry.dj_name) === favoriteNameKey(dj.name),
  );
  const toggle = useMutation({
    mutationFn: () => (favorite ? api.removeFavoriteDj(dj.name) : api.addFavoriteDj(dj.name)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  if (auth.status === 'authenticated' && role === null) return null;
  const label = favorite ? `Remove ${dj.name} from favorites` : `Add ${dj.name} to favorites`;
  const signedOut = auth.status !== 'authenticated';
  return (
    <span className={cn('inline-flex flex-col items-end', className)}>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={signedOut ? undefined : favorite}
        disabled={toggle.isPending || (!signedOut && list.isPending)}
        onClick={() => {
          if (signedOut) {
            modals.openSignIn('venue', { returnTo: `${location.pathname}${location.search}` });
            return;
          }
          toggle.mutate();
        }}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink-600 bg-ink-900 text-mist-200 hover:border-cue-400 hover:text-cue-300 focus-visible:outline-2 focus-visible:outline-wave-400 disabled:opacity-60"
      >
        <Heart className={cn('size-5', favorite && 'fill-cue-400 text-cue-400')} aria-hidden />
      </button>
      {toggle.isError ? (
        <span role="alert" className="mt-1 max-w-48 text-right text-xs text-red-300">
          {errorReason(toggle.error)}
        </span>
      ) : null}
    </span>
  );
}
