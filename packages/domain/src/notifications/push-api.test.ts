import { describe, expect, it } from 'vitest';
import { ZPreferencesUpdate, ZSubscribePhpBody, ZSubscribeRestBody } from './push-api.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES, categoriesFor } from './preferences.ts';
import { dueReminder } from './reminders.ts';
import { nextAttemptAt, retryDelayMs } from './delivery-policy.ts';

const p256dh = `B${'A'.repeat(86)}`;
const auth = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('push API bodies', () => {
  it('accepts both subscribe variants and normalizes base64 keys to base64url', () => {
    const php = ZSubscribePhpBody.parse({
      subscription: { endpoint: 'https://push.example/abc', keys: { p256dh, auth: `${auth}==` } },
      deviceInfo: { userAgent: 'UA', platform: 'Linux' },
    });
    expect(php.subscription.keys.auth).toBe(auth);
    const rest = ZSubscribeRestBody.safeParse({
      subscription: {
        endpoint: 'https://push.example/abc',
        keys: { p256dh: p256dh.replace(/A/g, '+'), auth },
      },
      device_info: { userAgent: 'UA', platform: 'MacIntel', timestamp: '2026-01-01T00:00:00Z' },
    });
    expect(rest.success && rest.data.subscription.keys.p256dh.startsWith('B-')).toBe(true);
  });

  it('refuses http endpoints and keys of the wrong length, in words', () => {
    const http = ZSubscribePhpBody.safeParse({
      subscription: { endpoint: 'http://push.example/abc', keys: { p256dh, auth } },
    });
    expect(http.error?.issues[0]?.message).toBe('The push endpoint must be an https:// address');
    const short = ZSubscribePhpBody.safeParse({
      subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'BAAA', auth } },
    });
    expect(short.error?.issues[0]?.message).toMatch(/p256dh a 65-byte P-256 key/);
  });

  it('takes a preferences update wrapped or flat, and refuses empty or unknown ones', () => {
    expect(ZPreferencesUpdate.parse({ preferences: { newFeatures: true } })).toEqual({ newFeatures: true });
    expect(ZPreferencesUpdate.parse({ bookingUpdates: false })).toEqual({ bookingUpdates: false });
    expect(ZPreferencesUpdate.safeParse({}).success).toBe(false);
    expect(ZPreferencesUpdate.safeParse({ marketing: true }).success).toBe(false);
    expect(ZPreferencesUpdate.safeParse({ bookingUpdates: 'yes' }).success).toBe(false);
  });
});

describe('preferences, reminders and retries', () => {
  it('defaults every category on except new features; DJs are not offered DJs in their city', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      djAvailableInCity: true,
      requestResponses: true,
      bookingUpdates: true,
      eventReminders: true,
      newFeatures: false,
    });
    expect(categoriesFor('dj')).not.toContain('djAvailableInCity');
    expect(categoriesFor('venue')).toHaveLength(5);
  });

  it('a reminder is due 24 h and 2 h before, and none once the event started', () => {
    const eventAt = new Date('2026-12-05T20:00:00Z');
    const before = (hours: number) => new Date(eventAt.getTime() - hours * 3_600_000);
    expect(dueReminder(eventAt, before(25))).toBeNull();
    expect(dueReminder(eventAt, before(24))).toBe('24h');
    expect(dueReminder(eventAt, before(3))).toBe('24h');
    expect(dueReminder(eventAt, before(2))).toBe('2h');
    expect(dueReminder(eventAt, eventAt)).toBeNull();
  });

  it('backs off from 30 s doubling to an hour, and gives up after 3 days', () => {
    expect([1, 2, 3, 8, 30].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    const created = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt(created, 1, created)).toEqual(new Date('2026-01-01T00:00:30Z'));
    expect(nextAttemptAt(created, 50, new Date('2026-01-03T23:30:00Z'))).toBeNull();
  });
});
