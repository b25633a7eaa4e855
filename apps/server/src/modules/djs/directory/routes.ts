import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, sql } from 'drizzle-orm';
import {
  DJ_DIRECTORY_DEFAULT_LIMIT,
  ZDjDirectory,
  ZDjDirectoryQuery,
} from '@cuepoint/domain/djs/dj-directory';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { access } from '../../../http/route-access.ts';
import { notSuspended } from '../../accounts/index.ts';

/**
 * GET /dj/profiles (docs/product/matchmaking.md): any signed-in account reads the DJs it may pick from, by stage name
 * (A–Z), each with its public page. A suspended DJ is left out, as from search (decision record 034). Nothing here is
 * private: the same names and pages are public; the list is for signed-in screens only, as the spec has it.
 */
export const djDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dj/profiles',
    {
      config: { access: access.self() },
      schema: {
        tags: ['djs'],
        summary: 'The DJs by stage name, for a signed-in account to pick from',
        security: [{ bearer: [] }],
        querystring: ZDjDirectoryQuery,
        response: { 200: ZDjDirectory, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? DJ_DIRECTORY_DEFAULT_LIMIT;
      const rows = await app.services.database.db
        .select({ id: djProfiles.userId, stageName: djProfiles.stageName, slug: djProfiles.slug })
        .from(djProfiles)
        .where(notSuspended(djProfiles.userId))
        .orderBy(asc(sql`lower(${djProfiles.stageName})`), asc(djProfiles.userId))
        .limit(limit);
      return {
        success: true as const,
        djs: rows.map((row) => ({
          id: row.id,
          stage_name: row.stageName,
          name: row.stageName,
          slug: row.slug,
        })),
      };
    },
  );
};
