import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { comboboxProps, stepSuggestion, SuggestionList } from './suggestion-list.tsx';

describe('the suggestion dropdown every suggesting field shares', () => {
  it('lists the options with the highlighted one selected, and picks one by pointer', async () => {
    const onPick = vi.fn();
    render(
      <>
        <input aria-label="Artist" {...comboboxProps('list', true, 1)} />
        <SuggestionList
          id="list"
          label="Artist suggestions"
          items={['Ben Klock', 'Ben UFO']}
          active={1}
          expanded
          onPick={onPick}
        />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Artist' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', 'list-1');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    await userEvent.click(options[0]!);
    expect(onPick).toHaveBeenCalledWith('Ben Klock');
  });

  it('is hidden when collapsed, and arrow keys wrap around', () => {
    render(
      <SuggestionList
        id="l"
        label="DJ suggestions"
        items={['A']}
        active={-1}
        expanded={false}
        onPick={() => undefined}
      />,
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(stepSuggestion(-1, 1, 3)).toBe(0);
    expect(stepSuggestion(-1, -1, 3)).toBe(2);
    expect(stepSuggestion(2, 1, 3)).toBe(0);
    expect(stepSuggestion(0, -1, 3)).toBe(2);
    expect(stepSuggestion(0, 1, 0)).toBe(-1);
  });
});
