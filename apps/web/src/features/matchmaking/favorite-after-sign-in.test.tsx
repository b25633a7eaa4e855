import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { FAVORITES_ARE_FOR, FavoriteAfterSignIn, favoriteDjIdOf } from './favorite-after-sign-in.tsx';
import { FavoriteHeart } from './favorite-heart.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Entry = { id: number; dj_name: string; dj_user_id: number | null; dj_slug: string | null };
const NOVA = { id: 201, name: 'Nova Reyes' };
const location = () => screen.getByTestId('location').textContent;
const signedIn = (userType: string) => {
  const user = sessionUser({ user_type: userType });
  return { 'GET /auth/session': { body: { success: true, user, data: user } } };
};

/** The venue's favorites and the DJ's public page; the list grows with every POST. */
function venueFavorites(list: Entry[] = []) {
  return {
    'GET /dj-public-page.php': { body: { success: true, data: { user_id: 201, stage_name: 'Nova Reyes' } } },
    'GET /venue/favorite-djs': () => ({ body: { success: true, data: list } }),
    'POST /venue/favorite-djs': ({ body }: { body: unknown }) => {
      list.push({
        id: list.length + 1,
        dj_name: (body as { dj_name: string }).dj_name,
        dj_user_id: 201,
        dj_slug: null,
      });
      return { status: 201, body: { success: true, data: list.at(-1) } };
    },
  };
}

describe('a heart pressed signed out, after the sign-in', () => {
  it('signs in from the heart, comes back and adds the DJ once, saying so; both hearts of the DJ show it', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      ...venueFavorites(),
      'POST /auth/login': { body: { success: true, token: 't', user: sessionUser({ user_type: 'venue' }) } },
    });
    renderAccount(
      <>
        <FavoriteAfterSignIn />
        <ul aria-label="Results">
          <li>
            <FavoriteHeart dj={NOVA} />
          </li>
        </ul>
        <ul aria-label="Recommended">
          <li>
            <FavoriteHeart dj={NOVA} />
          </li>
        </ul>
      </>,
      { url: '/find-djs?genre=Techno' },
    );
    const u = userEvent.setup();
    const results = screen.getByRole('list', { name: 'Results' });
    await u.click(await within(results).findByRole('button', { name: 'Add Nova Reyes to favorites' }));
    const modal = await screen.findByRole(
      'dialog',
      { name: 'Sign in as a Venue Manager' },
      { timeout: 5000 },
    );
    await u.type(
      await within(modal).findByLabelText('Email', undefined, { timeout: 5000 }),
      'tresor@example.com',
    );
    await u.type(within(modal).getByLabelText('Password'), 'long enough password');
    await u.click(within(modal).getByRole('button', { name: 'Sign In' }));

    expect(
      (await screen.findByText('Added Nova Reyes to your favorites')).closest('[role="status"]'),
    ).not.toBeNull();
    // Back on the page it left, without the parameter: a reload or Back adds nothing again.
    expect(location()).toBe('/find-djs?genre=Techno');
    expect(api.callsTo('POST /venue/favorite-djs').map((call) => call.body)).toEqual([
      { dj_name: 'Nova Reyes' },
    ]);
    for (const name of ['Results', 'Recommended'])
      await vi.waitFor(() =>
        expect(
          within(screen.getByRole('list', { name })).getByRole('button', {
            name: 'Remove Nova Reyes from favorites',
          }),
        ).toHaveAttribute('aria-pressed', 'true'),
      );
  }, 20_000);

  it('toggling one heart updates every heart of the same DJ on the page', async () => {
    fakeApi({
      ...baseRoutes(),
      ...signedIn('venue'),
      ...venueFavorites(),
    });
    renderAccount(
      <>
        <FavoriteHeart dj={NOVA} />
        <FavoriteHeart dj={NOVA} />
      </>,
    );
    const [first] = await screen.findAllByRole('button', { name: 'Add Nova Reyes to favorites' });
    await vi.waitFor(() => expect(first).toBeEnabled());
    await userEvent.setup().click(first!);
    await vi.waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove Nova Reyes from favorites' })).toHaveLength(2),
    );
  });

  it('a DJ already in the list is not added twice', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      ...signedIn('venue'),
      ...venueFavorites([{ id: 1, dj_name: 'nova reyes', dj_user_id: null, dj_slug: null }]),
    });
    renderAccount(<FavoriteAfterSignIn />, { url: '/nova-reyes?favorite=201' });
    expect(await screen.findByText('Nova Reyes is already in your favorites')).toBeInTheDocument();
    expect(location()).toBe('/nova-reyes');
    expect(api.callsTo('POST /venue/favorite-djs')).toHaveLength(0);
  });

  it('tells a DJ, producer or label that favorites are for venues and fans', async () => {
    const api = fakeApi({ ...baseRoutes(), ...signedIn('dj'), ...venueFavorites() });
    renderAccount(<FavoriteAfterSignIn />, { url: '/find-djs?favorite=201' });
    expect(await screen.findByText(FAVORITES_ARE_FOR)).toBeInTheDocument();
    expect(location()).toBe('/find-djs');
    expect(api.calls.filter((call) => call.path.includes('favorite'))).toHaveLength(0);
  });

  it('drops a parameter that names no DJ, or comes without a sign-in, and does nothing', async () => {
    const api = fakeApi({ ...baseRoutes(), ...signedIn('venue'), ...venueFavorites() });
    const first = renderAccount(<FavoriteAfterSignIn />, { url: '/find-djs?favorite=1%3B%20drop' });
    await vi.waitFor(() => expect(location()).toBe('/find-djs'));
    first.unmount();
    fakeApi({ ...baseRoutes(), ...venueFavorites() });
    renderAccount(<FavoriteAfterSignIn />, { url: '/find-djs?city=Berlin&favorite=201' });
    await vi.waitFor(() => expect(location()).toBe('/find-djs?city=Berlin'));
    expect(screen.queryByText(/favorites/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /venue/favorite-djs')).toHaveLength(0);
    expect(favoriteDjIdOf('0')).toBeNull();
    expect(favoriteDjIdOf('1e3')).toBeNull();
    expect(favoriteDjIdOf('42')).toBe(42);
  });
});
