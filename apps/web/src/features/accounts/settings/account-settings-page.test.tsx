import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CURRENT_PASSWORD_INCORRECT,
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_CHANGED,
} from '@cuepoint/domain/accounts/messages';
import { baseRoutes, fakeApi, sessionUser } from '../testing/fake-api.ts';
import { renderAccount } from '../testing/render-account.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signedIn = () => {
  const user = sessionUser({ user_type: 'venue', email: 'desk@club.example', email_verified: true });
  return { ...baseRoutes(), 'GET /auth/session': { body: { success: true, user, data: user } } };
};

describe('/settings', () => {
  it('asks a visitor to sign in', async () => {
    fakeApi(baseRoutes());
    renderAccount(<AccountSettingsPage />, { url: '/settings' });
    expect(await screen.findByText('Sign in to see your dashboard.')).toBeInTheDocument();
  });

  it('shows the sign-in details and changes the password, each refusal under its field', async () => {
    let attempts = 0;
    const api = fakeApi({
      ...signedIn(),
      'POST /user/change-password': () =>
        attempts++ === 0
          ? {
              status: 400,
              body: { success: false, error: CURRENT_PASSWORD_INCORRECT, code: 'CURRENT_PASSWORD_INCORRECT' },
            }
          : { body: { success: true, message: PASSWORD_CHANGED } },
    });
    const u = userEvent.setup();
    renderAccount(<AccountSettingsPage />, { url: '/settings' });
    const details = await screen.findByRole('region', { name: 'Sign-in details' });
    expect(details).toHaveTextContent('desk@club.example');
    expect(details).toHaveTextContent('Venue Manager');
    // The role's own dashboard holds its profile settings.
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/venue-dashboard');

    const form = screen.getByRole('form', { name: 'Change password' });
    await u.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    // Focus goes to the first field that says why.
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
    expect(api.callsTo('POST /user/change-password')).toHaveLength(0);

    await u.type(within(form).getByLabelText('Current password'), 'wrong one');
    await u.type(within(form).getByLabelText('New password'), 'a brand new secret');
    await u.type(within(form).getByLabelText('Confirm new password'), 'a brand new secret');
    await u.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(CURRENT_PASSWORD_INCORRECT)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Current password')).toHaveFocus();

    await u.clear(within(form).getByLabelText('Current password'));
    await u.type(within(form).getByLabelText('Current password'), 'the right one');
    await u.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Your password has been changed\./)).toBeInTheDocument();
    expect(api.callsTo('POST /user/change-password')[1]?.body).toEqual({
      current_password: 'the right one',
      new_password: 'a brand new secret',
      confirm_password: 'a brand new secret',
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});
