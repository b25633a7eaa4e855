import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TRACK_FILE_MAX_BYTES, ZProducerUpload } from '@cuepoint/domain/producers/track-upload';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { access } from '../../../http/route-access.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createTusBridge } from '../../djs/index.ts';
import { trackUploadIds } from './upload-ids.ts';
import type { TrackUploadService } from './upload-service.ts';

const TUS_VERSION = '1.0.0';
const ZUploadParams = z.object({ id: z.string() });

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Resumable track-file uploads (tus 1.0.0, decision record 018) at /producer/uploads for the signed-in producer:
 * POST creates (Upload-Length; Upload-Metadata filename, filetype and kind: main_track, stems_zip, elements_zip or
 * project_file), PATCH appends, HEAD tells where to resume, DELETE cancels, GET tells how far it got. Each upload is
 * its producer's alone: another account's id is a 404. The finished upload's id goes into POST /producer/tracks.
 */
export function uploadRoutes(uploads: TrackUploadService): FastifyPluginAsyncZod {
  return async (app) => {
    const { files, config } = app.services;
    const tus = createTusBridge({
      path: `${app.prefix}/producer/uploads`,
      files,
      origin: new URL(config.PUBLIC_URL).origin,
      log: app.log,
      maxSize: Math.max(...Object.values(TRACK_FILE_MAX_BYTES)),
      ids: trackUploadIds,
    });
    const own = async (request: FastifyRequest<{ Params: { id: string } }>) =>
      uploads.own(userOf(request).id, request.params.id);
    const docs = (summary: string) => ({ tags: ['producers'], summary, security: [{ bearer: [] }] });
    const self = { access: access.self('producer') };
    const ownUpload = { access: access.owner('producer-upload', ['producer']) };

    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    app.addHook('onRequest', noStore);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('tus-resumable', TUS_VERSION);
    });

    app.post(
      '/producer/uploads',
      {
        config: self,
        onRequest: sameOriginRequired,
        schema: {
          ...docs('Starts a resumable track-file upload (tus creation)'),
          description:
            'Upload-Metadata: filename, filetype and kind (main_track, stems_zip, elements_zip, project_file). ' +
            "Refused before any byte: a name that does not fit the slot (415), a length over the slot's limit (413).",
        },
      },
      async (request, reply) => {
        const upload = uploads.prepare(userOf(request).id, {
          uploadLength: header(request, 'upload-length'),
          deferLength: header(request, 'upload-defer-length'),
          metadata: header(request, 'upload-metadata'),
        });
        const answer = await tus.handle(request, reply, {
          create: { key: upload.key, register: () => uploads.register(upload) },
          finished: () =>
            uploads.finished({
              id: upload.id,
              kind: upload.kind,
              storageKey: upload.key,
              sizeBytes: upload.size,
              originalName: upload.originalName,
            }),
        });
        return tus.send(request, reply, answer);
      },
    );

    app.patch(
      '/producer/uploads/:id',
      {
        config: ownUpload,
        onRequest: sameOriginRequired,
        schema: {
          ...docs('Appends bytes at Upload-Offset (tus); after the last byte the content is checked'),
          description:
            'A file refused by its content is deleted with its upload, and the answer (422) says why.',
          params: ZUploadParams,
        },
      },
      async (request, reply) => {
        const row = await own(request);
        const answer = await tus.handle(request, reply, { finished: () => uploads.finished(row) });
        const offset = Number(answer.headers.get('upload-offset'));
        if (answer.status === 204 && Number.isSafeInteger(offset) && offset < row.sizeBytes)
          await uploads.progressed(row.id, offset);
        return tus.send(request, reply, answer);
      },
    );

    app.head(
      '/producer/uploads/:id',
      {
        config: ownUpload,
        schema: {
          ...docs('How many bytes of the upload arrived (tus Upload-Offset)'),
          params: ZUploadParams,
        },
      },
      async (request, reply) => {
        await own(request);
        return tus.send(request, reply, await tus.handle(request, reply));
      },
    );

    app.delete(
      '/producer/uploads/:id',
      {
        config: ownUpload,
        onRequest: sameOriginRequired,
        schema: {
          ...docs('Cancels an upload and removes its bytes (tus termination)'),
          params: ZUploadParams,
        },
      },
      async (request, reply) => {
        const row = await own(request);
        if (row.status === 'uploading') await tus.handle(request, reply);
        await uploads.cancel(row);
        return reply.status(204).send();
      },
    );

    for (const url of ['/producer/uploads', '/producer/uploads/:id']) {
      app.options(
        url,
        { config: { access: access.public() }, schema: { hide: true } },
        async (request, reply) => tus.send(request, reply, await tus.handle(request, reply)),
      );
    }

    app.get(
      '/producer/uploads/:id',
      {
        config: ownUpload,
        exposeHeadRoute: false,
        schema: {
          ...docs('How far the upload got, and whether its content was accepted'),
          params: ZUploadParams,
          response: { 200: envelope(ZProducerUpload), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => ok(uploads.view(await own(request))),
    );
  };
}
