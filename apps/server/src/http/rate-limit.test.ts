import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { RATE_LIMIT_MESSAGE } from './rate-limit.ts';

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
    expect(last.json()).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
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
