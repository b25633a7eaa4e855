import { describe, expect, it } from 'vitest';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import { createDj } from '../../../db/seed/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';

const t = useTestApp();

describe('without a Mixcloud application configured', () => {
  it('says so in the status, refuses to start a connection in words, and leaves the rest of the dashboard working', async () => {
    const dj = await createDj(t.database.db);
    const auth = await bearerFor(t.database, dj.user.id);
    const status = await t.app.inject({ method: 'GET', url: '/api/v14/mixcloud-status.php', headers: auth });
    expect(status.json().data).toEqual({
      connected: false,
      configured: false,
      platform_available: false,
      username: null,
      name: null,
      connected_at: null,
      token_status: 'unknown',
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v14/mixcloud-start-token.php',
      headers: auth,
      payload: {},
    });
    expect(start.statusCode).toBe(503);
    expect(start.json().error).toBe(MIXCLOUD_MESSAGES.notConfigured);
    expect(start.json().error).not.toMatch(/MIXCLOUD_/);
    const page = await t.app.inject({ method: 'GET', url: '/api/v14/mixcloud-start.php?t=x' });
    expect(page.headers.location).toBe('/dj-dashboard?mixcloud=not_configured');
    expect((await t.app.inject({ method: 'GET', url: '/api/v14/dj/sets', headers: auth })).statusCode).toBe(
      200,
    );
  });

  it('refuses a half-configured application at boot with a message naming the variables', async () => {
    await expect(createTestApp({ MIXCLOUD_CLIENT_ID: 'only-the-id' })).rejects.toThrow(
      /MIXCLOUD_CLIENT_ID and MIXCLOUD_CLIENT_SECRET go together/,
    );
  });
});
