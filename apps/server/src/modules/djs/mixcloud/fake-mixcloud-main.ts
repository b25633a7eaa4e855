import { startFakeMixcloud } from './fake-mixcloud.ts';

/**
 * Runs the fake Mixcloud on its own (the e2e suite starts it next to the app):
 * `node apps/server/src/modules/djs/mixcloud/fake-mixcloud-main.ts`, port from FAKE_MIXCLOUD_PORT.
 */
const fake = await startFakeMixcloud({
  port: Number(process.env['FAKE_MIXCLOUD_PORT'] ?? 3212),
  clientId: process.env['MIXCLOUD_CLIENT_ID'] ?? 'fake-client-id',
  clientSecret: process.env['MIXCLOUD_CLIENT_SECRET'] ?? 'fake-client-secret',
});
process.stdout.write(`fake Mixcloud listening on ${fake.url}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
