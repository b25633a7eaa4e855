import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { baseRoutes, fakeApi, sessionUser } from '../../features/accounts/testing/fake-api.ts';
import { renderAccount } from '../../features/accounts/testing/render-account.tsx';
import { MainLayout } from './main-layout.tsx';

const location = () => screen.getByTestId('location').textContent;

function signedInAs(userType: string | null) {
  fakeApi({
    ...baseRoutes(),
    ...(userType
      ? { 'GET /auth/session': { body: { success: true, user: sessionUser({ user_type: userType }) } } }
      : {}),
  });
}

describe('?book_dj=<id> (docs/product/djs.md)', () => {
  it('opens sign-up carrying the DJ for a visitor, and drops the parameter', async () => {
    signedInAs(null);
    renderAccount(<MainLayout />, { url: '/?book_dj=42' });
    expect(
      await screen.findByRole('dialog', { name: 'Join Cuepoint' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it.each([
    ['venue', '/venue-dashboard/book-dj?dj_id=42'],
    ['enthusiast', '/enthusiast-dashboard?tab=overview&dj_id=42'],
    ['producer', '/dj/42'],
  ])('sends a signed-in %s to %s', async (userType, target) => {
    signedInAs(userType);
    renderAccount(<MainLayout />, { url: '/blog?book_dj=42' });
    await waitFor(() => expect(location()).toBe(target));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drops a DJ id that is no number, and opens nothing for a signed-in account', async () => {
    signedInAs('venue');
    renderAccount(<MainLayout />, { url: '/blog?book_dj=abc' });
    await waitFor(() => expect(location()).toBe('/blog'));
  });
});
