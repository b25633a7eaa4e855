import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZMediaUpload } from '@cuepoint/domain/djs/dj-sets';
import { MEDIA_UPLOAD_MESSAGES } from '@cuepoint/domain/djs/set-media';
import { userOf } from '../../../http/auth-guard.ts';
import { notFound } from '../../../http/app-error.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createDjSetStore } from './sets-store.ts';
import { createMediaUploadService } from './upload-service.ts';
import { createTusBridge } from './tus-bridge.ts';
import { access } from '../../../http/route-access.ts';

/** tus 1.0.0, the protocol of every answer here. */
const TUS_VERSION = '1.0.0';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const ZUploadParams = z.object({ id: z.string() });

/**
 * Resumable media uploads (tus 1.0.0, decision record 018) at /dj/uploads, for the signed-in DJ (session cookie or
 * bearer token): POST creates (Upload-Length, Upload-Metadata filename and filetype), PATCH appends, HEAD tells the
 * offset to resume from, DELETE cancels. Each upload is its DJ's alone: another account's id is a 404. GET
 * /dj/uploads/{id} answers how far an upload got and whether its content was accepted.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files, clock, config } = app.services;
  const uploads = createMediaUploadService({
    store: createDjSetStore(database.db),
    files,
    clock,
    log: app.log,
  });
  const tus = createTusBridge({
    path: `${app.prefix}/dj/uploads`,
    files,
    origin: new URL(config.PUBLIC_URL).origin,
    log: app.log,
  });
  /** The DJ's own upload that still has its bytes (a rejected one has none). */
  const ownTransfer = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const row = await uploads.own(userOf(request).id, request.params.id);
    if (row.status === 'rejected') throw notFound(MEDIA_UPLOAD_MESSAGES.notFound);
    return row;
  };
  const docs = (summary: string) => ({ tags: ['dj-sets'], summary, security: [{ bearer: [] }] });

  // The bytes of a PATCH stream into the file store: never parsed, never held to the JSON body limit.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  app.addHook('onRequest', noStore);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('tus-resumable', TUS_VERSION);
  });

  app.post(
    '/dj/uploads',
    {
      config: { access: access.self('dj') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs(
          'Starts a resumable media upload (tus creation): Upload-Length and Upload-Metadata filename, filetype',
        ),
        description:
          'Refused before any byte: a name or declared type that is not audio (mp3, wav, flac, m4a, aac, aiff, wave) ' +
          'or mp4 video (415), a length over the free storage of the 10 GB quota, running uploads counted (413). ' +
          'Answers 201 with Location /api/v14/dj/uploads/{id}.',
      },
    },
    async (request, reply) => {
      const upload = await uploads.prepare(userOf(request).id, {
        uploadLength: header(request, 'upload-length'),
        deferLength: header(request, 'upload-defer-length'),
        metadata: header(request, 'upload-metadata'),
      });
      const answer = await tus.handle(request, reply, {
        create: { key: upload.key, register: () => uploads.register(upload) },
        finished: () => uploads.finished({ id: upload.id, storageKey: upload.key, sizeBytes: upload.size }),
      });
      return tus.send(request, reply, answer);
    },
  );

  app.patch(
    '/dj/uploads/:id',
    {
      config: { access: access.owner('upload', ['dj']) },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Appends bytes at Upload-Offset (tus); after the last byte the content is checked'),
        description:
          'A file whose bytes are not allowed audio or mp4 video is deleted and the upload rejected (422).',
        params: ZUploadParams,
      },
    },
    async (request, reply) => {
      const row = await ownTransfer(request);
      const answer = await tus.handle(request, reply, { finished: () => uploads.finished(row) });
      const offset = Number(answer.headers.get('upload-offset'));
      if (answer.status === 204 && Number.isSafeInteger(offset)) await uploads.progressed(row.id, offset);
      return tus.send(request, reply, answer);
    },
  );

  app.head(
    '/dj/uploads/:id',
    {
      config: { access: access.owner('upload', ['dj']) },
      schema: {
        ...docs('How many bytes of the upload arrived (tus Upload-Offset): resume from there'),
        params: ZUploadParams,
      },
    },
    async (request, reply) => {
      await ownTransfer(request);
      return tus.send(request, reply, await tus.handle(request, reply));
    },
  );

  app.delete(
    '/dj/uploads/:id',
    {
      config: { access: access.owner('upload', ['dj']) },
      onRequest: sameOriginRequired,
      schema: { ...docs('Cancels an upload and removes its bytes (tus termination)'), params: ZUploadParams },
    },
    async (request, reply) => {
      const row = await uploads.own(userOf(request).id, request.params.id);
      // The tus server stops a PATCH still running on the upload before its bytes go.
      if (row.status === 'uploading') await tus.handle(request, reply);
      await uploads.cancel(row);
      return reply.status(204).send();
    },
  );

  for (const url of ['/dj/uploads', '/dj/uploads/:id']) {
    app.options(url, { schema: { hide: true } }, async (request, reply) =>
      tus.send(request, reply, await tus.handle(request, reply)),
    );
  }

  app.get(
    '/dj/uploads/:id',
    {
      config: { access: access.owner('upload', ['dj']) },
      exposeHeadRoute: false,
      schema: {
        ...docs('How far the upload got, and whether its content was accepted'),
        params: ZUploadParams,
        response: { 200: envelope(ZMediaUpload), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ok(uploads.view(await uploads.own(userOf(request).id, request.params.id))),
  );
};
