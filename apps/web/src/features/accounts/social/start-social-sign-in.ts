import type { TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import { oauthStartPath } from '@cuepoint/domain/accounts/sign-in-options';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import { apiBody, apiClient, type JsonBody } from '../../../lib/api.ts';

/** Remembered across the provider's round trip so the callback page knows which provider answered. */
export const OAUTH_PENDING_KEY = 'cuepoint_oauth_pending';

/** `returnTo`: the page of this site that asked for the sign-in, to come back to once signed in. */
export type PendingOAuth = {
  provider: TOAuthProvider;
  userType?: TUserType | undefined;
  returnTo?: string | undefined;
};

export function readPendingOAuth(): PendingOAuth | null {
  try {
    const raw = sessionStorage.getItem(OAUTH_PENDING_KEY);
    return raw ? (JSON.parse(raw) as PendingOAuth) : null;
  } catch {
    return null;
  }
}

export function clearPendingOAuth() {
  try {
    sessionStorage.removeItem(OAUTH_PENDING_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** A full-page visit to the server route that redirects to the provider; replaceable in tests. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Starts social sign-in or sign-up (docs/product/accounts-and-sessions.md): the wizard's answers are stored on the
 * server first (a failure there is only logged: the account can still be created with defaults), then the browser
 * leaves for /auth/{provider}?user_type=… (a server route that redirects to the provider).
 */
export async function startSocialSignIn(options: {
  provider: TOAuthProvider;
  userType?: TUserType | undefined;
  registrationData?: Record<string, unknown> | undefined;
  returnTo?: string | undefined;
}) {
  if (options.registrationData) {
    try {
      await apiBody(
        apiClient.POST('/auth/store-registration-data', {
          body: options.registrationData as JsonBody<'/auth/store-registration-data', 'post'>,
        }),
      );
    } catch (error) {
      console.warn('Storing the registration data failed; continuing with sign-in.', error);
    }
  }
  try {
    sessionStorage.setItem(
      OAUTH_PENDING_KEY,
      JSON.stringify({
        provider: options.provider,
        userType: options.userType,
        returnTo: options.returnTo,
      } satisfies PendingOAuth),
    );
  } catch {
    // The callback can still complete: the server knows the provider from the state it issued.
  }
  browser.assign(oauthStartPath(options.provider, options.userType));
}
