import { describe, expect, it } from 'vitest';
import { mixcloudSetupHints, ZMixcloudEnv } from './mixcloud-env.ts';

const env = (values: Record<string, string>) => ZMixcloudEnv.parse(values);

describe('Mixcloud setup hints for the boot log', () => {
  it('name the variables that enable Mixcloud for the operator, one at a time', () => {
    expect(mixcloudSetupHints(env({}))).toEqual([
      expect.stringMatching(/Set MIXCLOUD_CLIENT_ID and MIXCLOUD_CLIENT_SECRET .*README/),
    ]);
    expect(mixcloudSetupHints(env({ MIXCLOUD_CLIENT_ID: 'id', MIXCLOUD_CLIENT_SECRET: 'secret' }))).toEqual([
      expect.stringMatching(/set MIXCLOUD_PLATFORM_TOKEN/),
    ]);
  });

  it('say nothing once everything is set', () => {
    expect(
      mixcloudSetupHints(
        env({ MIXCLOUD_CLIENT_ID: 'id', MIXCLOUD_CLIENT_SECRET: 'secret', MIXCLOUD_PLATFORM_TOKEN: 'token' }),
      ),
    ).toEqual([]);
  });
});
