import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { VenueOnly } from '../venue-dashboard/venue-guard.tsx';
import { SessionEndedBanner } from './session-ended-banner.tsx';
import { SESSION_TRUSTED_FOR_MS } from './use-signed-in-page.ts';
import { baseRoutes, fakeApi, sessionUser } from './testing/fake-api.ts';
import { renderAccount } from './testing/render-account.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A venue page with a call of its own, reached from a link on another page. */
function VenueProfile() {
  const profile = useQuery({ queryKey: ['probe-venue-profile'], queryFn: () => api('/venue/profile') });
  return <p>{profile.isSuccess ? 'Venue profile' : 'Loading profile'}</p>;
}

function Screen() {
  const { pathname } = useLocation();
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  return (
    <>
      <button type="button" onClick={redraw}>
        Redraw
      </button>
      <SessionEndedBanner />
      {pathname === '/venue-dashboard' ? (
        <VenueOnly>{() => <VenueProfile />}</VenueOnly>
      ) : (
        <Link to="/venue-dashboard">Dashboard</Link>
      )}
    </>
  );
}

/** The session stands at the first check, and has ended on the server from then on. */
function sessionThatEnds() {
  let checks = 0;
  return fakeApi({
    ...baseRoutes(),
    'GET /auth/session': () =>
      checks++ === 0
        ? { body: { success: true, user: sessionUser({ user_type: 'venue', email_verified: true }) } }
        : { body: { success: true, user: null } },
    'GET /venue/profile': { status: 401, body: { success: false, error: 'Authentication required' } },
  });
}

/** The screen with a session that stands, on the test's clock. */
function openWithStandingSession() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const calls = fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user: sessionUser({ user_type: 'venue' }) } },
    'GET /venue/profile': { body: { success: true, data: {} } },
  });
  renderAccount(<Screen />, { url: '/' });
  return calls;
}

describe('a signed-in page opened with a session confirmed long ago', () => {
  it('makes one session check and none of its own calls when the session has ended, and offers sign-in once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = sessionThatEnds();
    renderAccount(<Screen />, { url: '/' });
    const link = await screen.findByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(calls.callsTo('GET /auth/session')).toHaveLength(1));
    vi.setSystemTime(Date.now() + SESSION_TRUSTED_FOR_MS + 1);
    await userEvent.setup().click(link);
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getAllByRole('button', { name: /^Sign in as/ })).toHaveLength(1);
    expect(calls.callsTo('GET /auth/session')).toHaveLength(2);
    expect(calls.callsTo('GET /venue/profile')).toHaveLength(0);
  });

  it('trusts a session confirmed a moment ago: the page fires its calls at once, with no second check', async () => {
    const calls = openWithStandingSession();
    const link = await screen.findByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(calls.callsTo('GET /auth/session')).toHaveLength(1));
    vi.setSystemTime(Date.now() + SESSION_TRUSTED_FOR_MS - 1000);
    await userEvent.setup().click(link);
    expect(await screen.findByText('Venue profile')).toBeInTheDocument();
    expect(calls.callsTo('GET /auth/session')).toHaveLength(1);
  });

  it('never takes a page that is showing away for a check, however long it stays open', async () => {
    const calls = openWithStandingSession();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Venue profile')).toBeInTheDocument();
    vi.setSystemTime(Date.now() + SESSION_TRUSTED_FOR_MS + 1);
    // Whatever draws the page again keeps it on screen, and asks nothing.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Redraw' }));
    expect(screen.getByText('Venue profile')).toBeInTheDocument();
    expect(calls.callsTo('GET /auth/session')).toHaveLength(1);
  });
});
