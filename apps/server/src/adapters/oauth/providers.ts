import type { TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import type { Config } from '../../config.ts';
import { appleClientSecret } from './apple-client-secret.ts';
import { createOidcClient, discoveredEndpoints, type OidcClient, type OidcEndpoints } from './oidc-client.ts';

type ProviderDefaults = {
  endpoints: OidcEndpoints;
  scopes: readonly string[];
  pkce: boolean;
  subjectClaim?: string;
  authorizationParams?: Record<string, string>;
};

/** The providers' real endpoints (used unless OAUTH_ISSUER_OVERRIDE points every provider at one test issuer). */
export const PROVIDER_DEFAULTS: Record<TOAuthProvider, ProviderDefaults> = {
  linkedin: {
    endpoints: {
      authorization: 'https://www.linkedin.com/oauth/v2/authorization',
      token: 'https://www.linkedin.com/oauth/v2/accessToken',
      userinfo: 'https://api.linkedin.com/v2/userinfo',
    },
    scopes: ['openid', 'profile', 'email'],
    // LinkedIn's web-app flow does not take PKCE; state and the confidential client secret protect it.
    pkce: false,
  },
  google: {
    endpoints: {
      authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
  },
  facebook: {
    endpoints: {
      authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
      token: 'https://graph.facebook.com/v21.0/oauth/access_token',
      userinfo: 'https://graph.facebook.com/v21.0/me?fields=id,name,email,first_name,last_name',
    },
    scopes: ['email', 'public_profile'],
    pkce: true,
    subjectClaim: 'id',
  },
  apple: {
    endpoints: {
      authorization: 'https://appleid.apple.com/auth/authorize',
      token: 'https://appleid.apple.com/auth/token',
      issuer: 'https://appleid.apple.com',
    },
    scopes: ['name', 'email'],
    pkce: false,
    // Apple posts the answer back when name or email is asked for; the server receives it and hands it to the SPA.
    authorizationParams: { response_mode: 'form_post' },
  },
};

export type OAuthProviderClient = { provider: TOAuthProvider; client: OidcClient; formPost: boolean };

function credentials(
  config: Config,
  provider: TOAuthProvider,
): { id: string; secret: string | (() => string) } | undefined {
  switch (provider) {
    case 'linkedin':
      return config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET
        ? { id: config.LINKEDIN_CLIENT_ID, secret: config.LINKEDIN_CLIENT_SECRET }
        : undefined;
    case 'google':
      return config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? { id: config.GOOGLE_CLIENT_ID, secret: config.GOOGLE_CLIENT_SECRET }
        : undefined;
    case 'facebook':
      return config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET
        ? { id: config.FACEBOOK_CLIENT_ID, secret: config.FACEBOOK_CLIENT_SECRET }
        : undefined;
    case 'apple': {
      const id = config.APPLE_CLIENT_ID;
      if (!id) return undefined;
      if (config.APPLE_CLIENT_SECRET) return { id, secret: config.APPLE_CLIENT_SECRET };
      if (config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY) {
        return {
          id,
          secret: appleClientSecret({
            teamId: config.APPLE_TEAM_ID,
            keyId: config.APPLE_KEY_ID,
            clientId: id,
            privateKey: config.APPLE_PRIVATE_KEY,
          }),
        };
      }
      return undefined;
    }
  }
}

/** The configured providers, in the spec's order. A provider without credentials is simply absent. */
export function createOAuthProviders(
  config: Config,
  doFetch: typeof fetch = fetch,
): Map<TOAuthProvider, OAuthProviderClient> {
  const providers = new Map<TOAuthProvider, OAuthProviderClient>();
  const override = config.OAUTH_ISSUER_OVERRIDE
    ? discoveredEndpoints(config.OAUTH_ISSUER_OVERRIDE, doFetch)
    : undefined;
  for (const provider of ['linkedin', 'google', 'facebook', 'apple'] as const) {
    const creds = credentials(config, provider);
    if (!creds) continue;
    const defaults = PROVIDER_DEFAULTS[provider];
    // A test issuer speaks plain OIDC: PKCE on, userinfo for identity, answers by redirect.
    const client = createOidcClient(override ?? (async () => defaults.endpoints), {
      clientId: creds.id,
      clientSecret: creds.secret,
      scopes: override ? ['openid', 'email', 'profile'] : defaults.scopes,
      pkce: override ? true : defaults.pkce,
      fetch: doFetch,
      ...(override
        ? {}
        : { subjectClaim: defaults.subjectClaim, authorizationParams: defaults.authorizationParams }),
    });
    providers.set(provider, { provider, client, formPost: !override && provider === 'apple' });
  }
  return providers;
}
