import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DJ_GENRES, DUPLICATE_GENRE_MESSAGE, MAX_GENRES_MESSAGE } from '@cuepoint/domain/catalog/genre-list';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { GenrePicker } from './genre-picker.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
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
