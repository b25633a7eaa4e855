import { z } from 'zod';

/**
 * Settings of the Mixcloud connection, merged into the server's environment schema (config.ts). Without a client id
 * and secret nothing connects: the dashboard tells DJs Mixcloud is not available and the server log tells the
 * operator what to set (mixcloudSetupHints); the rest of the product is unaffected.
 */
export const ZMixcloudEnv = z.object({
  /** The Mixcloud application (mixcloud.com/developers/create): both or neither. */
  MIXCLOUD_CLIENT_ID: z.string().min(1).optional(),
  MIXCLOUD_CLIENT_SECRET: z.string().min(1).optional(),
  /** An access token of the platform's own Mixcloud account: the `cuepoint` publish target. */
  MIXCLOUD_PLATFORM_TOKEN: z.string().min(1).optional(),
  /**
   * Key that encrypts DJs' Mixcloud tokens at rest (at least 32 characters; several servers must share it). Unset: a
   * random key generated once and kept in DATA_DIR/secrets/mixcloud-tokens.key.
   */
  MIXCLOUD_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Mixcloud's API and site; tests and the e2e suite point both at a local fake (modules/djs/mixcloud/fake-mixcloud.ts). */
  MIXCLOUD_API_URL: z.url().default('https://api.mixcloud.com'),
  MIXCLOUD_WWW_URL: z.url().default('https://www.mixcloud.com'),
});

export type MixcloudEnv = z.output<typeof ZMixcloudEnv>;

/** The rules between the settings, as lines naming the variable (empty when they hold). */
export function mixcloudEnvProblems(env: MixcloudEnv): string[] {
  if (Boolean(env.MIXCLOUD_CLIENT_ID) !== Boolean(env.MIXCLOUD_CLIENT_SECRET))
    return ['MIXCLOUD_CLIENT_ID and MIXCLOUD_CLIENT_SECRET go together: set both or neither'];
  return [];
}

/** What the operator may still set, for the log at boot (DJs only read that Mixcloud is not available). */
export function mixcloudSetupHints(env: MixcloudEnv): string[] {
  if (!env.MIXCLOUD_CLIENT_ID || !env.MIXCLOUD_CLIENT_SECRET)
    return [
      'Mixcloud is off: DJs cannot connect their accounts or publish to Mixcloud. Set MIXCLOUD_CLIENT_ID and MIXCLOUD_CLIENT_SECRET (see the README’s configuration table) to enable it.',
    ];
  if (!env.MIXCLOUD_PLATFORM_TOKEN)
    return [
      'Publishing to the platform’s own Mixcloud account is off: set MIXCLOUD_PLATFORM_TOKEN (see the README’s configuration table) to enable it.',
    ];
  return [];
}
