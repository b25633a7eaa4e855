import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../adapters/clock.ts';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressBody,
  negotiateEncoding,
  varyOnAcceptEncoding,
} from './compression.ts';

/**
 * A short-lived cache of public, anonymous GET answers (the home's data, the blog), in process by default and
 * in Redis when REDIS_URL is set so every server process shares it. Each answer is kept serialized with its
 * strong ETag and its brotli and gzip forms, keyed by path and normalized query.
 *
 * Answers carry named tags; a write calls `invalidate(tag)`, which bumps the tag's generation so every answer
 * stored under an older generation is a miss from then on. The time to live only bounds how stale an answer
 * can get when the content changes behind the server's back (a manual database edit).
 */

/** What a cached answer depends on. A write to that content must call `invalidate` with its tag. */
export type CacheTag = 'blog' | 'sets' | 'djs';

export type CachedAnswer = { etag: string; body: Buffer; br?: Buffer | undefined; gzip?: Buffer | undefined };

export type PublicCache = {
  /** The answer stored under key for the tags' current generations; `stamp` is what `store` must be given. */
  lookup(key: string, tags: readonly CacheTag[]): Promise<{ answer?: CachedAnswer; stamp?: string }>;
  store(key: string, stamp: string, answer: CachedAnswer): Promise<void>;
  /** Drops every answer tagged with tag (in every process sharing the Redis). */
  invalidate(tag: CacheTag): Promise<void>;
  /** Served from the cache vs built, since start (tests and the bench read them). */
  readonly stats: { hits: number; misses: number };
};

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type Options = {
  clock: Clock;
  ttlMs: number;
  redis?: Redis | undefined;
  /** Redis key prefix; tests give each run its own. */
  prefix?: string;
  maxEntries?: number;
  onError?: (error: unknown) => void;
};

/** A disabled cache (ttl 0): every lookup misses and nothing is kept. */
function noCache(): PublicCache {
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async lookup() {
      stats.misses += 1;
      return {};
    },
    async store() {},
    async invalidate() {},
  };
}

function memoryCache(options: Options): PublicCache {
  const maxEntries = options.maxEntries ?? 500;
  const generations = new Map<CacheTag, number>();
  const entries = new Map<string, { stamp: string; expiresAt: number; answer: CachedAnswer }>();
  const stats = { hits: 0, misses: 0 };
  const stampOf = (tags: readonly CacheTag[]) => tags.map((tag) => generations.get(tag) ?? 0).join('.');
  return {
    stats,
    async lookup(key, tags) {
      const stamp = stampOf(tags);
      const entry = entries.get(key);
      if (!entry || entry.stamp !== stamp || entry.expiresAt <= options.clock.now().getTime()) {
        if (entry) entries.delete(key);
        stats.misses += 1;
        return { stamp };
      }
      // Most recently used last: the first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      stats.hits += 1;
      return { answer: entry.answer, stamp };
    },
    async store(key, stamp, answer) {
      entries.delete(key);
      entries.set(key, { stamp, answer, expiresAt: options.clock.now().getTime() + options.ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async invalidate(tag) {
      generations.set(tag, (generations.get(tag) ?? 0) + 1);
    },
  };
}

function redisCache(redis: Redis, options: Options): PublicCache {
  const prefix = options.prefix ?? 'cuepoint-cache:';
  const generationKey = (tag: CacheTag) => `${prefix}gen:${tag}`;
  const entryKey = (key: string) => `${prefix}answer:${key}`;
  const stats = { hits: 0, misses: 0 };
  const fail = (error: unknown) => options.onError?.(error);
  return {
    stats,
    async lookup(key, tags) {
      try {
        // One round trip: the tags' generations and the stored answer.
        const pipeline = redis.pipeline();
        for (const tag of tags) pipeline.get(generationKey(tag));
        pipeline.hgetallBuffer(entryKey(key));
        const results = (await pipeline.exec()) ?? [];
        const failed = results.find(([error]) => error);
        if (failed) throw failed[0];
        const stamp = tags.map((_, i) => String(results[i]?.[1] ?? 0)).join('.');
        const stored = results[tags.length]?.[1] as Record<string, Buffer> | undefined;
        if (!stored?.['etag'] || !stored['body'] || stored['stamp']?.toString() !== stamp) {
          stats.misses += 1;
          return { stamp };
        }
        stats.hits += 1;
        return {
          stamp,
          answer: {
            etag: stored['etag'].toString(),
            body: stored['body'],
            br: stored['br'],
            gzip: stored['gzip'],
          },
        };
      } catch (error) {
        // Redis away: answer from the database, keep nothing.
        fail(error);
        stats.misses += 1;
        return {};
      }
    },
    async store(key, stamp, answer) {
      const fields: Record<string, string | Buffer> = { stamp, etag: answer.etag, body: answer.body };
      if (answer.br) fields['br'] = answer.br;
      if (answer.gzip) fields['gzip'] = answer.gzip;
      try {
        await redis
          .multi()
          .del(entryKey(key))
          .hset(entryKey(key), fields)
          .pexpire(entryKey(key), options.ttlMs)
          .exec();
      } catch (error) {
        fail(error);
      }
    },
    async invalidate(tag) {
      try {
        await redis.incr(generationKey(tag));
      } catch (error) {
        fail(error);
      }
    },
  };
}

export function createPublicCache(options: Options): PublicCache {
  if (options.ttlMs <= 0) return noCache();
  return options.redis ? redisCache(options.redis, options) : memoryCache(options);
}

/**
 * Path plus the query with its parameters sorted: `?limit=3&tag=x` and `?tag=x&limit=3` share one answer. Taken
 * from the raw URL so a hit is answered before validation; a query that fails validation is never kept (400).
 */
export function cacheKeyOf(request: FastifyRequest): string {
  const search = request.url.indexOf('?');
  const params = new URLSearchParams(search === -1 ? '' : request.url.slice(search + 1));
  params.sort();
  return `${request.routeOptions.url ?? request.url.slice(0, search)}?${params.toString()}`;
}

/** Serializes once, hashes for the strong ETag and compresses the forms a browser may ask for. */
export async function toCachedAnswer(serialized: string): Promise<CachedAnswer> {
  const body = Buffer.from(serialized);
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return { etag, body };
  const [br, gzip] = await Promise.all([compressBody(body, 'br'), compressBody(body, 'gzip')]);
  return { etag, body, br, gzip };
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix added on the way still matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  varyOnAcceptEncoding(reply);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    return null;
  }
  reply.type('application/json; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? answer[encoding] : undefined;
  if (!encoding || !encoded) return answer.body;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoded;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer this public GET from the public cache, dropped when one of these tags is invalidated. */
    publicCache?: readonly CacheTag[];
  }
}

const pending = new WeakMap<FastifyRequest, { key: string; stamp: string | undefined }>();

/**
 * Serves the routes that set `config: { publicCache: [tags] }`: a hit is answered before validation and the
 * handler; a miss runs them and keeps its serialized 200 answer. Either way the answer carries the strong ETag, and a
 * matching If-None-Match gets a 304. Errors (a 404 post) are never kept.
 *
 * Register before the compression hook: the answer is kept as serialized, with its own compressed forms.
 */
export function registerPublicCache(app: FastifyInstance) {
  // After the route's rate limit (onRequest), before validation and the handler.
  app.addHook('preValidation', async (request, reply) => {
    const tags = request.routeOptions.config.publicCache;
    if (!tags || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const key = cacheKeyOf(request);
    const found = await app.services.publicCache.lookup(key, tags);
    if (found.answer) return reply.send(sendAnswer(request, reply, found.answer));
    pending.set(request, { key, stamp: found.stamp });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    pending.delete(request);
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const answer = await toCachedAnswer(payload);
    if (miss.stamp !== undefined) await app.services.publicCache.store(miss.key, miss.stamp, answer);
    return sendAnswer(request, reply, answer);
  });
}
