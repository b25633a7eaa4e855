import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Server, Upload } from '@tus/server';
import { MEDIA_MAX_BYTES } from '@cuepoint/domain/djs/set-rules';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { AppError, codeOfStatus } from '../../../http/app-error.ts';
import { fail } from '../../../http/envelope.ts';
import { keyOfUploadId, UPLOAD_ID_PATTERN, uploadIdOfKey } from './upload-service.ts';

/** What a request carries into the tus server's hooks (they see only the request). */
export type TusRequestContext = {
  /** A creation: the checked upload's file key, and how it is kept (answers the metadata to store with it). */
  create?: { key: string; register(upload: Upload): Promise<Record<string, string>> };
  /** The last byte arrived, in a PATCH or in a creation that carried the whole file. */
  finished(upload: Upload): Promise<void>;
};

type Options = {
  /** Where the uploads are mounted: /api/v14/dj/uploads. */
  path: string;
  files: FileStore;
  /** The site's own origin: the only one the tus answers name for browsers. */
  origin: string;
  log: FastifyBaseLogger;
  /** The largest upload (the DJ's media by default). */
  maxSize?: number;
  /** An upload's id (the last segment of its address) and its file key, both ways (the DJ's media by default). */
  ids?: { pattern: RegExp; keyOf(id: string): string; idOf(key: string): string };
};

const MEDIA_IDS = { pattern: UPLOAD_ID_PATTERN, keyOf: keyOfUploadId, idOf: uploadIdOfKey };

/** A refusal thrown in a hook, as the tus server sends it: the status and our envelope. */
function tusRefusal(error: unknown): unknown {
  if (error instanceof AppError)
    return { status_code: error.status, body: JSON.stringify(fail(error.code, error.message)) };
  return error;
}

const HEADERLESS = new Set(['host', 'connection', 'transfer-encoding', 'keep-alive']);

/**
 * The tus server (@tus/server) behind our routes: the routes authenticate and check ownership, then hand the request
 * over as a web Request; the answer comes back as a web Response and leaves through Fastify, with tus's text errors
 * turned into our envelope. The server and its data store load with the first upload, not at boot.
 */
export function createTusBridge({
  path,
  files,
  origin,
  log,
  maxSize = MEDIA_MAX_BYTES,
  ids = MEDIA_IDS,
}: Options) {
  const contexts = new WeakMap<Request, TusRequestContext>();
  let server: Promise<Server> | undefined;

  const load = () =>
    (server ??= (async () => {
      const [{ Server: TusServer }, datastore] = await Promise.all([
        import('@tus/server'),
        files.resumableUploads(),
      ]);
      return new TusServer({
        path,
        datastore,
        maxSize,
        allowedOrigins: [origin],
        // The upload's id is its file key (media/<id>); its address ends in the id alone.
        namingFunction: (request) => {
          const create = contexts.get(request)?.create;
          if (!create) throw new Error('tus upload created without its checked request');
          return create.key;
        },
        generateUrl: (_request, { path: base, id }) => `${base}/${ids.idOf(id)}`,
        getFileIdFromRequest: (_request, last) =>
          last && ids.pattern.test(last) ? ids.keyOf(last) : undefined,
        async onUploadCreate(request, upload) {
          const create = contexts.get(request)?.create;
          if (!create) throw new Error('tus upload created without its checked request');
          try {
            return { metadata: { ...upload.metadata, ...(await create.register(upload)) } };
          } catch (error) {
            throw tusRefusal(error);
          }
        },
        async onUploadFinish(request, upload) {
          const context = contexts.get(request);
          if (!context) throw new Error('tus upload finished without its checked request');
          try {
            await context.finished(upload);
            return {};
          } catch (error) {
            throw tusRefusal(error);
          }
        },
        onResponseError(_request, error) {
          if ('status_code' in error && error.status_code < 500) return undefined;
          log.error({ err: error }, 'media upload failed');
          return {
            status_code: 500,
            body: JSON.stringify(fail('INTERNAL', 'The upload could not be stored. Please try again.')),
          };
        },
      });
    })());

  /** The Fastify request as a web Request whose body streams from the socket (nothing is buffered). */
  function webRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HEADERLESS.has(name)) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const hasBody = request.method === 'PATCH' || request.method === 'POST';
    const web = new Request(new URL(request.url, origin), {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    // The tus server ends a transfer gracefully when the client goes away, keeping the bytes that arrived.
    return Object.assign(web, { runtime: { name: 'node', node: { req: request.raw, res: reply.raw } } });
  }

  return {
    /** Hands the request to the tus server and answers its (web) Response. */
    async handle(
      request: FastifyRequest,
      reply: FastifyReply,
      context?: TusRequestContext,
    ): Promise<Response> {
      const tus = await load();
      const web = webRequestOf(request, reply);
      if (context) contexts.set(web, context);
      return tus.handleWeb(web);
    },

    /** Sends the tus server's answer; its text refusals leave in our envelope. */
    async send(request: FastifyRequest, reply: FastifyReply, answer: Response): Promise<FastifyReply> {
      reply.status(answer.status);
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
      });
      const body = request.method === 'HEAD' ? '' : await answer.text();
      if (answer.status >= 400) {
        if (request.method === 'HEAD') return reply.send();
        let envelope: unknown;
        try {
          envelope = JSON.parse(body);
        } catch {
          envelope = fail(codeOfStatus(answer.status), body.trim() || 'The upload request was refused');
        }
        return reply.type('application/json').send(envelope);
      }
      return body ? reply.type('text/plain; charset=utf-8').send(body) : reply.send();
    },
  };
}

export type TusBridge = ReturnType<typeof createTusBridge>;
