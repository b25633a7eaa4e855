import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryName } from '@cuepoint/domain/catalog/countries';
import { countryForIp } from '../../../adapters/geo/country-lookup.ts';
import { access } from '../../../http/route-access.ts';

/** GET /geo/country: the visitor's country from their address (bundled database; null for local addresses). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/country',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary: "The visitor's country (ISO code and name) detected from the request address, or null",
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ country: z.string().nullable(), name: z.string().nullable() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const country = countryForIp(request.ip);
      reply.header('Cache-Control', 'private, max-age=3600');
      return {
        success: true as const,
        data: { country, name: country ? (countryName(country) ?? null) : null },
      };
    },
  );
};
