import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDjSet,
  ZDjSetCreate,
  ZDjSetSimpleCreate,
  ZDjSetUpdate,
  ZDjStorage,
} from '@cuepoint/domain/djs/dj-sets';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createDjSetStore } from './sets-store.ts';
import { createDjSetService } from './sets-service.ts';
import { access } from '../../../http/route-access.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
};
const ZIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be a whole number')
    .max(2_147_483_647, 'id must be a whole number'),
});

/**
 * The DJ dashboard's set calls (docs/product/djs.md), for the signed-in DJ's own sets only: 401 for a visitor and 403
 * for another account type, both before the body is read; another DJ's set is a 404.
 */
export const ownSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files, clock, publicCache } = app.services;
  const service = createDjSetService({
    store: createDjSetStore(database.db),
    files,
    clock,
    publicCache,
    log: app.log,
  });
  const docs = (summary: string) => ({ tags: ['dj-sets'], summary, security: [{ bearer: [] }] });

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get(
    '/dj/sets',
    {
      config: { access: access.self('dj') },
      schema: {
        ...docs('The signed-in DJ’s sets, newest first'),
        response: { 200: envelope(z.array(ZDjSet)), ...errors },
      },
    },
    async (request) => ok(await service.list(userOf(request).id)),
  );

  app.post(
    '/dj/sets',
    {
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs(
          'Adds a set: a title and a tracklist, and for audio or video a set URL or a completed upload',
        ),
        description:
          'tracklist is the pasted text or the uploaded file’s text; tracklist_filename (set.csv, .json, .m3u, .txt) ' +
          'picks its parser. upload_id is a completed resumable upload (POST /dj/uploads).',
        body: ZDjSetCreate,
        response: { 201: envelope(ZDjSet), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.create(userOf(request).id, request.body))),
  );

  app.put(
    '/dj/sets/:id',
    {
      config: { access: access.owner('dj-set', ['dj']) },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Changes a set: absent fields stay; upload_id null removes the media, a new one replaces it'),
        params: ZIdParams,
        body: ZDjSetUpdate,
        response: { 200: envelope(ZDjSet), ...errors },
      },
    },
    async (request) => ok(await service.update(userOf(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/dj/sets/:id',
    {
      config: { access: access.owner('dj-set', ['dj']) },
      schema: {
        ...docs('Deletes a set and its media file'),
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await service.remove(userOf(request).id, request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.post(
    '/dj-sets.php',
    {
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('The simple set upload: a title and the set’s URL (a tracklist-only set: its tracklist)'),
        description: 'The platform is read from the URL; the one sent is not needed.',
        body: ZDjSetSimpleCreate,
        response: { 201: envelope(ZDjSet), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createSimple(userOf(request).id, request.body))),
  );

  app.get(
    '/dj/storage',
    {
      config: { access: access.self('dj') },
      schema: {
        ...docs('The DJ’s media storage: used, the 10 GB limit, and what is free'),
        response: { 200: envelope(ZDjStorage), ...errors },
      },
    },
    async (request) => ok(await service.storage(userOf(request).id)),
  );
};
