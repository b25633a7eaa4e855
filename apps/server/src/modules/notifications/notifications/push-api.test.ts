import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUSH_MESSAGES, TEST_PUSH } from '@cuepoint/domain/notifications/messages';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { pushSubscriptions } from '../../../db/schema/notifications.ts';
import { startNotificationsKit } from './notifications-test-kit.ts';
import { checkPushEndpoint, parsePushEndpoint } from './push-endpoint-guard.ts';
import { useKit } from '../../../test/use-test-app.ts';

const kit = useKit(startNotificationsKit);

const devicesOf = (userId: number) =>
  kit.t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('push subscriptions', () => {
  it('a DJ subscribes two devices, gets a decryptable test push on each, and unsubscribes one', async () => {
    const { user } = await createDj(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const phone = await kit.subscribe(auth);
    const laptop = kit.push.newDevice();
    const rest = await kit.inject('POST', '/notifications/subscribe', auth, {
      subscription: { endpoint: laptop.endpoint, keys: laptop.keys },
      device_info: { userAgent: 'Laptop', platform: 'MacIntel', timestamp: '2026-11-22T12:00:00Z' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ endpoint: laptop.endpoint, created: true });
    expect((await devicesOf(user.id)).map((d) => [d.userAgent, d.platform])).toEqual([
      ['Test browser', 'Linux'],
      ['Laptop', 'MacIntel'],
    ]);

    const key = await kit.inject('GET', '/push-notifications/public-key');
    const publicKey = (key.body.data as { public_key: string }).public_key;
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const before = kit.push.received.length;
    const test = await kit.inject('POST', '/push-notifications/test.php', auth);
    expect(test).toEqual({ status: 200, body: { success: true, data: { sent: 2 } } });
    const pushes = kit.push.received.slice(before);
    expect(pushes.map((p) => p.deviceId).sort()).toEqual([phone.id, laptop.id].sort());
    for (const push of pushes) {
      expect(push.payload).toMatchObject({ title: TEST_PUSH.title, body: TEST_PUSH.body, url: '/' });
      expect(push.vapidPublicKey).toBe(publicKey);
    }

    const off = await kit.inject('POST', '/push-notifications/unsubscribe.php', auth, {
      endpoint: phone.endpoint,
    });
    expect(off).toEqual({ status: 200, body: { success: true, data: { removed: 1 } } });
    expect((await devicesOf(user.id)).map((d) => d.endpoint)).toEqual([laptop.endpoint]);
    const again = await kit.inject('POST', '/push-notifications/unsubscribe.php', auth, {
      endpoint: phone.endpoint,
    });
    expect(again).toMatchObject({
      status: 404,
      body: { success: false, error: PUSH_MESSAGES.noSubscription, code: 'NO_PUSH_SUBSCRIPTION' },
    });
    const all = await kit.inject('DELETE', '/notifications/unsubscribe', auth);
    expect(all.body).toEqual({ success: true, data: { removed: 1 } });
  });

  it('a device the push service calls gone (410) is removed by the test push', async () => {
    const { user } = await createVenue(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    const device = await kit.subscribe(auth);
    kit.push.answer(device.id, 410);
    const test = await kit.inject('POST', '/push-notifications/test.php', auth);
    expect(test).toMatchObject({
      status: 404,
      body: { success: false, error: PUSH_MESSAGES.noSubscription, code: 'NO_PUSH_SUBSCRIPTION' },
    });
    expect(await devicesOf(user.id)).toEqual([]);
  });

  it('a push service that is down answers the test with the spec’s failure, and keeps the device', async () => {
    const { user } = await createEnthusiast(kit.t.database.db);
    const auth = await kit.bearer(user.id);
    await kit.subscribe(auth);
    kit.push.setDown(true);
    try {
      const test = await kit.inject('POST', '/push-notifications/test.php', auth);
      expect(test).toMatchObject({ status: 503, body: { success: false, error: PUSH_MESSAGES.testFailed } });
    } finally {
      kit.push.setDown(false);
    }
    expect(await devicesOf(user.id)).toHaveLength(1);
  });

  it('an endpoint another account subscribed moves to the account that subscribes it now', async () => {
    const first = await createDj(kit.t.database.db);
    const second = await createDj(kit.t.database.db);
    const device = await kit.subscribe(await kit.bearer(first.user.id));
    const moved = await kit.inject(
      'POST',
      '/push-notifications/subscribe.php',
      await kit.bearer(second.user.id),
      {
        subscription: { endpoint: device.endpoint, keys: device.keys },
      },
    );
    expect(moved.body.data).toMatchObject({ created: true });
    expect(await devicesOf(first.user.id)).toEqual([]);
    expect(await devicesOf(second.user.id)).toHaveLength(1);
  });
});

describe('who may call the push routes', () => {
  it('a visitor 401, another account type 403 on the prompt’s variant, another account’s device 404, the owner 200', async () => {
    const enthusiast = await kit.bearer((await createEnthusiast(kit.t.database.db)).user.id);
    const dj = await kit.bearer((await createDj(kit.t.database.db)).user.id);
    const other = await kit.bearer((await createDj(kit.t.database.db)).user.id);
    const device = kit.push.newDevice();
    const body = { subscription: { endpoint: device.endpoint, keys: device.keys } };

    for (const [method, url, payload] of [
      ['POST', '/push-notifications/subscribe.php', body],
      ['POST', '/push-notifications/unsubscribe.php', { endpoint: device.endpoint }],
      ['POST', '/push-notifications/test.php', {}],
      ['GET', '/push-notifications/preferences.php', undefined],
      ['PUT', '/push-notifications/preferences.php', { newFeatures: true }],
      ['POST', '/notifications/subscribe', body],
      ['DELETE', '/notifications/unsubscribe', {}],
    ] as const)
      expect((await kit.inject(method, url, undefined, payload)).status, url).toBe(401);

    expect((await kit.inject('POST', '/notifications/subscribe', enthusiast, body)).status).toBe(403);
    expect((await kit.inject('DELETE', '/notifications/unsubscribe', enthusiast)).status).toBe(403);
    expect((await kit.inject('POST', '/push-notifications/subscribe.php', enthusiast, body)).status).toBe(
      200,
    );

    const mine = kit.push.newDevice();
    await kit.inject('POST', '/notifications/subscribe', dj, {
      subscription: { endpoint: mine.endpoint, keys: mine.keys },
    });
    expect(
      (await kit.inject('POST', '/push-notifications/unsubscribe.php', other, { endpoint: mine.endpoint }))
        .status,
    ).toBe(404);
    expect(
      (await kit.inject('POST', '/push-notifications/test.php', other, { endpoint: mine.endpoint })).status,
    ).toBe(404);
    expect(
      (await kit.inject('POST', '/push-notifications/unsubscribe.php', dj, { endpoint: mine.endpoint }))
        .status,
    ).toBe(200);
  });

  it('bad bodies are a 400 in words, endpoints the server must not call a 422', async () => {
    const auth = await kit.bearer((await createDj(kit.t.database.db)).user.id);
    const keys = kit.push.newDevice().keys;
    const subscribe = (endpoint: string, extra: object = {}) =>
      kit.inject('POST', '/push-notifications/subscribe.php', auth, {
        subscription: { endpoint, keys, ...extra },
      });
    expect(await subscribe('http://push.example/x')).toMatchObject({
      status: 400,
      body: { success: false, error: 'The push endpoint must be an https:// address' },
    });
    expect(
      (await subscribe('https://push.example/x', { keys: { p256dh: 'short', auth: keys.auth } })).status,
    ).toBe(400);
    expect((await kit.inject('POST', '/push-notifications/subscribe.php', auth, {})).status).toBe(400);
    for (const endpoint of [
      'https://10.0.0.8/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://user:pass@push.example/x',
    ])
      expect((await subscribe(endpoint)).body, endpoint).toMatchObject({
        success: false,
        error: 'The push endpoint must be a public push service address',
      });
    const unknown = await subscribe('https://no-such-push-service.invalid/x');
    expect(unknown).toMatchObject({
      status: 422,
      body: { success: false, error: 'The push endpoint could not be resolved' },
    });
  });
});

describe('the endpoint guard', () => {
  const strict = { allowLoopback: false };
  const tests = { allowLoopback: true };
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses;

  it('refuses a name that resolves to any private address, and allows a public one', async () => {
    await expect(
      checkPushEndpoint('https://push.example/x', strict, resolvesTo('93.184.216.34', '10.1.2.3')),
    ).rejects.toThrow('public push service');
    await expect(
      checkPushEndpoint('https://push.example/x', strict, resolvesTo('2606:4700::1')),
    ).resolves.toBeInstanceOf(URL);
    await expect(
      checkPushEndpoint('https://push.example:8443/x', strict, resolvesTo('93.184.216.34')),
    ).rejects.toThrow();
    await expect(
      checkPushEndpoint('https://localhost/x', strict, resolvesTo('127.0.0.1', '::1')),
    ).rejects.toThrow();
    await expect(checkPushEndpoint('https://[::1]/x', strict)).rejects.toThrow();
    await expect(checkPushEndpoint('https://[fd00::1]/x', strict)).rejects.toThrow();
  });

  it('PUSH_ALLOW_LOOPBACK allows loopback addresses on any port and nothing else private', async () => {
    expect(parsePushEndpoint('https://127.0.0.1:9443/push', tests).port).toBe('9443');
    await expect(checkPushEndpoint('https://127.0.0.1:9443/push', strict)).rejects.toThrow();
    await expect(checkPushEndpoint('https://127.0.0.1:9443/push', tests)).resolves.toBeInstanceOf(URL);
    await expect(checkPushEndpoint('https://10.0.0.1/push', tests)).rejects.toThrow();
    await expect(checkPushEndpoint('https://169.254.1.1/push', tests)).rejects.toThrow();
    await expect(
      checkPushEndpoint('https://push.example/x', tests, resolvesTo('192.168.0.2')),
    ).rejects.toThrow();
  });
});

describe('notification preferences', () => {
  it('start at the defaults, change only what is sent, and refuse anything else in words', async () => {
    const auth = await kit.bearer((await createVenue(kit.t.database.db)).user.id);
    const defaults = await kit.inject('GET', '/push-notifications/preferences.php', auth);
    expect(defaults).toEqual({
      status: 200,
      body: {
        success: true,
        preferences: {
          djAvailableInCity: true,
          requestResponses: true,
          bookingUpdates: true,
          eventReminders: true,
          newFeatures: false,
        },
      },
    });
    const wrapped = await kit.inject('PUT', '/push-notifications/preferences.php', auth, {
      preferences: { newFeatures: true, bookingUpdates: false },
    });
    expect(wrapped.body['preferences']).toMatchObject({
      newFeatures: true,
      bookingUpdates: false,
      eventReminders: true,
    });
    const flat = await kit.inject('PUT', '/push-notifications/preferences.php', auth, {
      eventReminders: false,
    });
    expect(flat.body['preferences']).toMatchObject({
      newFeatures: true,
      bookingUpdates: false,
      eventReminders: false,
    });
    expect(
      (await kit.inject('PUT', '/push-notifications/preferences.php', auth, { marketing: true })).status,
    ).toBe(400);
    expect(
      (await kit.inject('PUT', '/push-notifications/preferences.php', auth, { newFeatures: 'yes' })).status,
    ).toBe(400);
  });
});
