import type { TSignupUserType, TUserType } from './user-types.ts';
import type { TOAuthProvider } from './auth-payloads.ts';

/** A way to sign in or sign up: a social provider or the e-mail form. */
export type TAuthMethod = TOAuthProvider | 'email';

/**
 * docs/product/accounts-and-sessions.md: LinkedIn for all five; Google for all but venue; the e-mail form for DJ and
 * enthusiast.
 */
export const SIGN_IN_METHODS: Record<TSignupUserType, readonly TAuthMethod[]> = {
  dj: ['linkedin', 'google', 'email'],
  venue: ['linkedin'],
  enthusiast: ['linkedin', 'google', 'email'],
  producer: ['linkedin', 'google'],
  label: ['linkedin', 'google'],
};

/**
 * docs/product/accounts-and-sessions.md (the wizard's last step): venue and label sign up with LinkedIn only; the
 * others with LinkedIn, Google or e-mail.
 */
export const SIGN_UP_METHODS: Record<TSignupUserType, readonly TAuthMethod[]> = {
  dj: ['linkedin', 'google', 'email'],
  venue: ['linkedin'],
  enthusiast: ['linkedin', 'google', 'email'],
  producer: ['linkedin', 'google', 'email'],
  label: ['linkedin'],
};

/**
 * The methods to offer given the providers the server has configured (GET /api/v14/auth/providers).
 * A role left with no method (venue and label when LinkedIn is not configured) falls back to e-mail, so every role
 * can always create an account and sign in (docs/decisions: email fallback for LinkedIn-only roles).
 */
export function availableMethods(
  methods: readonly TAuthMethod[],
  enabledProviders: readonly TOAuthProvider[],
): TAuthMethod[] {
  const offered = methods.filter((method) => method === 'email' || enabledProviders.includes(method));
  return offered.length > 0 ? offered : ['email'];
}

export function signInMethodsFor(
  type: TSignupUserType,
  enabledProviders: readonly TOAuthProvider[],
): TAuthMethod[] {
  return availableMethods(SIGN_IN_METHODS[type], enabledProviders);
}

export function signUpMethodsFor(
  type: TSignupUserType,
  enabledProviders: readonly TOAuthProvider[],
): TAuthMethod[] {
  return availableMethods(SIGN_UP_METHODS[type], enabledProviders);
}

export const OAUTH_PROVIDER_LABELS: Record<TOAuthProvider, string> = {
  linkedin: 'LinkedIn',
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The browser path that starts social sign-in (a server route, not an SPA route). */
export function oauthStartPath(provider: TOAuthProvider, userType?: TUserType): string {
  return userType ? `/auth/${provider}?user_type=${encodeURIComponent(userType)}` : `/auth/${provider}`;
}
