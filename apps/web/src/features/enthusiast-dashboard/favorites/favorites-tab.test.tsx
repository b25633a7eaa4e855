import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { elapse, moveTheClockFromHere } from '../../../test/fake-clock.ts';
import { FAVORITE_MESSAGES } from '@cuepoint/domain/favorites/favorites';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { EnthusiastDashboardPage } from '../enthusiast-dashboard-page.tsx';
import { enthusiastRoutes, ok } from '../testing/enthusiast-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderFavorites = () =>
  renderAccount(<EnthusiastDashboardPage />, { url: '/enthusiast-dashboard?tab=favorites' });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A favorites list kept by the fake server, refusing a name it already holds (any case) with 409. */
function artistServer(initial: string[]) {
  let nextId = initial.length + 1;
  // An artist who is a Cuepoint DJ comes with the DJ's page.
  const artists = initial.map((artist_name, index) => ({
    id: index + 1,
    artist_name,
    dj_slug: artist_name === 'Nova Reyes' ? 'nova-reyes' : null,
  }));
  return {
    'GET /user-favorite-artists.php': () =>
      ok(artists, { favorite_artists: artists.map((artist) => artist.artist_name) }),
    'POST /user-favorite-artists.php': ({ body }: { body: unknown }) => {
      const name = (body as { artist_name: string }).artist_name;
      if (artists.some((artist) => artist.artist_name.toLowerCase() === name.toLowerCase())) {
        return { status: 409, body: { success: false, error: FAVORITE_MESSAGES.artistDuplicate(name) } };
      }
      const artist = { id: nextId++, artist_name: name, dj_slug: null };
      artists.push(artist);
      return { status: 201, body: { success: true, data: artist } };
    },
    'DELETE /user-favorite-artists.php': ({ body }: { body: unknown }) => {
      const name = (body as { artist_name: string }).artist_name;
      artists.splice(
        artists.findIndex((artist) => artist.artist_name === name),
        1,
      );
      return ok({ artist_name: name });
    },
  };
}

describe('Favorites tab', () => {
  it('adds an artist from the suggestions asked for after 2 characters, and removes one', async () => {
    const api = fakeApi({
      ...enthusiastRoutes(),
      ...artistServer(['Peggy Gou']),
      'GET /suggestions.php': ({ url }) =>
        ok(url.searchParams.get('q') === 'ch' ? [{ name: 'Charlotte de Witte' }, { name: 'Peggy Gou' }] : []),
    });
    renderFavorites();
    const card = await screen.findByRole('region', { name: 'Favorite Artists' });
    const list = await within(card).findByRole('list', { name: 'Your favorite artists' });
    expect(names(list)).toEqual(['Peggy Gou']);

    const user = moveTheClockFromHere();
    const input = within(card).getByRole('combobox', { name: 'Add a favorite artist' });
    await user.type(input, 'c');
    await elapse(1000);
    expect(api.callsTo('GET /suggestions.php')).toHaveLength(0);
    await user.type(input, 'h');
    await elapse(299);
    expect(api.callsTo('GET /suggestions.php')).toHaveLength(0);
    await elapse(1);
    const option = await within(card).findByRole('option', { name: 'Charlotte de Witte' });
    const suggestionCalls = api.callsTo('GET /suggestions.php');
    expect(suggestionCalls).toHaveLength(1);
    expect(suggestionCalls[0]!.query.get('type')).toBe('artist');
    // A name already kept is not suggested again.
    expect(within(card).queryByRole('option', { name: 'Peggy Gou' })).not.toBeInTheDocument();
    await user.click(option);
    await vi.waitFor(() => expect(names(list)).toEqual(['Peggy Gou', 'Charlotte de Witte']));
    expect(api.callsTo('POST /user-favorite-artists.php')[0]!.body).toEqual({
      artist_name: 'Charlotte de Witte',
    });
    expect(input).toHaveValue('');
    expect(toasts().getByText('Charlotte de Witte added to your favorite artists')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove Peggy Gou' }));
    await vi.waitFor(() => expect(names(list)).toEqual(['Charlotte de Witte']));
    expect(api.callsTo('DELETE /user-favorite-artists.php')[0]!.body).toEqual({ artist_name: 'Peggy Gou' });
    expect(toasts().getByText('Peggy Gou removed from your favorite artists')).toBeInTheDocument();
  });

  it('links a favorite artist who is a Cuepoint DJ to their page', async () => {
    fakeApi({ ...enthusiastRoutes(), ...artistServer(['Peggy Gou', 'Nova Reyes']) });
    renderFavorites();
    const card = await screen.findByRole('region', { name: 'Favorite Artists' });
    const list = await within(card).findByRole('list', { name: 'Your favorite artists' });
    expect(within(list).getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', '/nova-reyes');
    expect(within(list).queryByRole('link', { name: 'Peggy Gou' })).not.toBeInTheDocument();
  });

  it("refuses a duplicate with the server's message under the field, keeping what was typed", async () => {
    fakeApi({ ...enthusiastRoutes(), ...artistServer(['Peggy Gou']) });
    renderFavorites();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Favorite Artists' });
    await within(card).findByRole('list', { name: 'Your favorite artists' });
    const input = within(card).getByRole('combobox', { name: 'Add a favorite artist' });
    await user.type(input, 'peggy gou{Enter}');
    const message = FAVORITE_MESSAGES.artistDuplicate('peggy gou');
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveValue('peggy gou');
    await user.type(input, 'x');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a failed removal in a toast and keeps the artist', async () => {
    fakeApi({
      ...enthusiastRoutes(),
      ...artistServer(['Peggy Gou']),
      'DELETE /user-favorite-artists.php': {
        status: 503,
        body: { success: false, error: 'Database unavailable' },
      },
    });
    renderFavorites();
    const card = await screen.findByRole('region', { name: 'Favorite Artists' });
    const list = await within(card).findByRole('list', { name: 'Your favorite artists' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Remove Peggy Gou' }));
    expect(
      await toasts().findByText('Failed to remove favorite artist: Database unavailable'),
    ).toBeInTheDocument();
    expect(names(list)).toEqual(['Peggy Gou']);
  });

  it('keeps favorite DJs, linking those on Cuepoint to their page, and counts them in the stats', async () => {
    const djs = [
      { id: 1, dj_name: 'Nova Reyes', dj_user_id: 9, dj_slug: 'nova-reyes' },
      { id: 2, dj_name: 'Somebody Else', dj_user_id: null, dj_slug: null },
    ];
    const api = fakeApi({
      ...enthusiastRoutes(),
      'GET /enthusiast-favorite-djs.php': () => ok(djs, { favorite_djs: djs }),
      'POST /enthusiast-favorite-djs.php': ({ body }) => {
        const name = (body as { dj_name: string }).dj_name;
        if (djs.some((dj) => dj.dj_name.toLowerCase() === name.toLowerCase())) {
          return { status: 409, body: { success: false, error: FAVORITE_MESSAGES.djDuplicate(name) } };
        }
        const dj = { id: 3, dj_name: name, dj_user_id: null, dj_slug: null };
        djs.push(dj);
        return { status: 201, body: { success: true, data: dj } };
      },
    });
    renderFavorites();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Favorite DJs' });
    const list = await within(card).findByRole('list', { name: 'Your favorite DJs' });
    expect(within(list).getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', '/nova-reyes');
    expect(within(list).queryByRole('link', { name: 'Somebody Else' })).not.toBeInTheDocument();

    const input = within(card).getByRole('combobox', { name: 'Add a favorite DJ' });
    await user.type(input, 'NOVA REYES');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      FAVORITE_MESSAGES.djDuplicate('NOVA REYES'),
    );

    await user.clear(input);
    await user.type(input, '  Kai   Lenz {Enter}');
    await vi.waitFor(() => expect(names(list)).toEqual(['Nova Reyes', 'Somebody Else', 'Kai Lenz']));
    expect(api.callsTo('POST /enthusiast-favorite-djs.php').at(-1)!.body).toEqual({ dj_name: 'Kai Lenz' });
    // The stats (Favorite DJs) are read again.
    await vi.waitFor(() => expect(api.callsTo('GET /user/profile').length).toBeGreaterThan(1));
  });

  it('says how to start when both lists are empty', async () => {
    fakeApi(enthusiastRoutes());
    renderFavorites();
    expect(await screen.findByText('No favorite artists yet')).toBeInTheDocument();
    expect(await screen.findByText('No favorite DJs yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add' })[0]).toBeDisabled();
  });
});
