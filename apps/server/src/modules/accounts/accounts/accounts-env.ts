import { z } from 'zod';

/**
 * Settings of sign-up and sign-in, merged into the server's environment schema (config.ts). Each social provider is
 * enabled only when both its client id and secret are set (Apple: a ready client secret, or team id + key id +
 * private key to sign one).
 */
export const ZAccountsEnv = z.object({
  /** Google reCAPTCHA secret; when set, sign-up checks reCAPTCHA tokens instead of ALTCHA solutions. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** Where reCAPTCHA tokens are checked (Google's siteverify unless pointed at a local fake in tests). */
  RECAPTCHA_VERIFY_URL: z.url().optional(),
  /** HMAC key of ALTCHA challenges; generated once and kept under DATA_DIR when unset. */
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** ALTCHA work: the browser searches a counter up to this number (about 1-3 s in a browser at the default). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(50_000),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  /** PKCS#8 PEM of the Apple sign-in key; literal "\n" sequences are accepted for one-line env files. */
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * Points every configured provider at one OpenID Connect issuer (endpoints from its discovery document) instead
   * of the providers' real endpoints: for tests and local runs against oauth2-mock-server.
   */
  OAUTH_ISSUER_OVERRIDE: z.url().optional(),
  /**
   * A session of a DJ, venue, enthusiast, producer or label ends after this many minutes without a request (14 days;
   * docs/decisions/054-sessions-that-last-with-a-step-up.md).
   */
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 90)
    .default(60 * 24 * 14),
  /** ... and this many hours after the sign-in, however busy it is (30 days); a refresh does not extend it. */
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  /** An operator's session (ADMIN_EMAILS) ends after this many idle minutes (ASVS 3.3.2 L2, decision record 014). */
  OPERATOR_SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 90)
    .default(30),
  /** ... and this many hours after the sign-in. */
  OPERATOR_SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(12),
  /** Multiplies every sign-in and sign-up attempt limit (e2e suites that sign in many times from one address). */
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
});
