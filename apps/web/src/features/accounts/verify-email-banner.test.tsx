import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from './testing/fake-api.ts';
import { renderAccount } from './testing/render-account.tsx';
import { useAuth } from './auth-context.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** The banner beside the session's state, so a test knows the session has loaded before it looks for nothing. */
function WithStatus() {
  const { status } = useAuth();
  return (
    <>
      <VerifyEmailBanner />
      <p>session {status}</p>
    </>
  );
}

const signedIn = (user: Record<string, unknown> | null) => ({
  ...baseRoutes(),
  'GET /auth/session': { body: { success: true, user, data: user ? { user } : null } },
});

describe('VerifyEmailBanner', () => {
  it('tells an unverified account what waits for it, and resends the link with a rest after', async () => {
    const api = fakeApi({
      ...signedIn(sessionUser({ user_type: 'venue', email: 'club@example.com', email_verified: false })),
      'POST /auth/resend-verification': { body: { success: true } },
    });
    renderAccount(<VerifyEmailBanner />, { url: '/venue-dashboard' });
    const banner = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(banner).toHaveTextContent(
      'Booking DJs, offers, messages and the app beta open once you click the link we sent to club@example.com.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email sent successfully! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Email sent · resend in \d+s$/ })).toBeDisabled();
    expect(api.callsTo('POST /auth/resend-verification')[0]?.body).toEqual({ email: 'club@example.com' });
  });

  it.each([
    ['dj', 'Answering booking requests, offers, messages and the app beta open once you click the link'],
    ['enthusiast', 'Booking DJs, offers and messages open once you click the link'],
    ['producer', 'Your dashboard works already. Email notifications start once you click the link'],
    ['label', 'Your dashboard works already. Email notifications start once you click the link'],
  ])('names what a %s waits for, and nothing a %s does not do', async (userType, lead) => {
    fakeApi(signedIn(sessionUser({ user_type: userType, email: 'me@example.com', email_verified: false })));
    renderAccount(<VerifyEmailBanner />, { url: '/' });
    const banner = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(banner).toHaveTextContent(`${lead} we sent to me@example.com.`);
    if (userType === 'producer' || userType === 'label') expect(banner).not.toHaveTextContent(/Booking DJs/);
  });

  it('stays away for a verified account, a visitor, and on the pages that speak of the link already', async () => {
    fakeApi(signedIn(sessionUser({ email_verified: true })));
    const verified = renderAccount(<WithStatus />, { url: '/dj-dashboard' });
    expect(await screen.findByText('session authenticated')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
    verified.unmount();

    fakeApi(signedIn(null));
    const visitor = renderAccount(<WithStatus />, { url: '/' });
    expect(await screen.findByText('session anonymous')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
    visitor.unmount();

    fakeApi(signedIn(sessionUser({ email_verified: false })));
    renderAccount(<WithStatus />, { url: '/check-email?email=kai@example.com' });
    expect(await screen.findByText('session authenticated')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
  });

  it('goes when the address was verified in another tab, once this tab is looked at again', async () => {
    let verified = false;
    const api = fakeApi({
      ...baseRoutes(),
      'GET /auth/session': () => ({
        body: { success: true, user: sessionUser({ email: 'me@example.com', email_verified: verified }) },
      }),
    });
    renderAccount(<VerifyEmailBanner />, { url: '/' });
    expect(await screen.findByRole('region', { name: 'Verify your email address' })).toBeInTheDocument();
    verified = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('GET /auth/session')).toHaveLength(2);
  });

  it('never shows for the profile this browser kept before the session confirms it is still unverified', async () => {
    localStorage.setItem('user_data', JSON.stringify(sessionUser({ email_verified: false })));
    fakeApi(signedIn(sessionUser({ email_verified: true })));
    renderAccount(<WithStatus />, { url: '/' });
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
    expect(await screen.findByText('session authenticated')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('stays signed in and keeps the banner when the server cannot be reached as the tab comes back', async () => {
    let reachable = true;
    fakeApi({
      ...baseRoutes(),
      'GET /auth/session': () =>
        reachable
          ? { body: { success: true, user: sessionUser({ email_verified: false }) } }
          : 'network-error',
    });
    renderAccount(<WithStatus />, { url: '/' });
    expect(await screen.findByRole('region', { name: 'Verify your email address' })).toBeInTheDocument();
    reachable = false;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('session authenticated')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your email address' })).toBeInTheDocument();
  });
});
