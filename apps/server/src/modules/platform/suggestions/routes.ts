import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SUGGESTION_MAX_QUERY,
  SUGGESTION_MIN_CHARS,
  ZSuggestion,
  ZSuggestionsQuery,
  ZSuggestionsRawQuery,
} from '@cuepoint/domain/accounts/suggestions';
import { ensureArtistCatalogue } from './catalogue-loader.ts';
import { searchArtistNames } from './suggestions-store.ts';
import { access } from '../../../http/route-access.ts';

/** GET /suggestions.php?q=&limit=&type=artist: never an error; anything unusable yields an empty list. */
export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  const loaded = await ensureArtistCatalogue(db);
  if (loaded) app.log.info('artist catalogue loaded');

  app.get(
    '/suggestions.php',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary: 'Artist and DJ name suggestions for a fragment of at least 2 characters',
        querystring: ZSuggestionsRawQuery,
        response: { 200: z.object({ success: z.literal(true), data: z.array(ZSuggestion) }) },
      },
    },
    async (request) => {
      const parsed = ZSuggestionsQuery.safeParse(request.query);
      if (!parsed.success) return { success: true as const, data: [] };
      const q = typeof parsed.data.q === 'string' ? parsed.data.q.trim() : '';
      if (q.length < SUGGESTION_MIN_CHARS || q.length > SUGGESTION_MAX_QUERY)
        return { success: true as const, data: [] };
      const names = await searchArtistNames(db, q, parsed.data.limit);
      return { success: true as const, data: names.map((name) => ({ name })) };
    },
  );
};
