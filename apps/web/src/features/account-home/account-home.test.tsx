import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { AccountDashboardPage } from './account-dashboard-page.tsx';
import { TourManagerDashboardPage } from './tour-manager-dashboard-page.tsx';

const TOUR_MANAGER = sessionUser({
  id: 31,
  user_type: 'tour_manager',
  display_name: 'Rosa Lind',
  email: 'rosa@example.com',
  app_id: 'cp_tour31',
  profile: { display_name: 'Rosa Lind', city: 'Lisbon', country: 'PT', social_links: {} },
});
const signedIn = (user: unknown) => ({
  ...baseRoutes(),
  'GET /auth/session': { body: { success: true, user, data: user } },
});
const location = () => screen.getByTestId('location').textContent;

// A session cached by an earlier test would count as one that signed out here.
beforeEach(() => localStorage.clear());

describe('/tour-manager/dashboard', () => {
  it("shows a tour manager's account, what they can do now, what is coming and their settings", async () => {
    fakeApi(signedIn(TOUR_MANAGER));
    renderAccount(<TourManagerDashboardPage />, { url: '/tour-manager/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Rosa Lind' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('rosa@example.com')).toBeInTheDocument();
    expect(within(account).getByText('Tour Manager')).toBeInTheDocument();
    expect(within(account).getByText('Lisbon, PT')).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'What you can do now' });
    expect(within(now).getByRole('link', { name: /Find DJs/ })).toHaveAttribute('href', '/search');
    const coming = screen.getByRole('region', { name: 'Coming soon' });
    expect(within(coming).getByText(/Plan your artists’ bookings across cities/)).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Account settings' });
    expect(within(settings).getByRole('link', { name: /Update your account details/ })).toHaveAttribute(
      'href',
      '/contact?type=support',
    );
  });

  it('e-mails a password reset link to the signed-in account and says so', async () => {
    const api = fakeApi({
      ...signedIn(TOUR_MANAGER),
      'POST /auth/forgot-password': {
        body: { success: true, message: 'If an account exists for that e-mail, we sent a reset link.' },
      },
    });
    renderAccount(<TourManagerDashboardPage />, { url: '/tour-manager/dashboard' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'E-mail me a reset link' }));
    expect(
      await screen.findByText('If an account exists for that e-mail, we sent a reset link.'),
    ).toBeVisible();
    expect(api.callsTo('POST /auth/forgot-password')[0]?.body).toEqual({ email: 'rosa@example.com' });
  });

  it('asks a visitor to sign in, with the sign-in dialog for each account type', async () => {
    fakeApi(baseRoutes());
    renderAccount(<TourManagerDashboardPage />, { url: '/tour-manager/dashboard' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tour Manager Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your dashboard.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in as DJ' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(location()).toBe('/tour-manager/dashboard');
  });

  it('sends another account type on to its own dashboard', async () => {
    fakeApi(signedIn(sessionUser({ user_type: 'venue' })));
    renderAccount(<TourManagerDashboardPage />, { url: '/tour-manager/dashboard' });
    await vi.waitFor(() => expect(location()).toBe('/venue-dashboard'));
  });
});

describe('/dashboard', () => {
  it('sends an account with a dashboard of its own there', async () => {
    fakeApi(signedIn(TOUR_MANAGER));
    renderAccount(<AccountDashboardPage />, { url: '/dashboard' });
    await vi.waitFor(() => expect(location()).toBe('/tour-manager/dashboard'));
  });

  it('shows an account of a type without a dashboard its account home, never a blank screen', async () => {
    fakeApi(signedIn(sessionUser({ user_type: 'curator', display_name: 'Sam' })));
    renderAccount(<AccountDashboardPage />, { url: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you can do now' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your account' })).getByText('User'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    fakeApi(baseRoutes());
    renderAccount(<AccountDashboardPage />, { url: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in as Label Manager' })).toBeInTheDocument();
  });
});
