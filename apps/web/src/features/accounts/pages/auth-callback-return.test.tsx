import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../testing/fake-api.ts';
import { renderAccount } from '../testing/render-account.tsx';
import { useAuthModals } from '../auth-modals.tsx';
import { OAUTH_PENDING_KEY, browser, readPendingOAuth } from '../social/start-social-sign-in.ts';
import { AuthCallbackPage, RETURNING_TO_PAGE } from './auth-callback-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
});

function OpenSignIn({ returnTo }: { returnTo: string }) {
  const modals = useAuthModals();
  useEffect(() => modals.openSignIn('venue', { returnTo }), [modals, returnTo]);
  return null;
}

/** The callback after the provider's round trip, its pending sign-in carrying `returnTo`; 2 s later, where it went. */
async function callbackReturningTo(returnTo: string) {
  sessionStorage.setItem(
    OAUTH_PENDING_KEY,
    JSON.stringify({ provider: 'linkedin', userType: 'venue', returnTo }),
  );
  fakeApi({
    ...baseRoutes(),
    'POST /auth/oauth/callback': {
      body: { success: true, token: 't', user: sessionUser({ user_type: 'venue' }) },
    },
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  renderAccount(<AuthCallbackPage />, { url: '/auth/callback?code=abc&state=xyz' });
  expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  const said = screen.queryByText(RETURNING_TO_PAGE) !== null;
  await act(async () => vi.advanceTimersByTime(0));
  await act(async () => vi.advanceTimersByTime(2100));
  return { said, location: screen.getByTestId('location').textContent };
}

describe('a social sign-in comes back to the page that asked for it', () => {
  it('keeps the page across the provider round trip', async () => {
    fakeApi(baseRoutes({ providers: ['linkedin'] }));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderAccount(<OpenSignIn returnTo="/find-djs?genre=Techno&favorite=201" />);
    const modal = await screen.findByRole(
      'dialog',
      { name: 'Sign in as a Venue Manager' },
      { timeout: 5000 },
    );
    await userEvent
      .setup()
      .click(await within(modal).findByRole('button', { name: 'Sign in with LinkedIn' }, { timeout: 5000 }));
    expect(assign).toHaveBeenCalledWith('/auth/linkedin?user_type=venue');
    expect(readPendingOAuth()).toMatchObject({ returnTo: '/find-djs?genre=Techno&favorite=201' });
  });

  it('goes back to that page, saying so', async () => {
    expect(await callbackReturningTo('/find-djs?genre=Techno&favorite=201')).toEqual({
      said: true,
      location: '/find-djs?genre=Techno&favorite=201',
    });
  });

  it('never to another site: then the dashboard', async () => {
    expect(await callbackReturningTo('//evil.example/find-djs')).toEqual({
      said: false,
      location: '/venue-dashboard',
    });
  });
});
