import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The shared Redis client (rate limits, attempt counters, the public cache). It never queues a command while
 * disconnected and gives up on one after 500 ms, so a Redis outage costs a request nothing but the shared counts and
 * the cache (decision record 040); it reconnects by itself, at most every 2 s. `keyPrefix` goes before every key it
 * reads or writes: processes that must not share counts or cached answers on one Redis (tests) each pass their own.
 */
export async function openRedis(url: string, options: { keyPrefix?: string } = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // Failed connection attempts are expected while Redis is away; logRedisState says so once.
  redis.on('error', () => {});
  return redis;
}

/** One warning when Redis goes away and one line when it is back, instead of a line per failed attempt. */
export function logRedisState(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits count per process, the public cache is skipped');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn('Redis reachable again');
  });
}
