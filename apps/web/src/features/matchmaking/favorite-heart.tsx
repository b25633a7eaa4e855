import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useLocation } from 'react-router';
import type { TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import { errorReason } from '../../lib/error-reason.ts';
import { cn } from '../../lib/cn.ts';
import { useAuth } from '../accounts/auth-context.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';
import { favoriteReturnPath } from './favorite-after-sign-in.tsx';
import { favoriteListOf, isFavoriteDj } from './favorite-list.ts';

/** The signed-in venue's or enthusiast's favorite DJs under their one shared key (favorite-list.ts). */
function useFavoriteList() {
  const auth = useAuth();
  const list = favoriteListOf(auth.status === 'authenticated' ? auth.user : null);
  const query = useQuery({
    queryKey: list?.key ?? ['favorite-djs', 'nobody'],
    queryFn: (): Promise<TFavoriteDj[]> => list!.fetch(),
    enabled: list !== null,
    // One account's list: fetched by the browser, never part of a shared page.
    meta: { ssr: false },
  });
  return { auth, list, query };
}

/**
 * One-click favorite (docs/product/enthusiasts.md): a heart on a DJ's card or page. For a venue or an enthusiast it
 * adds the DJ to, or removes them from, their favorite DJs (`aria-pressed` tells which); signed out it opens the
 * sign-in and comes back to this page with `?favorite=<id>`, which adds the DJ then (favorite-after-sign-in.tsx);
 * other accounts have no favorites, so no heart.
 */
export function FavoriteHeart({
  dj,
  className,
}: {
  dj: { id: number; name: string };
  className?: string | undefined;
}) {
  const { auth, list, query } = useFavoriteList();
  const modals = useAuthModals();
  const location = useLocation();
  const queryClient = useQueryClient();
  const favorite = isFavoriteDj(query.data ?? [], dj);
  const toggle = useMutation({
    mutationFn: () => (favorite ? list!.remove(dj.name) : list!.add(dj.name)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: list!.key }),
  });

  if (auth.status === 'authenticated' && list === null) return null;
  const label = favorite ? `Remove ${dj.name} from favorites` : `Add ${dj.name} to favorites`;
  const signedOut = auth.status !== 'authenticated';
  return (
    <span className={cn('inline-flex flex-col items-end', className)}>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={signedOut ? undefined : favorite}
        disabled={toggle.isPending || (!signedOut && query.isPending)}
        onClick={() => {
          if (signedOut) {
            modals.openSignIn('venue', { returnTo: favoriteReturnPath(location, dj.id) });
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
