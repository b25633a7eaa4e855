import type { FastifyInstance } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { fail } from './envelope.ts';
import { defaultTierOf, isFileOrPage, isUploadTransfer, type DefaultTier } from './rate-limit-tiers.ts';
import { isInternalRequest } from './pages/internal-requests.ts';
import { sharedCountersWithFallback } from './rate-limit-store.ts';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

const HEALTH_PATH = '/api/v14/health';

/**
 * Per-address limits by tier (http/rate-limit-tiers.ts), in memory by default and in Redis when configured so
 * several server processes share them (counted per process while Redis is unreachable). Files, pages, the pieces of a resumable upload, the liveness probe and the
 * page renderer's in-process calls are never counted.
 */
let lastWarning = 0;
/** One log line a minute while the limits are counted per process. */
function warnOnce(app: FastifyInstance, error: Error | undefined) {
  const now = Date.now();
  if (now - lastWarning < 60_000) return;
  lastWarning = now;
  app.log.warn({ err: error }, 'rate limits: Redis unreachable, counting in this process');
}

export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: Record<DefaultTier, number>; redis?: Redis | undefined },
) {
  await app.register(rateLimit, {
    global: true,
    // Reads and writes are counted apart, so a page full of reads never blocks the form sent after it.
    keyGenerator: (request) => `${defaultTierOf(request)}:${normalizeIP(request.ip)}`,
    max: (request) => options.max[defaultTierOf(request)],
    timeWindow: '1 minute',
    ...(options.redis
      ? {
          store: sharedCountersWithFallback(options.redis, 'cuepoint-rl:', (error) => warnOnce(app, error)),
        }
      : {}),
    // The server renderer's own API calls (http/pages) come from the server itself, never from the visitor.
    allowList: (request) =>
      isFileOrPage(request) ||
      isUploadTransfer(request) ||
      request.url === HEALTH_PATH ||
      isInternalRequest(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...fail('RATE_LIMITED', RATE_LIMIT_MESSAGE),
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
}
