import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { fail } from './envelope.ts';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * Global limit per IP, in memory by default and in Redis when configured so several server processes share it.
 * Routes that send mail or check a password set tighter limits with `config.rateLimit`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; redis?: Redis | undefined },
) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'cuepoint-rl:' } : {}),
    allowList: (request) => request.url === '/api/v14/health',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...fail(RATE_LIMIT_MESSAGE),
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
}
