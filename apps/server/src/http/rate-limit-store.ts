import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';

/** The counter store contract of @fastify/rate-limit (its RedisStore and LocalStore follow it). */
type CounterStore = FastifyRateLimitStore;
type Callback = Parameters<CounterStore['incr']>[1];
type RouteOptions = Parameters<CounterStore['child']>[0];
type StoreClass<Args extends unknown[]> = new (...args: Args) => CounterStore;

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass<
  [boolean, boolean, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass<[boolean, boolean, number]>;

/** What the counters do while Redis cannot be reached (decision record 040). */
export type FallbackListener = (error: Error | undefined) => void;

class SharedCounters implements CounterStore {
  private readonly redis: Redis;
  private readonly shared: CounterStore;
  private readonly local: CounterStore;
  private readonly onFallback: FallbackListener;

  constructor(redis: Redis, shared: CounterStore, local: CounterStore, onFallback: FallbackListener) {
    this.redis = redis;
    this.shared = shared;
    this.local = local;
    this.onFallback = onFallback;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    // A disconnected client fails at once (no offline queue); the count is then this process's own.
    if (this.redis.status !== 'ready') {
      this.onFallback(undefined);
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onFallback(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): CounterStore {
    return new SharedCounters(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFallback,
    );
  }
}

/**
 * A rate-limit store that counts in Redis, shared by every server process, and in this process's memory while Redis
 * is unreachable: a Redis outage loosens the limits to one count per process instead of failing requests or
 * dropping the limits. Passed to @fastify/rate-limit as its `store` (a class it constructs with its settings).
 */
export function sharedCountersWithFallback(
  redis: Redis,
  nameSpace: string,
  onFallback: FallbackListener,
): FastifyRateLimitStoreCtor {
  return class extends SharedCounters {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands its settings over with these two flags resolved.
      const params = options as FastifyRateLimitOptions &
        Partial<Record<'continueExceeding' | 'exponentialBackoff', boolean>>;
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, 5000),
        onFallback,
      );
    }
  };
}
