import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api.ts';
import { baseRoutes, fakeApi, sessionUser } from './testing/fake-api.ts';
import { renderAccount } from './testing/render-account.tsx';
import { SESSION_ENDED_LEAD, SESSION_ENDED_TITLE, SessionEndedBanner } from './session-ended-banner.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SessionEndedBanner', () => {
  it('says the session ended and offers to sign in again as the same kind of account', async () => {
    let sessions = 0;
    fakeApi({
      ...baseRoutes(),
      'GET /auth/session': () =>
        sessions++ === 0
          ? { body: { success: true, user: sessionUser({ user_type: 'dj' }) } }
          : { body: { success: true, user: null } },
      'GET /dj/profile': { status: 401, body: { success: false, error: 'Authentication required' } },
    });
    renderAccount(
      <>
        <SessionEndedBanner />
        <button type="button" onClick={() => void api('/dj/profile').catch(() => undefined)}>
          Load
        </button>
      </>,
      { url: '/dj-dashboard' },
    );
    const user = userEvent.setup();
    await waitFor(() => expect(sessions).toBe(1));
    expect(screen.queryByText(SESSION_ENDED_TITLE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const banner = await screen.findByRole('region', { name: SESSION_ENDED_TITLE });
    expect(banner).toHaveTextContent(SESSION_ENDED_LEAD);
    await user.click(screen.getByRole('button', { name: 'Sign in as DJ' }));
    expect(await screen.findByRole('dialog', { name: /Sign in as a DJ/i })).toBeInTheDocument();
  });
});
