import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import {
  ZEnthusiastRecommendationsQuery,
  ZRecommendationBasis,
  ZRecommendedDj,
  ZSearchDjsQuery,
  ZSearchedDj,
  ZSimilarDj,
  ZSimilarDjsParams,
  ZSimilarDjsQuery,
  ZVenueRecommendationsQuery,
  ZVenueRecommendedDj,
} from '@cuepoint/domain/matchmaking/api';
import { ZDjDirectoryPage, ZDjDirectoryQuery } from '@cuepoint/domain/matchmaking/directory';
import { userOf } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createContextStore } from './context-store.ts';
import { createSearchStore } from './search-store.ts';
import { createSearchService } from './search-service.ts';
import { createMatchmakingService } from './matchmaking-service.ts';
import { createDirectoryService } from './directory-service.ts';
import { createDirectoryStore } from './directory-store.ts';
import { access } from '../../../http/route-access.ts';

/**
 * Matchmaking (decision record 030): GET /venue/dj-recommendations (docs/product/matchmaking.md), GET
 * /enthusiast/dj-recommendations (the Discover tab's All/Local/Remote, docs/product/matchmaking.md), GET /search-djs?q=
 * (docs/product/matchmaking.md), GET /dj-directory (the public directory at /find-djs) and GET /djs/{id}/similar.
 */
export const matchmakingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createMatchmakingService({
    db: database.db,
    contexts: createContextStore(database.db),
    clock,
    gazetteer: loadGazetteer,
  });
  const search = createSearchService({
    store: createSearchStore(database.db),
    clock,
    gazetteer: loadGazetteer,
  });
  const directory = createDirectoryService({
    db: database.db,
    store: createDirectoryStore(database.db),
    clock,
    gazetteer: loadGazetteer,
  });
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

  app.get(
    '/venue/dj-recommendations',
    {
      config: { access: access.self('venue') },
      onRequest: noStore,
      schema: {
        tags: ['matchmaking'],
        summary:
          "DJs recommended for the venue's next event (or the event asked), else for its profile, with reasons",
        security: [{ bearer: [] }],
        querystring: ZVenueRecommendationsQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZVenueRecommendedDj),
            recommendations: z.array(ZVenueRecommendedDj),
            basis: ZRecommendationBasis,
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const venue = userOf(request);
      const { basis, recommendations } = await service.forVenue(venue.id, request.query);
      return { success: true as const, data: recommendations, recommendations, basis };
    },
  );

  app.get(
    '/enthusiast/dj-recommendations',
    {
      config: { access: access.self('enthusiast') },
      onRequest: noStore,
      schema: {
        tags: ['matchmaking'],
        summary:
          "DJs recommended for the enthusiast's taste: all, local (in or coming near) or remote, with reasons",
        security: [{ bearer: [] }],
        querystring: ZEnthusiastRecommendationsQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZRecommendedDj),
            recommendations: z.array(ZRecommendedDj),
            basis: ZRecommendationBasis,
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const fan = userOf(request);
      const { basis, recommendations } = await service.forEnthusiast(fan.id, request.query);
      return { success: true as const, data: recommendations, recommendations, basis };
    },
  );

  app.get(
    '/search-djs',
    {
      config: { access: access.public() },
      schema: {
        tags: ['matchmaking'],
        summary:
          'DJs by stage name (typo-tolerant), genre or city, filtered by genre, rate range, remote or in person and date',
        querystring: ZSearchDjsQuery,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(ZSearchedDj), has_more: z.boolean() }),
          400: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { djs, hasMore } = await search.search(request.query);
      reply.header('Cache-Control', 'public, max-age=30');
      return { success: true as const, data: djs, has_more: hasMore };
    },
  );

  app.get(
    '/dj-directory',
    {
      config: { access: access.public() },
      schema: {
        tags: ['matchmaking'],
        summary:
          'The public DJ directory (/find-djs): by genre, city and radius, remote or in person, budget and rating; sorted by best match (with reasons), price, rating or newest; one page',
        querystring: ZDjDirectoryQuery,
        response: { 200: ZDjDirectoryPage, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      const page = await directory.page(request.query);
      reply.header('Cache-Control', 'public, max-age=30');
      return page;
    },
  );

  app.get(
    '/djs/:id/similar',
    {
      config: { access: access.public() },
      schema: {
        tags: ['matchmaking'],
        summary: 'DJs similar to a DJ (genres, influences, place, rate), with reasons',
        params: ZSimilarDjsParams,
        querystring: ZSimilarDjsQuery,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(ZSimilarDj) }),
          400: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await service.similarTo(request.params.id, request.query.limit);
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true as const, data };
    },
  );
};
