import type { Config } from '../../../config.ts';
import { createMixcloudClient, type MixcloudClient } from './mixcloud-client.ts';
import { loadMixcloudSecrets, type MixcloudSecrets } from './secrets.ts';

/** What the Mixcloud routes and jobs share, built once per configuration. */
export type MixcloudDeps = {
  client: MixcloudClient;
  secrets(): Promise<MixcloudSecrets>;
  /** A Mixcloud application is configured: DJs can connect. */
  configured: boolean;
  /** The platform account's token (the `cuepoint` target), when configured. */
  platformToken: string | undefined;
  wwwUrl: string;
};

const built = new WeakMap<Config, MixcloudDeps>();

export function mixcloudDeps(config: Config): MixcloudDeps {
  let deps = built.get(config);
  if (!deps) {
    deps = {
      client: createMixcloudClient({
        clientId: config.MIXCLOUD_CLIENT_ID,
        clientSecret: config.MIXCLOUD_CLIENT_SECRET,
        apiUrl: config.MIXCLOUD_API_URL,
        wwwUrl: config.MIXCLOUD_WWW_URL,
      }),
      secrets: loadMixcloudSecrets({ dataDir: config.dataDir, configured: config.MIXCLOUD_TOKEN_KEY }),
      configured: Boolean(config.MIXCLOUD_CLIENT_ID && config.MIXCLOUD_CLIENT_SECRET),
      platformToken: config.MIXCLOUD_PLATFORM_TOKEN,
      wwwUrl: config.MIXCLOUD_WWW_URL,
    };
    built.set(config, deps);
  }
  return deps;
}
