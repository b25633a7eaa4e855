import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { FavoriteHeart } from './favorite-heart.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedIn = (userType: string) => {
  const user = sessionUser({ user_type: userType });
  return { 'GET /auth/session': { body: { success: true, user, data: user } } };
};
const DJ = { id: 201, name: 'Nova Reyes' };

describe('FavoriteHeart', () => {
  it('a venue adds a DJ to its favorites with one click, and removes them with another', async () => {
    let list: Array<{ id: number; dj_name: string; dj_user_id: number | null; dj_slug: string | null }> = [];
    const api = fakeApi({
      ...baseRoutes(),
      ...signedIn('venue'),
      'GET /venue/favorite-djs': () => ({ body: { success: true, data: list } }),
      'POST /venue/favorite-djs': ({ body }) => {
        list = [
          { id: 1, dj_name: (body as { dj_name: string }).dj_name, dj_user_id: 201, dj_slug: 'nova-reyes' },
        ];
        return { status: 201, body: { success: true, data: list[0] } };
      },
      'DELETE /venue/favorite-djs': () => {
        list = [];
        return { body: { success: true, data: { dj_name: 'Nova Reyes' } } };
      },
    });
    renderAccount(<FavoriteHeart dj={DJ} />);
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add Nova Reyes to favorites' });
    await vi.waitFor(() => expect(add).toBeEnabled());
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove Nova Reyes from favorites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /venue/favorite-djs')[0]!.body).toEqual({ dj_name: 'Nova Reyes' });
    await vi.waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Add Nova Reyes to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.callsTo('DELETE /venue/favorite-djs')[0]!.body).toEqual({ dj_name: 'Nova Reyes' });
  });

  it("an enthusiast's heart writes its own list and shows a favorite kept under another spelling", async () => {
    const api = fakeApi({
      ...baseRoutes(),
      ...signedIn('enthusiast'),
      'GET /enthusiast-favorite-djs.php': {
        body: {
          success: true,
          data: [{ id: 3, dj_name: 'nova reyes', dj_user_id: null, dj_slug: null }],
          favorite_djs: [{ id: 3, dj_name: 'nova reyes', dj_user_id: null, dj_slug: null }],
        },
      },
      'DELETE /enthusiast-favorite-djs.php': { body: { success: true, data: { dj_name: 'nova reyes' } } },
    });
    renderAccount(<FavoriteHeart dj={DJ} />);
    const remove = await screen.findByRole('button', { name: 'Remove Nova Reyes from favorites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(remove);
    await vi.waitFor(() => expect(api.callsTo('DELETE /enthusiast-favorite-djs.php')).toHaveLength(1));
  });

  it('signed out, it opens the sign-in; a DJ has no favorites and sees no heart', async () => {
    fakeApi({ ...baseRoutes() });
    const { unmount } = renderAccount(<FavoriteHeart dj={DJ} />, { url: '/find-djs?genre=Techno' });
    const heart = await screen.findByRole('button', { name: 'Add Nova Reyes to favorites' });
    expect(heart).not.toHaveAttribute('aria-pressed');
    await userEvent.setup().click(heart);
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent(/sign in/i);
    unmount();

    fakeApi({ ...baseRoutes(), ...signedIn('dj') });
    renderAccount(
      <>
        <FavoriteHeart dj={DJ} />
        <p>rendered</p>
      </>,
    );
    await screen.findByText('rendered');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument(),
    );
  });
});
