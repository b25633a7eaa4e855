import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { makeWebDist } from '../test/web-dist.ts';
import { RATE_LIMIT_MESSAGE } from './rate-limit.ts';
import { STRICT_TIERS } from './rate-limit-tiers.ts';

async function exhaust(t: TestApp, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await t.app.inject({ url: '/api/v14/blog-posts.php?limit=1', remoteAddress: ip });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) return { statuses, last: response };
  }
  throw new Error(`never limited: ${statuses.join(',')}`);
}

describe('global rate limit', () => {
  let memory: TestApp;
  beforeAll(async () => {
    memory = await createTestApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => memory.close());

  it('answers the request past the limit with 429, the message and Retry-After (in memory)', async () => {
    const { statuses, last } = await exhaust(memory, '203.0.113.7');
    expect(statuses).toEqual([200, 200, 429]);
    expect(last.json()).toMatchObject({ success: false, error: RATE_LIMIT_MESSAGE });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted separately.
    expect(
      (await memory.app.inject({ url: '/api/v14/blog-posts.php?limit=1', remoteAddress: '203.0.113.8' }))
        .statusCode,
    ).toBe(200);
  });

  it('never limits the liveness probe', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await memory.app.inject({ url: '/api/v14/health', remoteAddress: '203.0.113.9' })).statusCode,
      ).toBe(200);
    }
  });

  it('shares counters through Redis when REDIS_URL is set', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    // Redis runs on every development and CI machine (127.0.0.1:6379).
    await redis.connect();
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const a = await createTestApp({ RATE_LIMIT_MAX: '2' }, { redis });
    const b = await createTestApp({ RATE_LIMIT_MAX: '2' }, { redis, database: a.database });
    try {
      expect(
        (await a.app.inject({ url: '/api/v14/blog-posts.php?limit=1', remoteAddress: ip })).statusCode,
      ).toBe(200);
      expect(
        (await b.app.inject({ url: '/api/v14/blog-posts.php?limit=1', remoteAddress: ip })).statusCode,
      ).toBe(200);
      // The third request reaches the other process but the shared counter is already spent.
      expect(
        (await a.app.inject({ url: '/api/v14/blog-posts.php?limit=1', remoteAddress: ip })).statusCode,
      ).toBe(429);
    } finally {
      await b.app.close();
      await a.close();
      redis.disconnect();
    }
  });
});

describe('rate-limit tiers with the default settings', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await makeWebDist({
      'assets/index-abc123.js': 'console.log(1)',
      'assets/index-abc123.css': 'body{margin:0}',
      'sw.js': 'self.addEventListener("push", () => {})',
      'manifest.webmanifest': '{"name":"Cuepoint"}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    t = await createTestApp({ SERVE_WEB: 'true' }, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('never limits files and pages: 2,000 requests from one address all answer 200', async () => {
    const urls = [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/sw.js',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/',
      '/about',
      '/blog',
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 2000; i += 1) {
      const url = urls[i % urls.length]!;
      const { statusCode } = await t.app.inject({ url, remoteAddress: '203.0.113.20' });
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 2000 });
  });

  it('lets 1,000 ordinary reads a minute through, then answers 429 with Retry-After', async () => {
    const ip = '203.0.113.21';
    const read = () => t.app.inject({ url: '/api/v14/blog-categories.php', remoteAddress: ip });
    const statuses = new Set<number>();
    for (let i = 0; i < 1000; i += 1) statuses.add((await read()).statusCode);
    expect([...statuses]).toEqual([200]);
    let last = await read();
    for (let i = 0; i < 500 && last.statusCode === 200; i += 1) last = await read();
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ success: false, error: RATE_LIMIT_MESSAGE });
  });

  it('keeps the strict tier of forms that send mail, with Retry-After', async () => {
    const ip = '203.0.113.22';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/v14/contact.php', payload: {}, remoteAddress: ip });
    for (let i = 0; i < STRICT_TIERS.message.max; i += 1) expect((await send()).statusCode).toBe(400);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Reads from the same address are counted apart.
    expect((await t.app.inject({ url: '/api/v14/blog-categories.php', remoteAddress: ip })).statusCode).toBe(
      200,
    );
  });
});

describe('read and write tiers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WRITE_MAX: '2' });
  });
  afterAll(() => t.close());

  it('counts reads and writes apart, each answering 429 with Retry-After past its limit', async () => {
    const ip = '203.0.113.23';
    const read = () => t.app.inject({ url: '/api/v14/blog-categories.php', remoteAddress: ip });
    const write = () =>
      t.app.inject({ method: 'POST', url: '/api/v14/auth/logout', payload: {}, remoteAddress: ip });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(429);
    expect((await write()).statusCode).not.toBe(429);
    expect((await write()).statusCode).not.toBe(429);
    const refused = await write();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
