import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OAUTH_PROVIDERS, type TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import {
  AUTHENTICATION_DATA_FAILED,
  AUTHENTICATION_FAILED,
  NO_AUTHENTICATION_DATA,
} from '@cuepoint/domain/accounts/messages';
import {
  dashboardRouteFor,
  REDIRECTING_TO_DASHBOARD,
  SOCIAL_SUCCESS_REDIRECT_MS,
} from '@cuepoint/domain/accounts/user-types';
import { apiBody, apiClient, ApiError } from '../../../lib/api.ts';
import { bookingHref } from '../../matchmaking/booking-href.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { useAuth, type AuthUser } from '../auth-context.tsx';
import { clearPendingOAuth, readPendingOAuth } from '../social/start-social-sign-in.ts';
import { AuthPageFrame, Outcome, Pending, useRedirectAfter } from './auth-page-frame.tsx';
import { isSitePath } from '../sign-in/site-path.ts';
import { callbackErrorMessage } from './callback-error.ts';
import { oncePerKey } from './once-per-key.ts';

export const RETURNING_TO_PAGE = 'Taking you back to the page you were on...';

type CallbackState =
  | { status: 'processing' }
  | {
      status: 'success';
      user: AuthUser;
      message?: string | undefined;
      bookDjId?: number | null | undefined;
      returnTo?: string | undefined;
    }
  | { status: 'error'; message: string };

type CallbackResult =
  | { user: AuthUser | null; message?: string | undefined; bookDjId?: number | null | undefined }
  | { error: string };

const completeOnce = oncePerKey<CallbackResult>();

function providerFrom(value: string | null | undefined): TOAuthProvider | undefined {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as TOAuthProvider) : undefined;
}

async function complete(
  provider: TOAuthProvider | undefined,
  code: string,
  state: string,
): Promise<CallbackResult> {
  try {
    const body = await apiBody(apiClient.POST('/auth/oauth/callback', { body: { provider, code, state } }));
    return {
      user: (body.user ?? body.data?.user ?? null) as AuthUser | null,
      message: body.message,
      bookDjId: body.book_dj_id,
    };
  } catch (error) {
    return {
      error:
        error instanceof ApiError && error.status > 0
          ? error.message || AUTHENTICATION_FAILED
          : AUTHENTICATION_FAILED,
    };
  }
}

/**
 * /auth/callback (docs/product/accounts-and-sessions.md): the provider sends the browser back here with code and state;
 * the server finishes sign-in and sets the session. Processing, then success (dashboard after 2 s) or error.
 */
export function AuthCallbackPage() {
  usePageTitle('Signing you in');
  const [params] = useSearchParams();
  const { setUser, refresh } = useAuth();
  const code = params.get('code') ?? '';
  const oauthState = params.get('state') ?? '';
  const providerError = params.get('error');
  const [state, setState] = useState<CallbackState>(() => {
    if (providerError) return { status: 'error', message: callbackErrorMessage(providerError) };
    if (!code || !oauthState) return { status: 'error', message: NO_AUTHENTICATION_DATA };
    return { status: 'processing' };
  });

  useEffect(() => {
    if (providerError || !code || !oauthState) {
      clearPendingOAuth();
      return;
    }
    let live = true;
    const pending = readPendingOAuth();
    const provider = providerFrom(params.get('provider')) ?? pending?.provider;
    // The page that asked for the sign-in (a heart, a signed-out page), kept across the provider's round trip.
    const returnTo = isSitePath(pending?.returnTo) ? pending.returnTo : undefined;
    void completeOnce(`${code}:${oauthState}`, () => complete(provider, code, oauthState)).then(
      async (result) => {
        clearPendingOAuth();
        if ('error' in result) {
          if (live) setState({ status: 'error', message: result.error });
          return;
        }
        // The answer should carry the user; if it does not, the session cookie may still be there.
        const user = result.user ?? (await refresh());
        if (!live) return;
        if (!user) {
          setState({ status: 'error', message: AUTHENTICATION_DATA_FAILED });
          return;
        }
        if (result.user) setUser(result.user);
        setState({ status: 'success', user, message: result.message, bookDjId: result.bookDjId, returnTo });
      },
    );
    return () => {
      live = false;
    };
  }, [code, oauthState, providerError, params, refresh, setUser]);

  // A sign-up that began at a DJ's 'Book this DJ' goes on to that booking form, on the account's dashboard.
  const next =
    state.status !== 'success'
      ? null
      : state.bookDjId
        ? bookingHref(state.user.user_type, { id: state.bookDjId })
        : (state.returnTo ?? dashboardRouteFor(state.user.user_type));
  useRedirectAfter(next, SOCIAL_SUCCESS_REDIRECT_MS);

  return (
    <AuthPageFrame>
      {state.status === 'processing' ? <Pending label="Completing sign-in..." /> : null}
      {state.status === 'success' ? (
        <Outcome ok title="You're signed in">
          {state.message ? (
            <p className="font-medium text-mist-100">{state.message}</p>
          ) : (
            <p>Welcome, {state.user.display_name}.</p>
          )}
          <p className="mt-3 text-sm text-mist-400">
            {state.returnTo && !state.bookDjId ? RETURNING_TO_PAGE : REDIRECTING_TO_DASHBOARD}
          </p>
        </Outcome>
      ) : null}
      {state.status === 'error' ? (
        <Outcome
          ok={false}
          title="Sign-in failed"
          next={
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/signup" className="sm:flex-1">
                Try Again
              </ButtonLink>
              <ButtonLink to="/" variant="outline" className="sm:flex-1">
                Go Home
              </ButtonLink>
            </div>
          }
        >
          <p>{state.message}</p>
        </Outcome>
      ) : null}
    </AuthPageFrame>
  );
}
