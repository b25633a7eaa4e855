import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../../http/unavailable.ts';
import { envelope, ok } from '../../../http/envelope.ts';
import { access } from '../../../http/route-access.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: envelope(z.object({ status: z.literal('ok'), uptime_seconds: z.number() })) },
      },
    },
    async () => ok({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: access.public() },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers a query within 2 s (503 otherwise); Redis, when configured, is reported but not required',
        response: {
          200: envelope(
            z.object({
              status: z.literal('ready'),
              database: z.enum(['pglite', 'postgres']),
              redis: z.enum(['ready', 'unavailable', 'not_configured']),
            }),
          ),
        },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('UNAVAILABLE', 'Database unavailable', {
          retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
        });
      }
      // Without Redis, rate limits count per process and the public cache is skipped (decision record 040).
      const { redis } = app.services;
      const redisState = !redis ? 'not_configured' : redis.status === 'ready' ? 'ready' : 'unavailable';
      return ok({ status: 'ready' as const, database: database.kind, redis: redisState });
    },
  );
};
