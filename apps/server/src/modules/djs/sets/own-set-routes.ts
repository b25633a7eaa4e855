import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDjSet,
  ZDjSetCreate,
  ZDjSetSimpleCreate,
  ZDjSetUpdate,
  ZDjStorage,
} from '@cuepoint/domain/djs/dj-sets';
import { ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createDjSetStore } from './sets-store.ts';
import { createDjSetService } from './sets-service.ts';
import { deleteOwnRow, djIdOf, errorBodies, ownDjRoutes } from '../dashboard/own-routes.ts';

const errors = errorBodies(400, 401, 403, 404, 409, 422);

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
  const own = ownDjRoutes('dj-sets', errors);

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get('/dj/sets', own.read('The signed-in DJ’s sets, newest first', z.array(ZDjSet)), async (request) =>
    ok(await service.list(djIdOf(request))),
  );
  app.post(
    '/dj/sets',
    own.create(
      'Adds a set: a title and a tracklist, and for audio or video a set URL or a completed upload',
      ZDjSetCreate,
      ZDjSet,
      'tracklist is the pasted text or the uploaded file’s text; tracklist_filename (set.csv, .json, .m3u, .txt) ' +
        'picks its parser. upload_id is a completed resumable upload (POST /dj/uploads).',
    ),
    async (request, reply) => reply.status(201).send(ok(await service.create(djIdOf(request), request.body))),
  );
  app.put(
    '/dj/sets/:id',
    own.update(
      'Changes a set: absent fields stay; upload_id null removes the media, a new one replaces it',
      'dj-set',
      ZDjSetUpdate,
      ZDjSet,
    ),
    async (request) => ok(await service.update(djIdOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/dj/sets/:id',
    own.remove('Deletes a set and its media file', 'dj-set'),
    deleteOwnRow((request, id) => service.remove(djIdOf(request), id)),
  );
  app.post(
    '/dj-sets.php',
    own.create(
      'The simple set upload: a title and the set’s URL (a tracklist-only set: its tracklist)',
      ZDjSetSimpleCreate,
      ZDjSet,
      'The platform is read from the URL; the one sent is not needed.',
    ),
    async (request, reply) =>
      reply.status(201).send(ok(await service.createSimple(djIdOf(request), request.body))),
  );
  app.get(
    '/dj/storage',
    own.read('The DJ’s media storage: used, the 10 GB limit, and what is free', ZDjStorage),
    async (request) => ok(await service.storage(djIdOf(request))),
  );
};
