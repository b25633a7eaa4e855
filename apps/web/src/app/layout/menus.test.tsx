import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderMenu } from './menus.tsx';

function renderMenu() {
  const chosen: string[] = [];
  const items = ['One', 'Two', 'Three'].map((label) => ({
    key: label,
    label,
    onSelect: vi.fn(() => chosen.push(label)),
  }));
  render(
    <>
      <HeaderMenu label="Options" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Options' }), chosen };
}

describe('HeaderMenu', () => {
  it('is a closed menu button until pressed', () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard on the first item, moves with the arrows and closes on Escape back to its button', async () => {
    const u = userEvent.setup();
    const { trigger } = renderMenu();
    trigger.focus();
    await u.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Options' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus());
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Two' })).toHaveAttribute('data-highlighted');
    await u.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await u.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs a chosen item once, closes and leaves focus on its button', async () => {
    const u = userEvent.setup();
    const { trigger, chosen } = renderMenu();
    await u.click(trigger);
    await u.click(screen.getByRole('menuitem', { name: 'Two' }));
    expect(chosen).toEqual(['Two']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    trigger.focus();
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus());
    await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Two', 'Three']);
  });

  it('closes on a press outside or a second press of its button', async () => {
    const u = userEvent.setup();
    const { trigger } = renderMenu();
    await u.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await u.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await u.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens when assistive technology clicks it without a press', async () => {
    const { trigger } = renderMenu();
    trigger.click();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
