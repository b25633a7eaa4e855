import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { baseRoutes, fakeApi, sessionUser } from '../testing/fake-api.ts';
import { renderAccount } from '../testing/render-account.tsx';
import { useAuthModals } from '../auth-modals.tsx';
import { browser } from '../social/start-social-sign-in.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the sign-in dialog for a type, as the header's Sign In menu does. */
function OpenSignIn({ type }: { type: TSignupUserType }) {
  const modals = useAuthModals();
  useEffect(() => modals.openSignIn(type), [modals, type]);
  return null;
}

async function dialog(title: string) {
  // The dialog's content is a lazy chunk: give it time on a busy machine.
  return screen.findByRole('dialog', { name: title }, { timeout: 5000 });
}

/** Opens the DJ sign-in dialog and types Kai's email; given a password, types it too and presses Sign In. */
async function djSignIn(password?: string) {
  const u = userEvent.setup();
  renderAccount(<OpenSignIn type="dj" />);
  const modal = await dialog('Sign in as a DJ');
  await u.type(await within(modal).findByLabelText('Email', undefined, { timeout: 5000 }), 'kai@example.com');
  if (password !== undefined) {
    await u.type(within(modal).getByLabelText('Password'), password);
    await u.click(within(modal).getByRole('button', { name: 'Sign In' }));
  }
  return { u, modal };
}

describe('sign-in dialog', () => {
  it('DJ: LinkedIn, Google and the e-mail form, each provider only when configured', async () => {
    fakeApi(baseRoutes({ providers: ['linkedin', 'google'] }));
    renderAccount(<OpenSignIn type="dj" />);
    const modal = await dialog('Sign in as a DJ');
    expect(
      await within(modal).findByRole('button', { name: 'Sign in with LinkedIn' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(within(modal).getByLabelText('Email')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Password')).toBeInTheDocument();
  });

  it('venue: LinkedIn only, no Google; the e-mail form is one click away for e-mail accounts', async () => {
    fakeApi(baseRoutes({ providers: ['linkedin', 'google'] }));
    const u = userEvent.setup();
    renderAccount(<OpenSignIn type="venue" />);
    const modal = await dialog('Sign in as a Venue Manager');
    expect(
      await within(modal).findByRole('button', { name: 'Sign in with LinkedIn' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(within(modal).queryByLabelText('Email')).not.toBeInTheDocument();
    await u.click(within(modal).getByRole('button', { name: 'Sign in with email and password' }));
    expect(within(modal).getByLabelText('Email')).toBeInTheDocument();
  });

  it('shows the e-mail form at once when no provider is configured', async () => {
    fakeApi(baseRoutes({ providers: [] }));
    renderAccount(<OpenSignIn type="label" />);
    const modal = await dialog('Sign in as a Label Manager');
    expect(await within(modal).findByLabelText('Email', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(
      within(modal).queryByRole('button', { name: /Sign in with (LinkedIn|Google)/ }),
    ).not.toBeInTheDocument();
  });

  it('validates the form with the spec messages', async () => {
    const api = fakeApi(baseRoutes());
    const u = userEvent.setup();
    renderAccount(<OpenSignIn type="enthusiast" />);
    const modal = await dialog('Sign in as a Music Enthusiast');
    await u.click(await within(modal).findByRole('button', { name: 'Sign In' }, { timeout: 5000 }));
    expect(await within(modal).findByText('Email is required')).toBeInTheDocument();
    expect(within(modal).getByText('Password is required')).toBeInTheDocument();
    await u.type(within(modal).getByLabelText('Email'), 'kai.example.com');
    expect(await within(modal).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login')).toHaveLength(0);
  });

  it('signs in and goes to the dashboard of the account type', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'POST /auth/login': { body: { success: true, token: 't', user: sessionUser({ user_type: 'dj' }) } },
    });
    await djSignIn('long enough password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dj-dashboard'));
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'kai@example.com',
      password: 'long enough password',
      user_type: 'dj',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_data') ?? 'null')).toMatchObject({
      email: 'kai@example.com',
    });
  });

  it('says so when the account is of another type than chosen', async () => {
    const message = "Welcome! We've signed you in as Music Enthusiast based on your account type.";
    fakeApi({
      ...baseRoutes(),
      'POST /auth/login': {
        body: { success: true, token: 't', message, user: sessionUser({ user_type: 'enthusiast' }) },
      },
    });
    const { u, modal } = await djSignIn('long enough password');
    expect(await within(modal).findByText(message)).toBeInTheDocument();
    await u.click(within(modal).getByRole('button', { name: 'Continue to your dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/enthusiast-dashboard');
  });

  it('shows the server error, or the spec fallback when there is no answer', async () => {
    let reply: 'network-error' | { status: number; body: unknown } = {
      status: 401,
      body: { success: false, error: 'Invalid email or password' },
    };
    fakeApi({ ...baseRoutes(), 'POST /auth/login': () => reply });
    const { u, modal } = await djSignIn('wrong');
    expect(await within(modal).findByText('Invalid email or password')).toBeInTheDocument();
    reply = 'network-error';
    await u.click(within(modal).getByRole('button', { name: 'Sign In' }));
    expect(await within(modal).findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('starts social sign-in with the chosen type', async () => {
    fakeApi(baseRoutes({ providers: ['google'] }));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const u = userEvent.setup();
    renderAccount(<OpenSignIn type="producer" />);
    const modal = await dialog('Sign in as a Music Producer');
    await u.click(
      await within(modal).findByRole('button', { name: 'Sign in with Google' }, { timeout: 5000 }),
    );
    expect(assign).toHaveBeenCalledWith('/auth/google?user_type=producer');
  });
});

describe('Reset Password dialog', () => {
  it('input, sending, confirmation — and a real request', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      ...baseRoutes(),
      'POST /auth/forgot-password': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true } });
        }),
    });
    const { u, modal: signIn } = await djSignIn();
    await u.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));

    const reset = await dialog('Reset Password');
    const email = await within(reset).findByLabelText('Email', undefined, { timeout: 5000 });
    expect(email).toHaveValue('kai@example.com');
    await u.clear(email);
    await u.click(within(reset).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(reset).findByText('Email is required')).toBeInTheDocument();
    await u.type(email, 'kai@');
    expect(await within(reset).findByText('Please enter a valid email address')).toBeInTheDocument();
    await u.type(email, 'example.com');
    await u.click(within(reset).getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await within(reset).findByRole('button', { name: 'Sending...' }, { timeout: 5000 }),
    ).toBeDisabled();
    release();
    expect(await within(reset).findByRole('heading', { name: 'Reset Link Sent' })).toBeInTheDocument();
    expect(api.callsTo('POST /auth/forgot-password')[0]?.body).toEqual({ email: 'kai@example.com' });
  });
});
