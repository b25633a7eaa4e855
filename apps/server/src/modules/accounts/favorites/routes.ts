import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import {
  FAVORITE_MESSAGES,
  ZFavoriteArtist,
  ZFavoriteArtistInput,
  ZFavoriteDj,
  ZFavoriteDjInput,
} from '@cuepoint/domain/favorites/favorites';
import { badRequest } from '../../../http/app-error.ts';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createFavoritesStore } from './favorites-store.ts';
import { createFavoritesService } from './favorites-service.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const writeErrors = { ...errors, 409: ZErrorBody, 422: ZErrorBody };

// DELETE names the favorite in its JSON body (the spec) or, for clients that send no body, in the query.
const ZDjNameQuery = ZFavoriteDjInput.partial();
const ZArtistNameQuery = ZFavoriteArtistInput.partial();

function nameToDelete(
  body: { [key: string]: string | undefined } | null | undefined,
  query: typeof body,
  key: string,
) {
  const name = body?.[key] ?? query?.[key];
  if (!name) {
    throw badRequest(
      key === 'dj_name' ? FAVORITE_MESSAGES.djNameRequired : FAVORITE_MESSAGES.artistNameRequired,
    );
  }
  return name;
}

/**
 * Favorite DJs and artists (docs/product/enthusiasts.md): a venue's at /venue/favorite-djs, an enthusiast's at
 * /enthusiast-favorite-djs.php, and any signed-in account's favorite artists at /user-favorite-artists.php. Each
 * reads and writes only the signed-in account's own list: 401 for a visitor and 403 for another account type,
 * before the body is read.
 */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createFavoritesService({ store: createFavoritesStore(database.db), clock });
  const docs = (summary: string) => ({ tags: ['favorites'], summary, security: [{ bearer: [] }] });

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  /** GET, POST and DELETE of one account type's favorite DJs at `path`; `listField` names the list at the top. */
  const favoriteDjRoutes = (path: string, type: TUserType, listField?: 'favorite_djs') => {
    const ZList = listField
      ? z.object({ success: z.literal(true), data: z.array(ZFavoriteDj), favorite_djs: z.array(ZFavoriteDj) })
      : envelope(z.array(ZFavoriteDj));

    app.get(
      path,
      {
        config: { access: access.self(type) },
        schema: { ...docs(`The signed-in ${type}'s favorite DJs`), response: { 200: ZList, ...errors } },
      },
      async (request) => {
        const list = await service.listDjs(userOf(request).id);
        return listField ? { ...ok(list), favorite_djs: list } : ok(list);
      },
    );

    app.post(
      path,
      {
        config: { access: access.self(type) },
        onRequest: sameOriginRequired,
        schema: {
          ...docs('Adds a favorite DJ by name (409 when it is already there, in any case)'),
          body: ZFavoriteDjInput,
          response: { 201: envelope(ZFavoriteDj), ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await service.addDj(userOf(request).id, request.body.dj_name))),
    );

    app.delete(
      path,
      {
        config: { access: access.self(type) },
        onRequest: sameOriginRequired,
        schema: {
          ...docs('Removes a favorite DJ by name (body { dj_name }, or ?dj_name=)'),
          body: ZFavoriteDjInput.nullish(),
          querystring: ZDjNameQuery,
          response: { 200: envelope(z.object({ dj_name: z.string() })), ...errors },
        },
      },
      async (request) => {
        const userId = userOf(request).id;
        return ok(await service.removeDj(userId, nameToDelete(request.body, request.query, 'dj_name')));
      },
    );
  };

  favoriteDjRoutes('/venue/favorite-djs', 'venue');
  favoriteDjRoutes('/enthusiast-favorite-djs.php', 'enthusiast', 'favorite_djs');

  const path = '/user-favorite-artists.php';
  app.get(
    path,
    {
      config: { access: access.self() },
      schema: {
        ...docs("The signed-in user's favorite artists"),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZFavoriteArtist),
            /** docs/product/enthusiasts.md: the names; `data` has each with its id. */
            favorite_artists: z.array(z.string()),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const list = await service.listArtists(userOf(request).id);
      return { ...ok(list), favorite_artists: list.map((artist) => artist.artist_name) };
    },
  );

  app.post(
    path,
    {
      config: { access: access.self() },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Adds a favorite artist by name (409 when it is already there, in any case)'),
        body: ZFavoriteArtistInput,
        response: { 201: envelope(ZFavoriteArtist), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.addArtist(userOf(request).id, request.body.artist_name))),
  );

  app.delete(
    path,
    {
      config: { access: access.self() },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Removes a favorite artist by name (body { artist_name }, or ?artist_name=)'),
        body: ZFavoriteArtistInput.nullish(),
        querystring: ZArtistNameQuery,
        response: { 200: envelope(z.object({ artist_name: z.string() })), ...errors },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      return ok(await service.removeArtist(userId, nameToDelete(request.body, request.query, 'artist_name')));
    },
  );
};
