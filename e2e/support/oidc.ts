import { E2E_PORT } from './env.ts';

/** The local OpenID provider of the social sign-in specs (support/oidc-mock.ts), next to the app's port. */
export const OIDC_PORT = Number(process.env['CUEPOINT_E2E_OIDC_PORT'] ?? E2E_PORT + 1);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/**
 * The server under test offers Google (pointed at the local provider) and leaves LinkedIn unconfigured, so the specs
 * cover both social sign-in and the e-mail fallback of the LinkedIn-only roles (venue, label).
 */
export const OIDC_SERVER_ENV = {
  OAUTH_ISSUER_OVERRIDE: OIDC_ISSUER,
  GOOGLE_CLIENT_ID: 'cuepoint-e2e',
  GOOGLE_CLIENT_SECRET: 'cuepoint-e2e-secret',
};

/** Who signs in at the provider next; `deny` makes the next authorization a refusal (error=access_denied). */
export async function setNextIdentity(identity: {
  sub?: string;
  email?: string;
  name?: string;
  deny?: boolean;
}) {
  const response = await fetch(`${OIDC_ISSUER}/__e2e/identity`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(identity),
  });
  if (!response.ok) throw new Error(`OIDC mock answered ${response.status}`);
}
