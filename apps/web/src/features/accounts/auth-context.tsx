import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import { apiBody, apiClient, EMPTY_JSON_BODY } from '../../lib/api.ts';
import { onSessionDoubt } from '../../lib/session-signals.ts';
import type { AuthUser } from './auth-user.ts';
import { SessionSeedContext } from './session-seed.ts';
import { SESSION_QUERY_KEY, fetchSessionUser } from './session-query.ts';

export type { AuthUser } from './auth-user.ts';

export type AuthState = {
  status: 'loading' | 'authenticated' | 'anonymous';
  user: AuthUser | null;
  /** Re-reads the current user from the server (after sign-in, verification, profile edits). */
  refresh(): Promise<AuthUser | null>;
  setUser(user: AuthUser | null): void;
  signOut(): Promise<void>;
  /** The server no longer knew the session this page had (it expired or was ended elsewhere): whose it was. */
  sessionEnded: { userType: TUserType; path: string } | null;
  dismissSessionEnded(): void;
  /** When the server last said who this page's visitor is (Date.now() time): the start check, a sign-in, a check. */
  confirmedAt: number;
  /**
   * Asks the server once whether the session still stands, for a signed-in page about to fire its calls: signed out,
   * the page signs out saying so (as after a refused call); an unreachable server proves nothing.
   */
  recheck(): Promise<void>;
};

/** At most one check that a session still stands in this time, however many calls were refused. */
const SESSION_CHECK_INTERVAL_MS = 15_000;

const USER_DATA_KEY = 'user_data';

const AuthContext = createContext<AuthState | null>(null);

function readCachedUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(USER_DATA_KEY);
    return raw ? (JSON.parse(raw) as AuthUser) : null;
  } catch {
    return null;
  }
}

function cacheUser(user: AuthUser | null) {
  try {
    if (user) localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_DATA_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session cookie still works.
  }
}

/**
 * Auth state machine (docs/product/accounts-and-sessions.md): loading, then authenticated when the session validates
 * against the current-user call, otherwise anonymous with any cached user data cleared. The session itself is an
 * HttpOnly cookie; only the non-secret profile cache lives in localStorage under user_data.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A page the server rendered starts as the server saw the session, so hydration matches its HTML.
  const seed = useContext(SessionSeedContext);
  const [user, setUserState] = useState<AuthUser | null>(() => (seed ? seed.user : readCachedUser()));
  const [status, setStatus] = useState<AuthState['status']>(() =>
    seed ? (seed.user ? 'authenticated' : 'anonymous') : 'loading',
  );

  // Every explicit change bumps the version, so a profile answer that was already on its way cannot undo a sign-in
  // or sign-out that happened meanwhile.
  const version = useRef(0);
  const queryClient = useQueryClient();
  const [confirmedAt, setConfirmedAt] = useState(() => Date.now());

  const applyUser = useCallback(
    (next: AuthUser | null) => {
      cacheUser(next);
      queryClient.setQueryData(SESSION_QUERY_KEY, next);
      setUserState(next);
      setStatus(next ? 'authenticated' : 'anonymous');
      setConfirmedAt(Date.now());
    },
    [queryClient],
  );

  const [sessionEnded, setSessionEnded] = useState<AuthState['sessionEnded']>(null);
  const setUser = useCallback(
    (next: AuthUser | null) => {
      version.current += 1;
      applyUser(next);
      setSessionEnded(null);
    },
    [applyUser],
  );

  /**
   * Reads the current user (the session check, which answers a visitor without an error); applies the answer only if
   * nothing set the user since version `asked`. At start an answer already in the query cache is used as it is.
   */
  const validate = useCallback(
    async (asked: number, fresh: boolean) => {
      let current: AuthUser | null;
      try {
        current = await queryClient.fetchQuery({
          queryKey: SESSION_QUERY_KEY,
          queryFn: fetchSessionUser,
          staleTime: fresh ? 0 : Infinity,
        });
      } catch {
        current = null;
      }
      if (version.current === asked) applyUser(current);
      return current;
    },
    [applyUser, queryClient],
  );

  const refresh = useCallback(() => validate(version.current, true), [validate]);

  const signOut = useCallback(async () => {
    try {
      // Sent as JSON: the server refuses a body-less sign-out that another site could have sent.
      await apiBody(apiClient.POST('/auth/logout', { body: EMPTY_JSON_BODY }));
    } finally {
      setUser(null);
    }
  }, [setUser]);

  // The check at start counts from version 0: a screen that signs someone in as it mounts (its effects run before
  // this one) must not be overruled by it.
  // A seeded page already knows the session: it only refreshes the profile cache.
  const seeded = useRef(seed !== undefined);
  useEffect(() => {
    if (seeded.current) {
      // When the page is idle: a visit's first storage access reads it from disk, not while the page starts.
      const user = seed?.user ?? null;
      const refreshCache = () => {
        if (version.current === 0) cacheUser(user);
      };
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(refreshCache, 0);
        return () => clearTimeout(timer);
      }
      const handle = requestIdleCallback(refreshCache, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    void validate(0, false);
  }, [validate, seed]);

  // A refused call or a dropped live stream while signed in: ask the server whether the session still stands, and
  // if it says the page's visitor is signed out, say so instead of failing call after call (decision record 047).
  // An unreachable server proves nothing: the page stays as it is.
  const userRef = useRef(user);
  userRef.current = user;
  const lastCheck = useRef(0);
  /** Asks whether the session of `had` still stands; signs the page out saying so when the server says it ended. */
  const checkStillSignedIn = useCallback(
    async (had: AuthUser) => {
      lastCheck.current = Date.now();
      const asked = version.current;
      let current: AuthUser | null;
      try {
        current = await queryClient.fetchQuery({
          queryKey: SESSION_QUERY_KEY,
          queryFn: fetchSessionUser,
          staleTime: 0,
        });
      } catch {
        // An unreachable server proves nothing: the page goes on as it was.
        setConfirmedAt(Date.now());
        return;
      }
      if (version.current !== asked) return;
      if (current) {
        // Still signed in: the profile as the server has it now (an address verified in another tab).
        applyUser(current);
        return;
      }
      version.current += 1;
      applyUser(null);
      // Where the visitor was, before a dashboard's guard sends a signed-out visitor elsewhere.
      const path = `${window.location.pathname}${window.location.search}`;
      setSessionEnded({ userType: had.user_type, path });
    },
    [applyUser, queryClient],
  );
  useEffect(
    () =>
      onSessionDoubt(() => {
        const had = userRef.current;
        if (!had || Date.now() - lastCheck.current < SESSION_CHECK_INTERVAL_MS) return;
        void checkStillSignedIn(had);
      }),
    [checkStillSignedIn],
  );
  const recheck = useCallback(async () => {
    const had = userRef.current;
    if (had) await checkStillSignedIn(had);
  }, [checkStillSignedIn]);

  const dismissSessionEnded = useCallback(() => setSessionEnded(null), []);
  const value = useMemo(
    () => ({
      status,
      user,
      refresh,
      setUser,
      signOut,
      sessionEnded,
      dismissSessionEnded,
      confirmedAt,
      recheck,
    }),
    [status, user, refresh, setUser, signOut, sessionEnded, dismissSessionEnded, confirmedAt, recheck],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
