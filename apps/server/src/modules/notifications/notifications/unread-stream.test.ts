import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDj } from '../../../db/seed/factories.ts';
import { openSse } from '../live-updates/sse-client.ts';
import { startNotificationsKit, type NotificationsKit } from './notifications-test-kit.ts';
import { announceFeature } from './sources.ts';

let kit: NotificationsKit;
let base: string;
beforeAll(async () => {
  kit = await startNotificationsKit();
  await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(kit.t.app.server.address() as AddressInfo).port}/api/v14`;
}, 60_000);
afterAll(async () => {
  await kit.close();
});

describe('the unread count on the one updates stream', () => {
  it('sends the count on connect and again when a notification arrives or is read', async () => {
    const { user } = await createDj(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    await kit.inject('PUT', '/push-notifications/preferences.php', auth, { newFeatures: true });
    const stream = await openSse(`${base}/updates`, auth);
    try {
      expect(stream.status).toBe(200);
      const first = await stream.nextOf('unread');
      expect(JSON.parse(first.data)).toEqual({ unread_count: 0 });
      // No id: the browser's Last-Event-ID stays the last booking change.
      expect(first.id).toBeUndefined();
      await announceFeature(
        kit.t.database.db,
        { key: `stream-${user.id}`, title: 'New', body: 'New.', url: '/' },
        kit.now(),
      );
      expect(JSON.parse((await stream.nextOf('unread')).data)).toEqual({ unread_count: 1 });
      await kit.inject('POST', '/notifications/read-all', auth, {});
      expect(JSON.parse((await stream.nextOf('unread')).data)).toEqual({ unread_count: 0 });
    } finally {
      stream.close();
    }
  });

  it('is for signed-in accounts only, and the old separate stream is gone', async () => {
    const stream = await openSse(`${base}/updates`);
    expect(stream.status).toBe(401);
    stream.close();
    const { user } = await createDj(kit.t.database.db);
    const old = await openSse(`${base}/notifications/updates`, await kit.bearer(user.id));
    expect(old.status).toBe(404);
    old.close();
  });
});
