import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DJ_GENRES, DUPLICATE_GENRE_MESSAGE, MAX_GENRES_MESSAGE } from '@cuepoint/domain/catalog/genre-list';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DjDashboardPage } from '../dj-dashboard-page.tsx';
import { dashboardRoutes, djProfile } from '../testing/dashboard-fixtures.ts';
import { GenrePicker } from './genre-picker.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Harness({ initial, options }: { initial: string[]; options?: readonly string[] }) {
  const [value, setValue] = useState(initial);
  return <GenrePicker value={value} onChange={setValue} options={options} />;
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Chosen genres' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const suggestions = () => {
  const list = screen.queryByRole('listbox', { name: 'Genre suggestions' });
  return list
    ? within(list)
        .queryAllByRole('option')
        .map((option) => option.textContent)
    : [];
};

describe('GenrePicker', () => {
  it('suggests 8 catalogue genres containing what is typed, leaving out the chosen ones', async () => {
    render(<Harness initial={['House']} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Add a genre' });
    await user.click(input);
    expect(suggestions()).toEqual(DJ_GENRES.filter((genre) => genre !== 'House').slice(0, 8));
    await user.type(input, 'house');
    expect(suggestions()).toEqual([
      'Deep House',
      'Tech House',
      'Progressive House',
      'Afro House',
      'Tribal House',
    ]);
    await user.click(screen.getByRole('option', { name: 'Tech House' }));
    expect(chips()).toEqual(['House', 'Tech House']);
    expect(input).toHaveValue('');
  });

  it('adds with the keyboard: arrows move through the suggestions, Enter adds, Escape closes', async () => {
    render(<Harness initial={[]} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Add a genre' });
    await user.type(input, 'tech');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Tech House' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Tech House' }).id,
    );
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Tech House']);
    await user.type(input, 'drum & bass{Enter}');
    expect(chips()).toEqual(['Tech House', 'Drum & Bass']);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses a fifth genre with the spec message, a duplicate, and a genre that is not in the catalogue', async () => {
    render(<Harness initial={['Techno']} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Add a genre' });
    await user.type(input, 'techno{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(DUPLICATE_GENRE_MESSAGE);
    await user.clear(input);
    await user.type(input, 'polka{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(DJ_DASHBOARD_MESSAGES.genreNotInList);
    await user.clear(input);
    for (const genre of ['House', 'Trance', 'Disco']) await user.type(input, `${genre}{Enter}`);
    expect(chips()).toEqual(['Techno', 'House', 'Trance', 'Disco']);
    await user.type(input, 'Amapiano{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(MAX_GENRES_MESSAGE);
    expect(input).toHaveAccessibleDescription(MAX_GENRES_MESSAGE);
    expect(chips()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Remove Trance' }));
    expect(chips()).toEqual(['Techno', 'House', 'Disco']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers only the genres it is given (the fallback list when the catalogue call failed)', async () => {
    render(<Harness initial={[]} options={['Techno', 'House', 'Trance', 'Drum & Bass', 'Dubstep']} />);
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Add a genre' }));
    expect(suggestions()).toEqual(['Techno', 'House', 'Trance', 'Drum & Bass', 'Dubstep']);
  });
});

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
