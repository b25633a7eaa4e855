import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiClient, apiData } from '../../lib/api.ts';
import { errorReason } from '../../lib/error-reason.ts';
import { DismissButton } from '../../ui/dismiss-button.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { favoriteListOf, isFavoriteDj, type FavoriteList } from './favorite-list.ts';

/** `?favorite=<the DJ's user id>`: the heart a signed-out visitor pressed, carried through the sign-in. */
export const FAVORITE_PARAM = 'favorite';
export const FAVORITES_ARE_FOR =
  'Favorites are for venues and fans: sign in as a venue or an enthusiast to keep favorite DJs.';

/** The page to come back to after the sign-in a heart opened: this page, carrying the DJ. */
export function favoriteReturnPath(location: { pathname: string; search: string }, djId: number): string {
  const params = new URLSearchParams(location.search);
  params.set(FAVORITE_PARAM, String(djId));
  return `${location.pathname}?${params.toString()}`;
}

/** The DJ's user id the parameter names, or null when it names none (not a positive whole number). */
export function favoriteDjIdOf(value: string): number | null {
  if (!/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

type Notice = { tone: 'success' | 'info' | 'error'; text: string };

/** Adds the DJ (named on their public page) unless the list already holds them; says which. */
async function addReturnedFavorite(client: QueryClient, list: FavoriteList, djId: number): Promise<Notice> {
  const dj = await apiData(apiClient.GET('/dj-public-page.php', { params: { query: { id: djId } } }));
  const name = dj.stage_name;
  const favorites = await client.fetchQuery({ queryKey: list.key, queryFn: list.fetch, staleTime: 0 });
  if (isFavoriteDj(favorites, { id: djId, name }))
    return { tone: 'info', text: `${name} is already in your favorites` };
  await list.add(name);
  await client.invalidateQueries({ queryKey: list.key });
  return { tone: 'success', text: `Added ${name} to your favorites` };
}

/**
 * Back from the sign-in a heart opened (docs/product/matchmaking.md): a venue or an enthusiast gets the DJ added to
 * their favorites, once, and a message saying so; any other account is told favorites are for venues and fans. The
 * parameter leaves the address as soon as it is read, so a reload or Back does nothing again.
 */
export function FavoriteAfterSignIn() {
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const handled = useRef<string | null>(null);
  const value = params.get(FAVORITE_PARAM);

  useEffect(() => {
    if (value === null) handled.current = null;
    if (value === null || auth.status === 'loading') return;
    const next = new URLSearchParams(params);
    next.delete(FAVORITE_PARAM);
    setParams(next, { replace: true });
    const djId = favoriteDjIdOf(value);
    if (djId === null || !auth.user || handled.current === value) return;
    handled.current = value;
    const list = favoriteListOf(auth.user);
    if (!list) {
      setNotice({ tone: 'info', text: FAVORITES_ARE_FOR });
      return;
    }
    addReturnedFavorite(client, list, djId).then(setNotice, (error: unknown) =>
      setNotice({
        tone: 'error',
        text: `Could not add the DJ to your favorites. ${errorReason(error) ?? 'Please try again.'}`,
      }),
    );
  }, [value, auth.status, auth.user, client, params, setParams]);

  if (!notice) return null;
  return (
    <Container className="pt-4">
      <div className="relative">
        <Alert tone={notice.tone} className="pr-12">
          {notice.text}
        </Alert>
        <DismissButton onDismiss={() => setNotice(null)} className="absolute right-1 top-1" />
      </div>
    </Container>
  );
}
