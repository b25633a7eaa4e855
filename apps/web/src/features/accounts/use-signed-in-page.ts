import { useEffect, useState } from 'react';
import { useAuth, type AuthState } from './auth-context.tsx';

/**
 * How long a session the server confirmed is taken as standing when a signed-in page opens. Older than this (a tab
 * left open for days, a laptop woken from sleep), the page asks once before it fires its calls.
 */
export const SESSION_TRUSTED_FOR_MS = 5 * 60_000;

/**
 * The session as a signed-in page's guard reads it (docs/product/accounts-and-sessions.md): `loading` while the
 * session is checked, including once more as the page opens when the last confirmation is older than
 * SESSION_TRUSTED_FOR_MS, so a page opened with a session that has ended makes one session check and none of its own
 * calls (no burst of 401s). Decided as the page opens: a page already showing is never taken away for a check.
 */
export function useSignedInPage(): AuthState {
  const auth = useAuth();
  const [checking, setChecking] = useState(
    () => auth.status === 'authenticated' && Date.now() - auth.confirmedAt > SESSION_TRUSTED_FOR_MS,
  );
  const { recheck } = auth;
  useEffect(() => {
    if (!checking) return;
    void recheck().finally(() => setChecking(false));
  }, [checking, recheck]);
  return checking ? { ...auth, status: 'loading' } : auth;
}
