import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DjDashboardPage } from '../dj-dashboard-page.tsx';
import { dashboardRoutes, djProfile } from '../testing/dashboard-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const suggestions = () => {
  const list = screen.queryByRole('listbox', { name: 'Genre suggestions' });
  return list
    ? within(list)
        .queryAllByRole('option')
        .map((option) => option.textContent)
    : [];
};

describe('GenresCard', () => {
  it('saves each change with PUT /dj/profile, and puts the list back when the save fails', async () => {
    let fail = false;
    const api = fakeApi({
      ...dashboardRoutes(),
      'PUT /dj/profile': ({ body }) =>
        fail
          ? { status: 503, body: { success: false, error: 'Database unavailable' } }
          : { body: { success: true, data: djProfile({ genres: (body as { genres: string[] }).genres }) } },
    });
    renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Genres' });
    const input = within(card).getByRole('combobox', { name: 'Add a genre' });
    await user.type(input, 'house{Enter}');
    await vi.waitFor(() => expect(api.callsTo('PUT /dj/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /dj/profile')[0]!.body).toEqual({ genres: ['Techno', 'House'] });
    fail = true;
    await user.type(input, 'trance{Enter}');
    expect(await screen.findByText('Failed to save profile: Database unavailable')).toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Chosen genres' });
    await vi.waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Techno', 'House']),
    );
  });

  it('falls back to the spec list when the genre catalogue cannot be loaded', async () => {
    fakeApi({ ...dashboardRoutes(), 'GET /genres': { status: 500, body: {} } });
    renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });
    const card = await screen.findByRole('region', { name: 'Genres' });
    const user = userEvent.setup();
    await vi.waitFor(async () => {
      await user.click(within(card).getByRole('combobox', { name: 'Add a genre' }));
      expect(suggestions()).toEqual(['House', 'Trance', 'Drum & Bass', 'Dubstep']);
    });
  });
});
