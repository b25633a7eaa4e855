import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { manualClock } from '../adapters/clock.ts';
import { AppError } from './app-error.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';

const rule = { max: 3, windowMs: 60_000 };

async function attempts(hit: () => Promise<void>, count: number) {
  const results: (number | true)[] = [];
  for (let i = 0; i < count; i += 1) {
    try {
      await hit();
      results.push(true);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      results.push(Number((error as AppError).details?.['retryAfter']));
    }
  }
  return results;
}

describe('attempt limiter in memory', () => {
  it('allows max attempts per window, then 429 with the wait, and resets', async () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter({ clock });
    expect(await attempts(() => limiter.hit('k', rule), 4)).toEqual([true, true, true, 60]);
    clock.advance(30_000);
    expect(await attempts(() => limiter.hit('k', rule), 1)).toEqual([30]);
    clock.advance(30_001);
    expect(await attempts(() => limiter.hit('k', rule), 1)).toEqual([true]);
    await limiter.reset('k');
    expect(await attempts(() => limiter.hit('k', rule), 3)).toEqual([true, true, true]);
    expect(await attempts(() => limiter.hit('other', rule), 1)).toEqual([true]);
  });
});

const redisUrl = process.env['REDIS_URL'];
describe.skipIf(!redisUrl)('attempt limiter in Redis', () => {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : undefined;
  afterAll(() => redis?.quit());

  it('shares counts through Redis with the same rules', async () => {
    const limiter = createAttemptLimiter({ clock: manualClock(), redis });
    const key = `test:${Date.now()}:${Math.random()}`;
    const results = await attempts(() => limiter.hit(key, rule), 4);
    expect(results.slice(0, 3)).toEqual([true, true, true]);
    expect(results[3]).toBeGreaterThan(55);
    await limiter.reset(key);
    expect(await attempts(() => limiter.hit(key, rule), 1)).toEqual([true]);
  });
});
