import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../../features/accounts/testing/fake-api.ts';
import { renderAccount } from '../../features/accounts/testing/render-account.tsx';
import { SiteHeader } from './site-header.tsx';

beforeEach(() => fakeApi(baseRoutes()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function dialog(name: string) {
  // The dialogs' contents are lazy chunks: give them time on a busy machine.
  return screen.findByRole('dialog', { name }, { timeout: 5000 });
}

/** Opens a header dropdown from the keyboard and picks one of its items. */
async function pick(u: ReturnType<typeof userEvent.setup>, menu: string, item: string) {
  const trigger = screen.getByRole('button', { name: menu });
  trigger.focus();
  await u.keyboard('{Enter}');
  await u.click(await screen.findByRole('menuitem', { name: item }));
  return trigger;
}

describe('focus after the header menus', () => {
  it('returns to the Sign In menu button when the dialog its item opened closes', async () => {
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    const trigger = await pick(u, 'Sign In', 'as DJ');
    const modal = await dialog('Sign in as a DJ');
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('returns to the Book a DJ menu button when the sign-up dialog closes', async () => {
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    const trigger = await pick(u, 'Book a DJ', 'For a Private Event');
    const modal = await dialog('Join Cuepoint');
    await u.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('returns to the phone menu button when the phone menu closes', async () => {
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    await u.click(open);
    await dialog('Menu');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('returns to the phone menu button when a dialog opened from the phone menu closes', async () => {
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    await u.click(open);
    const menu = await dialog('Menu');
    await u.click(within(menu).getByRole('button', { name: 'as DJ' }));
    const signIn = await dialog('Sign in as a DJ');
    await waitFor(() => expect(signIn).toContainElement(document.activeElement as HTMLElement));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });
});

describe('the way to DJ search', () => {
  it('is a keyboard-reachable link in the header bar', async () => {
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    const link = screen.getByRole('link', { name: 'Search DJs' });
    expect(link).toHaveAttribute('href', '/search');
    // Tab from the top of the page through the skip link, the logo and the main links to it.
    for (let step = 0; step < 20 && document.activeElement !== link; step += 1) await u.tab();
    expect(link).toHaveFocus();
  });

  it('is in the phone menu', async () => {
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await dialog('Menu');
    expect(within(menu).getByRole('link', { name: 'Search DJs' })).toHaveAttribute('href', '/search');
  });
});

describe('the operator console in the account menu', () => {
  const signedInAs = (isOperator: boolean) => {
    const user = sessionUser({ email_verified: true, is_operator: isOperator });
    return { ...baseRoutes(), 'GET /auth/session': { body: { success: true, user, data: user } } };
  };

  it('is offered to an operator, and leads to /admin', async () => {
    fakeApi(signedInAs(true));
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    await u.click(await screen.findByRole('button', { name: 'Kai' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Operator console' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('is not offered to anyone else, who finds Dashboard, Account settings and Sign Out', async () => {
    const api = fakeApi(signedInAs(false));
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    await u.click(await screen.findByRole('button', { name: 'Kai' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Account settings', 'Sign Out']);
    // Nothing asked of the console to know it.
    expect(api.callsTo('GET /admin/overview')).toHaveLength(0);
    await u.click(screen.getByRole('menuitem', { name: 'Account settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('is in the phone menu for an operator', async () => {
    fakeApi(signedInAs(true));
    const u = userEvent.setup();
    renderAccount(<SiteHeader />);
    await screen.findByRole('button', { name: 'Kai' });
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await dialog('Menu');
    await u.click(await within(menu).findByRole('button', { name: 'Operator console' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
  });
});
