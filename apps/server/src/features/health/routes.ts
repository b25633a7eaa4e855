import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope, ok } from '../../http/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
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
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers a query',
        response: {
          200: envelope(z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) })),
        },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return ok({ status: 'ready' as const, database: database.kind });
    },
  );
};
