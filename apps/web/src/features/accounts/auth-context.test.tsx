import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { baseRoutes, fakeApi, sessionUser } from './testing/fake-api.ts';
import { AuthProvider, useAuth } from './auth-context.tsx';
import { SESSION_QUERY_KEY } from './session-query.ts';
import { api } from '../../lib/api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <output data-testid="status">{auth.status}</output>
      <output data-testid="user">{auth.user?.email ?? ''}</output>
      <output data-testid="ended">
        {auth.sessionEnded ? `${auth.sessionEnded.userType} ${auth.sessionEnded.path}` : ''}
      </output>
      <button type="button" onClick={() => void api('/venue/profile').catch(() => undefined)}>
        Load
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign out
      </button>
    </div>
  );
}

function renderAuth(client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('AuthProvider session check', () => {
  it('is quiet for a visitor: one call that answers 200, no error logged, anonymous', async () => {
    const errors = vi.spyOn(console, 'error');
    const api = fakeApi(baseRoutes());
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /auth/session']);
    expect(api.callsTo('GET /user/profile')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('signs in the user the check answers, and keeps it under the exported query key', async () => {
    fakeApi({ ...baseRoutes(), 'GET /auth/session': { body: { success: true, user: sessionUser() } } });
    const client = renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('user')).toHaveTextContent('kai@example.com');
    expect(client.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ email: 'kai@example.com' });
  });

  it('uses a session already in the query cache without asking again', async () => {
    const api = fakeApi(baseRoutes());
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, sessionUser({ email: 'seeded@example.com' }));
    renderAuth(client);
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('seeded@example.com'));
    expect(api.callsTo('GET /auth/session')).toHaveLength(0);
  });

  it("signs out with a JSON request, which the server accepts as the app's own", async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /auth/session': { body: { success: true, user: sessionUser() } },
      'POST /auth/logout': { body: { success: true, message: 'You have been signed out.' } },
    });
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    const [logout] = api.callsTo('POST /auth/logout');
    expect(logout?.body).toEqual({});
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/auth/logout'))?.[1];
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });
});

describe('AuthProvider when the server no longer knows the session', () => {
  it('asks the server after a refused call, and signs the page out saying so when the session is gone', async () => {
    let sessions = 0;
    const calls = fakeApi({
      ...baseRoutes(),
      'GET /auth/session': () =>
        sessions++ === 0
          ? { body: { success: true, user: sessionUser({ user_type: 'venue' }) } }
          : { body: { success: true, user: null } },
      'GET /venue/profile': { status: 401, body: { success: false, error: 'Authentication required' } },
    });
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(screen.getByTestId('ended')).toHaveTextContent(/^venue \//);
    expect(calls.callsTo('GET /auth/session')).toHaveLength(2);
  });

  it('stays signed in when the server still knows the session, and asks at most once for many refusals', async () => {
    const calls = fakeApi({
      ...baseRoutes(),
      'GET /auth/session': { body: { success: true, user: sessionUser() } },
      'GET /venue/profile': { status: 401, body: { success: false, error: 'Authentication required' } },
    });
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    for (let i = 0; i < 3; i++) await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    await waitFor(() => expect(calls.callsTo('GET /auth/session')).toHaveLength(2));
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(screen.getByTestId('ended')).toBeEmptyDOMElement();
  });
});
