import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVORITE_MESSAGES, type TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { VenueDashboardPage } from '../venue-dashboard-page.tsx';
import { venueRoutes } from '../testing/venue-fixtures.ts';

const CATALOGUE = ['Nova Reyes', 'Novak', 'Nova Pulse', 'Nova Reyes Live', 'Kai'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function favorite(id: number, name: string, slug: string | null = null): TFavoriteDj {
  return { id, dj_name: name, dj_user_id: slug ? id + 100 : null, dj_slug: slug };
}

/** The favorites tab against a catalogue of names; POST and DELETE keep a list like the server. */
async function renderFavorites(initial: TFavoriteDj[] = []) {
  let list = [...initial];
  let nextId = 50;
  const api = fakeApi({
    ...venueRoutes(),
    'GET /venue/favorite-djs': () => ({ body: { success: true, data: list } }),
    'GET /suggestions.php': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return {
        body: {
          success: true,
          data: CATALOGUE.filter((n) => n.toLowerCase().includes(q)).map((name) => ({ name })),
        },
      };
    },
    'POST /venue/favorite-djs': ({ body }) => {
      const name = (body as { dj_name: string }).dj_name;
      if (list.some((item) => item.dj_name.toLowerCase() === name.toLowerCase())) {
        return { status: 409, body: { success: false, error: FAVORITE_MESSAGES.djDuplicate(name) } };
      }
      const added = favorite(nextId++, name);
      list = [...list, added];
      return { status: 201, body: { success: true, data: added } };
    },
    'DELETE /venue/favorite-djs': ({ body }) => {
      const name = (body as { dj_name: string }).dj_name;
      list = list.filter((item) => item.dj_name !== name);
      return { body: { success: true, data: { dj_name: name } } };
    },
  });
  renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard?tab=favorites' });
  const input = await screen.findByRole('combobox', { name: 'Add a favorite DJ' });
  // From here the test moves the clock itself: the debounce is measured to the millisecond. Testing Library lets
  // the clock run for its own short waits when it sees a `jest` clock, so it is given one.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { api, user, input, suggestionCalls: () => api.callsTo('GET /suggestions.php') };
}

const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const listed = () =>
  within(screen.getByRole('list', { name: 'Your favorite DJs' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('favorite DJ search', () => {
  it('asks for suggestions only after more than one character, 300 ms after typing stops', async () => {
    const { user, input, suggestionCalls } = await renderFavorites();
    await user.type(input, 'n');
    await settle(1000);
    expect(suggestionCalls()).toHaveLength(0);
    await user.type(input, 'o');
    await settle(299);
    expect(suggestionCalls()).toHaveLength(0);
    await settle(1);
    expect(suggestionCalls()).toHaveLength(1);
    expect(suggestionCalls()[0]?.query.get('q')).toBe('no');
    await user.type(input, 'va');
    await settle(300);
    expect(suggestionCalls()).toHaveLength(2);
    expect(suggestionCalls()[1]?.query.get('q')).toBe('nova');
    const options = (await settle(0), screen.getAllByRole('option'));
    expect(options.map((option) => option.textContent)).toEqual([
      'Nova Reyes',
      'Novak',
      'Nova Pulse',
      'Nova Reyes Live',
    ]);
  });

  it('adds with Enter the suggestion matching what was typed', async () => {
    const { api, user, input } = await renderFavorites();
    await user.type(input, 'novak');
    await settle(300);
    await settle(0);
    screen.getByRole('option', { name: 'Novak' });
    await user.keyboard('{Enter}');
    await settle(0);
    expect(api.callsTo('POST /venue/favorite-djs')[0]?.body).toEqual({ dj_name: 'Novak' });
    expect(listed()).toEqual(['Novak']);
    expect(input).toHaveValue('');
  });

  it('adds with Enter the first suggestion when none matches exactly', async () => {
    const { api, user, input } = await renderFavorites();
    await user.type(input, 'nov');
    await settle(300);
    await settle(0);
    screen.getByRole('option', { name: 'Nova Reyes' });
    await user.keyboard('{Enter}');
    await settle(0);
    expect(api.callsTo('POST /venue/favorite-djs')[0]?.body).toEqual({ dj_name: 'Nova Reyes' });
  });

  it('adds with Enter the highlighted suggestion', async () => {
    const { api, user, input } = await renderFavorites();
    await user.type(input, 'nova');
    await settle(300);
    await settle(0);
    screen.getByRole('option', { name: 'Nova Pulse' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Novak' }).id);
    await user.keyboard('{Enter}');
    await settle(0);
    expect(api.callsTo('POST /venue/favorite-djs')[0]?.body).toEqual({ dj_name: 'Novak' });
  });

  it('adds the typed text when nothing is suggested', async () => {
    const { api, user, input } = await renderFavorites();
    await user.type(input, 'Selecta Unknown{Enter}');
    await settle(0);
    expect(api.callsTo('POST /venue/favorite-djs')[0]?.body).toEqual({ dj_name: 'Selecta Unknown' });
    expect(listed()).toEqual(['Selecta Unknown']);
  });

  it('never adds a favorite twice and leaves it out of the suggestions', async () => {
    const { api, user, input } = await renderFavorites([favorite(1, 'Nova Reyes', 'nova-reyes')]);
    expect(screen.getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', '/nova-reyes');
    await user.type(input, 'nova');
    await settle(300);
    await settle(0);
    screen.getByRole('option', { name: 'Nova Pulse' });
    expect(screen.queryByRole('option', { name: 'Nova Reyes' })).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'NOVA REYES');
    await settle(300);
    await settle(0);
    // "Nova Reyes Live" is suggested, but the name typed out is the favorite already kept.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Nova Reyes Live']);
    await user.keyboard('{Enter}');
    expect(input).toHaveAccessibleDescription(FAVORITE_MESSAGES.djDuplicate('NOVA REYES'));
    expect(api.callsTo('POST /venue/favorite-djs')).toHaveLength(0);
  });

  it('keeps Add disabled while the field is empty, and removes a favorite', async () => {
    const { api, user } = await renderFavorites([favorite(1, 'Kai'), favorite(2, 'Novak')]);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Kai' }));
    await settle(0);
    expect(api.callsTo('DELETE /venue/favorite-djs')[0]?.body).toEqual({ dj_name: 'Kai' });
    expect(listed()).toEqual(['Novak']);
  });
});
