import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openRedis } from '../adapters/redis.ts';
import { createTestApp } from '../test/test-app.ts';
import { systemClock } from '../adapters/clock.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { registerErrorHandling } from './error-handler.ts';
import { isUnavailableError, UNAVAILABLE_MESSAGE } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database out of reach', () => {
  it('is told apart from a wrong request, through the causes drivers wrap around it', () => {
    expect(isUnavailableError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isUnavailableError(new Error('Failed query', { cause: withCode('terminating connection', '57P01') })),
    ).toBe(true);
    expect(isUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailableError(withCode('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isUnavailableError(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isUnavailableError(new Error('something else'))).toBe(false);
  });

  it('answers 503 with Retry-After, never a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') });
    });
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ success: false, error: UNAVAILABLE_MESSAGE });
    await app.close();
  });
});

describe('Redis out of reach', () => {
  // Nothing listens on port 1: the client never connects and fails every command at once.
  const deadRedisUrl = 'redis://127.0.0.1:1';

  it('counts sign-in attempts in the process instead of failing them', async () => {
    const redis = await openRedis(deadRedisUrl);
    try {
      const limiter = createAttemptLimiter({ clock: systemClock, redis });
      const rule = { max: 2, windowMs: 60_000 };
      await limiter.hit('login:test', rule);
      await limiter.hit('login:test', rule);
      await expect(limiter.hit('login:test', rule)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      redis.disconnect();
    }
  });

  it('keeps the per-address limit, counted in the process, and readiness says Redis is unavailable', async () => {
    const redis = await openRedis(deadRedisUrl);
    const t = await createTestApp({ RATE_LIMIT_MAX: '3' }, { redis });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/v14/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.redis).toBe('unavailable');
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await t.app.inject({ method: 'GET', url: '/api/v14/genres' })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
      redis.disconnect();
    }
  });
});
