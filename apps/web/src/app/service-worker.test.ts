import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const source = fs.readFileSync(path.resolve(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://cuepoint.example';

type Listener = (event: Record<string, unknown>) => void;

/** Runs public/sw.js against a stand-in for the worker's global scope and returns what it opened. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const opened: string[] = [];
  const shown: { title: string; options: { data: { url: string }; tag?: string; body: string } }[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: {
      showNotification: async (
        title: string,
        options: { data: { url: string }; tag?: string; body: string },
      ) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: vi.fn(),
      matchAll: async () => [],
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  new Function('self', source)(self);
  async function push(payload: unknown) {
    const pending: Promise<unknown>[] = [];
    listeners.get('push')?.({
      data: { json: () => payload, text: () => JSON.stringify(payload) },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    await Promise.all(pending);
    const notification = shown.at(-1);
    if (!notification) throw new Error('no notification shown');
    const clicks: Promise<unknown>[] = [];
    listeners.get('notificationclick')?.({
      notification: { close: vi.fn(), data: notification.options.data },
      waitUntil: (promise: Promise<unknown>) => clicks.push(promise),
    });
    await Promise.all(clicks);
    return opened.at(-1);
  }
  return { push, shown };
}

describe('service worker notifications', () => {
  it.each([
    ['/blog/some-post', '/blog/some-post'],
    [`${ORIGIN}/dashboard?tab=bookings#new`, '/dashboard?tab=bookings#new'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,<script>alert(1)</script>', '/'],
    [42, '/'],
    [undefined, '/'],
  ])('a push naming %s opens %s', async (url, expected) => {
    const worker = loadWorker();
    expect(await worker.push({ title: 'Cuepoint', body: 'New booking', url })).toBe(expected);
  });
});

describe('service worker pushes', () => {
  it('shows the title and body, and tags a notification so a resend replaces it', async () => {
    const worker = loadWorker();
    await worker.push({
      title: 'New booking request',
      body: 'A venue wants to book you',
      url: '/dj-dashboard',
      tag: 'notification-7',
    });
    expect(worker.shown.at(-1)).toMatchObject({
      title: 'New booking request',
      options: { body: 'A venue wants to book you', tag: 'notification-7', data: { url: '/dj-dashboard' } },
    });
    await worker.push({ title: 'Cuepoint test notification', body: 'Works.', url: '/' });
    expect(worker.shown.at(-1)?.options.tag).toBeUndefined();
  });
});
