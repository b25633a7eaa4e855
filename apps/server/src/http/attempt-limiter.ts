import type { Redis } from 'ioredis';
import { tooManyAttempts } from '@cuepoint/domain/accounts/messages';
import { AppError } from './app-error.ts';
import type { Clock } from '../adapters/clock.ts';

/**
 * Fixed-window attempt counters keyed by what is being protected ("login:ip:1.2.3.4", "login:email:a@b.c"):
 * in memory by default, in Redis when configured so several server processes share the counts.
 */
export type AttemptRule = { max: number; windowMs: number };

export type AttemptLimiter = {
  /** Counts one attempt; throws a 429 AppError with Retry-After when the key is over its limit. */
  hit(key: string, rule: AttemptRule): Promise<void>;
  /** Forgets a key (e.g. the per-account login counter after a successful sign-in). */
  reset(key: string): Promise<void>;
};

export function rateLimited(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', tooManyAttempts(seconds), { retryAfter: seconds });
}

function memoryLimiter(clock: Clock): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000 && windows.size < 50_000) return;
    lastSweep = now;
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, rule) {
      const now = clock.now().getTime();
      sweep(now);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > rule.max) throw rateLimited((entry.resetAt - now) / 1000);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

function redisLimiter(redis: Redis): AttemptLimiter {
  const prefix = 'cuepoint-attempts:';
  return {
    async hit(key, rule) {
      const name = prefix + key;
      // SET NX starts the window once; INCR counts; PTTL says when the window ends (works on Redis 2.6+).
      const results = await redis
        .multi()
        .set(name, 0, 'PX', rule.windowMs, 'NX')
        .incr(name)
        .pttl(name)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? rule.windowMs);
      if (count > rule.max) throw rateLimited((ttl > 0 ? ttl : rule.windowMs) / 1000);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not (decision record 040): an outage loosens the counts
 * to one per process, it never turns a sign-in into an error. A limit reached in Redis is still a 429.
 */
function redisWithFallback(redis: Redis, clock: Clock): AttemptLimiter {
  const shared = redisLimiter(redis);
  const local = memoryLimiter(clock);
  const pick = async (work: (limiter: AttemptLimiter) => Promise<void>) => {
    if (redis.status !== 'ready') return work(local);
    try {
      await work(shared);
    } catch (error) {
      if (error instanceof AppError) throw error;
      await work(local);
    }
  };
  return {
    hit: (key, rule) => pick((limiter) => limiter.hit(key, rule)),
    reset: (key) => pick((limiter) => limiter.reset(key)),
  };
}

export function createAttemptLimiter(options: { clock: Clock; redis?: Redis | undefined }): AttemptLimiter {
  return options.redis ? redisWithFallback(options.redis, options.clock) : memoryLimiter(options.clock);
}
