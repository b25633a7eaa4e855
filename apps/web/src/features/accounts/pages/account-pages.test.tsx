import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET_TOKEN_INVALID } from '@cuepoint/domain/accounts/messages';
import { baseRoutes, fakeApi, sessionUser } from '../testing/fake-api.ts';
import { renderAccount } from '../testing/render-account.tsx';
import { OAUTH_PENDING_KEY } from '../social/start-social-sign-in.ts';
import { AuthCallbackPage } from './auth-callback-page.tsx';
import { CheckEmailPage } from './check-email-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('/check-email', () => {
  it('goes home without an e-mail address', async () => {
    fakeApi(baseRoutes());
    renderAccount(<CheckEmailPage />, { url: '/check-email?userType=dj' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows the address and role, and resends with every outcome the spec names', async () => {
    // Failures first: a success (and a 429) make the button rest for a minute, tested below.
    const replies = [
      { status: 500, body: {} },
      'network-error' as const,
      { body: { success: false } },
      { body: { success: true } },
    ];
    let release: () => void = () => {};
    fakeApi({
      ...baseRoutes(),
      'POST /auth/resend-verification': () =>
        new Promise((resolve) => {
          const reply = replies.shift()!;
          release = () => resolve(reply);
        }),
    });
    const u = userEvent.setup();
    renderAccount(<CheckEmailPage />, { url: '/check-email?email=kai%40example.com&userType=venue' });
    expect(screen.getByText('kai@example.com')).toBeInTheDocument();
    expect(screen.getByText('Venue Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');

    const expected = [
      'Failed to resend email. Please try again later.',
      'Network error. Please check your connection and try again.',
      'Failed to resend email: Please try again later.',
      'Verification email sent successfully! Please check your inbox.',
    ];
    for (const message of expected) {
      await u.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await act(async () => release());
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('rests the button for a minute after a mail went out, saying it was sent, and after a 429', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    const wait = 'A verification email was just sent. Please wait 60 seconds before asking for another.';
    const replies = [{ body: { success: true } }, { status: 429, body: { success: false, error: wait } }];
    const api = fakeApi({ ...baseRoutes(), 'POST /auth/resend-verification': () => replies.shift()! });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount(<CheckEmailPage />, { url: '/check-email?email=kai%40example.com&userType=dj' });
    await u.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    const sent = await screen.findByRole('button', { name: /^Email sent · resend in 60s$/ });
    expect(sent).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(30_000));
    const resting = screen.getByRole('button', { name: /^Email sent · resend in \d+s$/ });
    expect(resting).toBeDisabled();
    expect(Number(/(\d+)s$/.exec(resting.textContent ?? '')?.[1])).toBeLessThanOrEqual(30);
    await act(async () => vi.advanceTimersByTime(30_000));
    const again = screen.getByRole('button', { name: 'Resend Verification Email' });
    expect(again).toBeEnabled();
    expect(api.callsTo('POST /auth/resend-verification')).toHaveLength(1);

    await u.click(again);
    expect(await screen.findByText(`Failed to resend email: ${wait}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  });

  it('keeps the account the sign-up just created as the signed-in user', async () => {
    // The session check that started with the page answers late, and must not undo the new sign-in.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({
      ...baseRoutes(),
      'GET /auth/session': () => answered.then(() => ({ body: { success: true, user: null, data: null } })),
    });
    renderAccount(<CheckEmailPage />, {
      url: '/check-email?email=kai%40example.com&userType=dj',
      state: { registeredUser: sessionUser() },
    });
    const cached = () => JSON.parse(localStorage.getItem('user_data') ?? 'null');
    await waitFor(() => expect(cached()).toMatchObject({ email: 'kai@example.com' }));
    await act(async () => answer());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cached()).toMatchObject({ email: 'kai@example.com' });
  });

  it('labels an unknown role as User', () => {
    fakeApi(baseRoutes());
    renderAccount(<CheckEmailPage />, { url: '/check-email?email=a%40b.co&userType=admin' });
    expect(screen.getByText('User')).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('says the token is missing', () => {
    fakeApi(baseRoutes());
    renderAccount(<VerifyEmailPage />, { url: '/verify-email' });
    expect(
      screen.getByText('Verification token is missing. Please check your email link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('verifies once and goes home after 5 seconds', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'POST /auth/verify-email': { body: { success: true, data: { user_type: 'dj' } } },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderAccount(<VerifyEmailPage />, { url: '/verify-email?token=tok-good' });
    expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(api.callsTo('POST /auth/verify-email')).toHaveLength(1);
    expect(api.callsTo('POST /auth/verify-email')[0]?.body).toEqual({ token: 'tok-good' });
    // React runs the effect that starts the countdown on a (faked) timer of its own: let it run first.
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-email?token=tok-good');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('tells the account signed in in this browser that home leads it on to its dashboard', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /auth/session': { body: { success: true, user: sessionUser({ email: 'kai@example.com' }) } },
      'POST /auth/verify-email': {
        body: { success: true, data: { user_type: 'dj', email: 'kai@example.com', book_dj_id: null } },
      },
    });
    renderAccount(<VerifyEmailPage />, { url: '/verify-email?token=tok-home' });
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Taking you to your dashboard/)).toBeInTheDocument();
  });

  it('leads a sign-up that began at Book this DJ on to that booking: the form when signed in, else the DJ', async () => {
    const verified = {
      success: true,
      data: { user_type: 'enthusiast', email: 'kai@example.com', already_verified: false, book_dj_id: 42 },
    };
    fakeApi({
      ...baseRoutes(),
      'GET /auth/session': {
        body: { success: true, user: sessionUser({ user_type: 'enthusiast', email_verified: true }) },
      },
      'POST /auth/verify-email': { body: verified },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const signedIn = renderAccount(<VerifyEmailPage />, { url: '/verify-email?token=tok-book' });
    const onward = await screen.findByRole('link', { name: 'Continue your booking' });
    expect(onward).toHaveAttribute('href', '/enthusiast-dashboard?tab=overview&dj_id=42');
    expect(screen.getByText(/Taking you on to your booking request in 5 seconds/)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => vi.advanceTimersByTime(5100));
    expect(screen.getByTestId('location')).toHaveTextContent('/enthusiast-dashboard?tab=overview&dj_id=42');
    signedIn.unmount();

    // Opened where nobody (or someone else) is signed in: back to the DJ's page, whose Book this DJ needs a sign-in.
    fakeApi({ ...baseRoutes(), 'POST /auth/verify-email': { body: verified } });
    renderAccount(<VerifyEmailPage />, { url: '/verify-email?token=tok-elsewhere' });
    expect(await screen.findByRole('link', { name: 'Back to the DJ' })).toHaveAttribute('href', '/dj/42');
  });

  it('says a link opened again is already verified, not expired', async () => {
    fakeApi({
      ...baseRoutes(),
      'POST /auth/verify-email': {
        body: {
          success: true,
          message: 'Your email address is already verified.',
          data: { user_type: 'dj', email_verified: true, already_verified: true },
        },
      },
    });
    renderAccount(<VerifyEmailPage />, { url: '/verify-email?token=tok-again' });
    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is already verified.')).toBeInTheDocument();
    expect(screen.queryByText(/expired or invalid/)).not.toBeInTheDocument();
  });

  it('shows the server error, else the spec fallback', async () => {
    fakeApi({
      ...baseRoutes(),
      'POST /auth/verify-email': ({ body }) =>
        (body as { token: string }).token === 'tok-used'
          ? { status: 400, body: { success: false, error: 'This verification link has already been used.' } }
          : { status: 400, body: {} },
    });
    const first = renderAccount(<VerifyEmailPage />, { url: '/verify-email?token=tok-used' });
    expect(await screen.findByText('This verification link has already been used.')).toBeInTheDocument();
    first.unmount();
    renderAccount(<VerifyEmailPage />, { url: '/verify-email?token=tok-other' });
    expect(
      await screen.findByText('Email verification failed. The link may be expired or invalid.'),
    ).toBeInTheDocument();
  });
});

describe('/auth/callback', () => {
  it('completes sign-in with provider, code and state, shows the type message, then goes to the dashboard', async () => {
    const message = "Welcome! We've signed you in as Music Producer based on your account type.";
    sessionStorage.setItem(OAUTH_PENDING_KEY, JSON.stringify({ provider: 'google', userType: 'dj' }));
    const api = fakeApi({
      ...baseRoutes(),
      'POST /auth/oauth/callback': {
        body: { success: true, token: 't', message, user: sessionUser({ user_type: 'producer' }) },
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderAccount(<AuthCallbackPage />, { url: '/auth/callback?code=abc&state=xyz' });
    expect(screen.getByText('Completing sign-in...')).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Redirecting to your dashboard...')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/oauth/callback')[0]?.body).toEqual({
      provider: 'google',
      code: 'abc',
      state: 'xyz',
    });
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => vi.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/callback');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/producer-dashboard');
  });

  it('takes a new account that began at Book this DJ on to that booking form', async () => {
    fakeApi({
      ...baseRoutes(),
      'POST /auth/oauth/callback': {
        body: { success: true, token: 't', book_dj_id: 42, user: sessionUser({ user_type: 'venue' }) },
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderAccount(<AuthCallbackPage />, { url: '/auth/callback?provider=google&code=book&state=dj42' });
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.getByTestId('location')).toHaveTextContent('/venue-dashboard/book-dj?dj_id=42');
  });

  it('shows the error view with Try Again and Go Home', async () => {
    fakeApi({
      ...baseRoutes(),
      'POST /auth/oauth/callback': {
        status: 400,
        body: {
          success: false,
          error: 'Your sign-in attempt expired or was already used. Please try again.',
        },
      },
    });
    renderAccount(<AuthCallbackPage />, { url: '/auth/callback?code=abc&state=old' });
    expect(
      await screen.findByText('Your sign-in attempt expired or was already used. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('without code or state: no authentication data', () => {
    fakeApi(baseRoutes());
    renderAccount(<AuthCallbackPage />, { url: '/auth/callback' });
    expect(screen.getByText('No authentication data received')).toBeInTheDocument();
  });

  it('a provider refusal: authentication failed', () => {
    fakeApi(baseRoutes());
    renderAccount(<AuthCallbackPage />, { url: '/auth/callback?error=access_denied&state=x' });
    expect(screen.getByText('Authentication failed')).toBeInTheDocument();
  });

  it("shows our server's own reason, but never arbitrary text from the link", () => {
    fakeApi(baseRoutes());
    const first = renderAccount(<AuthCallbackPage />, {
      url: '/auth/callback?error=This+sign-in+option+is+not+available+right+now.&provider=apple',
    });
    expect(screen.getByText('This sign-in option is not available right now.')).toBeInTheDocument();
    first.unmount();
    renderAccount(<AuthCallbackPage />, { url: '/auth/callback?error=Call+0800+to+unlock+your+account' });
    expect(screen.getByText('Authentication failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('0800');
  });

  it('falls back to the profile when the answer has no user, and fails clearly when that is empty too', async () => {
    fakeApi({ ...baseRoutes(), 'POST /auth/oauth/callback': { body: { success: true } } });
    renderAccount(<AuthCallbackPage />, { url: '/auth/callback?code=a&state=b' });
    expect(await screen.findByText('Failed to process authentication data')).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('says the token is missing', () => {
    fakeApi(baseRoutes());
    renderAccount(<ResetPasswordPage />, { url: '/reset-password' });
    expect(screen.getByText('Reset token is missing. Please check your email link.')).toBeInTheDocument();
  });

  it('checks the new password, sends it with the token and confirms', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'POST /auth/reset-password/check': { body: { success: true, message: 'This reset link works' } },
      'POST /auth/reset-password': {
        body: {
          success: true,
          message: 'Your password has been reset. You can now sign in with your new password.',
        },
      },
    });
    const u = userEvent.setup();
    renderAccount(<ResetPasswordPage />, { url: '/reset-password?token=tok-reset' });
    await u.click(await screen.findByRole('button', { name: 'Save New Password' }));
    expect(api.callsTo('POST /auth/reset-password/check')[0]?.body).toEqual({ token: 'tok-reset' });
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await u.type(screen.getByLabelText('New Password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await u.type(screen.getByLabelText('New Password'), ' and long');
    // Corrected, the field's message goes with the problem.
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Confirm New Password'), 'different');
    await u.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(
      screen.getByText('Passwords do not match. Please check your password and try again.'),
    ).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Confirm New Password'));
    expect(screen.queryByText(/^Passwords do not match/)).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Confirm New Password'), 'short and long');
    await u.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(
      await screen.findByText('Your password has been reset. You can now sign in with your new password.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/reset-password')[0]?.body).toEqual({
      token: 'tok-reset',
      password: 'short and long',
      confirm_password: 'short and long',
    });
    const signInAs = screen.getByRole('navigation', { name: 'Sign in as' });
    await u.click(within(signInAs).getByRole('button', { name: 'Music Enthusiast' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in as a Music Enthusiast' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a common password next to the field, and keeps the form", async () => {
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    fakeApi({
      ...baseRoutes(),
      'POST /auth/reset-password/check': { body: { success: true, message: 'This reset link works' } },
      'POST /auth/reset-password': {
        status: 400,
        body: { success: false, error: tooCommon, code: 'PASSWORD_RULE' },
      },
    });
    const u = userEvent.setup();
    renderAccount(<ResetPasswordPage />, { url: '/reset-password?token=tok-reset' });
    await u.type(await screen.findByLabelText('New Password'), 'password123');
    await u.type(screen.getByLabelText('Confirm New Password'), 'password123');
    await u.click(screen.getByRole('button', { name: 'Save New Password' }));
    const field = screen.getByLabelText('New Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(tooCommon));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(tooCommon)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save New Password' })).toBeEnabled();
    await u.type(field, '!');
    expect(screen.queryByText(tooCommon)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says at once that a used or expired link no longer works, without asking for a password', async () => {
    fakeApi({
      ...baseRoutes(),
      'POST /auth/reset-password/check': {
        status: 400,
        body: { success: false, error: RESET_TOKEN_INVALID },
      },
    });
    const u = userEvent.setup();
    renderAccount(<ResetPasswordPage />, { url: '/reset-password?token=tok-used' });
    expect(await screen.findByRole('heading', { name: 'Reset link expired' })).toBeInTheDocument();
    expect(screen.getByText(RESET_TOKEN_INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    const ask = screen.getByRole('navigation', { name: 'Ask for a new link' });
    await u.click(within(ask).getByRole('button', { name: 'DJ' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in as a DJ' })).toBeInTheDocument();
  });
});
