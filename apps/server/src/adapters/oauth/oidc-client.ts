import crypto from 'node:crypto';

/**
 * A small OAuth 2.0 / OpenID Connect client for the authorization-code flow with PKCE, parameterised by endpoints,
 * so one implementation serves LinkedIn, Google, Facebook, Apple and any test issuer (arctic's clients use fixed
 * endpoints and could not be pointed at a local provider).
 */

export type OidcEndpoints = {
  authorization: string;
  token: string;
  /** Omitted for providers whose identity is read from the id_token (Apple). */
  userinfo?: string | undefined;
  /** Expected `iss` of id_tokens read for identity. */
  issuer?: string | undefined;
};

export type OidcClientOptions = {
  clientId: string;
  /** A string, or a function for providers whose secret is a short-lived signed JWT (Apple). */
  clientSecret: string | (() => string);
  scopes: readonly string[];
  pkce: boolean;
  /** Extra authorization parameters (Apple: response_mode=form_post). */
  authorizationParams?: Record<string, string>;
  /** Maps the provider's profile fields onto ours (Facebook's `id` is the subject). */
  subjectClaim?: string;
  fetch?: typeof fetch;
};

export type OidcProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
};

export class OidcError extends Error {
  override name = 'OidcError';
  /** 'rejected': the provider refused the code or token; 'unavailable': it could not be reached or answered oddly. */
  readonly kind: 'rejected' | 'unavailable';
  constructor(kind: 'rejected' | 'unavailable', message: string) {
    super(message);
    this.kind = kind;
  }
}

export function codeChallengeFor(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

function decodeJwtPayload(jwt: string): Record<string, unknown> | undefined {
  const part = jwt.split('.')[1];
  if (!part) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const flag = (value: unknown): boolean => value === true || value === 'true';

export type OidcClient = ReturnType<typeof createOidcClient>;

export function createOidcClient(endpoints: () => Promise<OidcEndpoints>, options: OidcClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const secret = () =>
    typeof options.clientSecret === 'function' ? options.clientSecret() : options.clientSecret;

  async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new OidcError('unavailable', `provider unreachable: ${(error as Error).message}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new OidcError(
        response.status >= 500 ? 'unavailable' : 'rejected',
        `provider answered ${response.status} without JSON`,
      );
    }
    if (!response.ok || !body || typeof body !== 'object') {
      const kind = response.status >= 500 ? 'unavailable' : 'rejected';
      throw new OidcError(
        kind,
        `provider answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
    return body as Record<string, unknown>;
  }

  return {
    async authorizationUrl(input: {
      state: string;
      codeVerifier: string;
      nonce: string;
      redirectUri: string;
    }) {
      const url = new URL((await endpoints()).authorization);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('scope', options.scopes.join(' '));
      url.searchParams.set('state', input.state);
      if (options.scopes.includes('openid')) url.searchParams.set('nonce', input.nonce);
      if (options.pkce) {
        url.searchParams.set('code_challenge', codeChallengeFor(input.codeVerifier));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      for (const [key, value] of Object.entries(options.authorizationParams ?? {}))
        url.searchParams.set(key, value);
      return url;
    },

    /** Exchanges the code and reads who signed in: userinfo when the provider has one, else the id_token. */
    async profile(input: {
      code: string;
      codeVerifier: string;
      nonce: string;
      redirectUri: string;
    }): Promise<OidcProfile> {
      const endpoint = await endpoints();
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: options.clientId,
        client_secret: secret(),
      });
      if (options.pkce) form.set('code_verifier', input.codeVerifier);
      const tokens = await call(endpoint.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
      });
      let claims: Record<string, unknown> | undefined;
      if (endpoint.userinfo) {
        const accessToken = text(tokens['access_token']);
        if (!accessToken) throw new OidcError('rejected', 'no access token');
        claims = await call(endpoint.userinfo, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        });
      } else {
        // The id_token came straight from the token endpoint over TLS, so its origin is known (OIDC Core 3.1.3.7);
        // audience, issuer, expiry and nonce are still checked.
        const idToken = text(tokens['id_token']);
        claims = idToken ? decodeJwtPayload(idToken) : undefined;
        if (!claims) throw new OidcError('rejected', 'no id_token');
        const aud = claims['aud'];
        const audiences = Array.isArray(aud) ? aud : [aud];
        if (!audiences.includes(options.clientId))
          throw new OidcError('rejected', 'id_token audience mismatch');
        if (endpoint.issuer && claims['iss'] !== endpoint.issuer)
          throw new OidcError('rejected', 'id_token issuer mismatch');
        if (typeof claims['exp'] === 'number' && claims['exp'] * 1000 < Date.now()) {
          throw new OidcError('rejected', 'id_token expired');
        }
        if (claims['nonce'] !== undefined && claims['nonce'] !== input.nonce) {
          throw new OidcError('rejected', 'id_token nonce mismatch');
        }
      }
      const rawSubject = claims[options.subjectClaim ?? 'sub'];
      const subject = typeof rawSubject === 'number' ? String(rawSubject) : text(rawSubject);
      if (!subject) throw new OidcError('rejected', 'no subject in profile');
      const email = text(claims['email'])?.toLowerCase() ?? null;
      return {
        subject,
        email,
        // Facebook only returns confirmed addresses and has no email_verified claim.
        emailVerified: email !== null && (options.subjectClaim === 'id' || flag(claims['email_verified'])),
        name: text(claims['name']),
        givenName: text(claims['given_name']),
        familyName: text(claims['family_name']),
      };
    },
  };
}

/** Reads an issuer's endpoints from its discovery document once, on first use. */
export function discoveredEndpoints(
  issuer: string,
  doFetch: typeof fetch = fetch,
): () => Promise<OidcEndpoints> {
  let cached: Promise<OidcEndpoints> | undefined;
  return () => {
    cached ??= (async () => {
      const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      let document: Record<string, unknown>;
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        document = (await response.json()) as Record<string, unknown>;
      } catch (error) {
        cached = undefined;
        throw new OidcError('unavailable', `discovery failed: ${(error as Error).message}`);
      }
      const authorization = text(document['authorization_endpoint']);
      const token = text(document['token_endpoint']);
      if (!authorization || !token) throw new OidcError('unavailable', 'discovery document lacks endpoints');
      return {
        authorization,
        token,
        userinfo: text(document['userinfo_endpoint']) ?? undefined,
        issuer: text(document['issuer']) ?? undefined,
      };
    })();
    return cached;
  };
}
