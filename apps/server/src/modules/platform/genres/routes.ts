import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zText } from '@cuepoint/domain/text/safe-text';
import { DJ_GENRES, DJ_GENRE_GROUPS, suggestGenres } from '@cuepoint/domain/catalog/genre-list';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { access } from '../../../http/route-access.ts';

const ZGenreList = envelope(z.array(z.string()));
const ZGenreGroups = envelope(z.array(z.object({ name: z.string(), subgenres: z.array(z.string()) })));

export const GENRE_SEARCH_DEFAULT_LIMIT = 20;
export const GENRE_SEARCH_MAX_LIMIT = 50;

const ZGenreSearchQuery = z.object({
  q: zText({ label: 'q' }).trim().max(100, 'q must be at most 100 characters').default(''),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(GENRE_SEARCH_MAX_LIMIT, `limit must be at most ${GENRE_SEARCH_MAX_LIMIT}`)
    .default(GENRE_SEARCH_DEFAULT_LIMIT),
});

/** The catalogue is part of the code: any cache may keep it for an hour. */
const cacheable = {
  onSend: async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
    reply.header('cache-control', 'public, max-age=3600');
  },
};

/**
 * The genre catalogue (docs/product/djs.md), public. /genres.php, /genres and /genres/all list every genre a DJ profile
 * accepts, in picker order; /genres/hierarchical groups them by family; /genres/search matches a substring.
 */
export const genreRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = [...DJ_GENRES];
  for (const path of ['/genres.php', '/genres', '/genres/all']) {
    app.get(
      path,
      {
        ...cacheable,
        config: { access: access.public() },
        schema: {
          tags: ['genres'],
          summary: 'Every DJ genre, in picker order',
          response: { 200: ZGenreList },
        },
      },
      async () => ok(list),
    );
  }

  app.get(
    '/genres/hierarchical',
    {
      config: { access: access.public() },
      ...cacheable,
      schema: {
        tags: ['genres'],
        summary: 'The DJ genres grouped by family',
        response: { 200: ZGenreGroups },
      },
    },
    async () => ok(DJ_GENRE_GROUPS.map((group) => ({ name: group.name, subgenres: [...group.subgenres] }))),
  );

  app.get(
    '/genres/search',
    {
      config: { access: access.public() },
      ...cacheable,
      schema: {
        tags: ['genres'],
        summary: 'DJ genres containing q (case-insensitive), at most limit',
        querystring: ZGenreSearchQuery,
        response: { 200: ZGenreList, 400: ZErrorBody },
      },
    },
    async (request) => ok(suggestGenres(request.query.q, [], request.query.limit)),
  );
};
