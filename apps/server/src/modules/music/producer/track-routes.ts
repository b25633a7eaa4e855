import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  DIRECT_FILE_MAX_BYTES,
  TRACK_FILE_FIELDS,
  TRACK_UPLOAD_MESSAGES,
  ZProducerTrack,
  type TTrackFileField,
} from '@cuepoint/domain/producers/track-upload';
import { userOf } from '../../../http/auth-guard.ts';
import { badRequest } from '../../../http/app-error.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { ZIdParams } from '../../booking/index.ts';
import { access } from '../../../http/route-access.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import type { TrackForm, TrackService } from './track-service.ts';

const TEXT_FIELDS = new Set([
  'title',
  'genre',
  'bpm',
  'stems_price',
  'elements_price',
  'project_price',
  'rights_confirmed',
]);
const isFileField = (name: string): name is TTrackFileField =>
  (TRACK_FILE_FIELDS as readonly string[]).includes(name);

/**
 * Reads the form: text fields, and per file slot either the file (kept in memory up to the direct limit, cut off
 * past it) or, as a text value, a finished resumable upload's id. Unknown and repeated fields are refused.
 */
async function readForm(request: FastifyRequest): Promise<TrackForm> {
  if (!request.isMultipart()) throw badRequest(TRACK_UPLOAD_MESSAGES.multipartRequired);
  const form: TrackForm = { fields: {}, files: {} };
  const seen = new Set<string>();
  // The whole body is read even after a problem, so the client hears the refusal instead of a reset.
  let problem: string | undefined;
  for await (const part of request.parts()) {
    const name = part.fieldname;
    const unknown = !isFileField(name) && !TEXT_FIELDS.has(name);
    if (problem || seen.has(name) || unknown) {
      problem ??= seen.has(name)
        ? TRACK_UPLOAD_MESSAGES.duplicateField(name)
        : TRACK_UPLOAD_MESSAGES.unknownField(name);
      if (part.type === 'file') part.file.resume();
      continue;
    }
    seen.add(name);
    if (part.type === 'file') {
      if (!isFileField(name)) {
        problem = TRACK_UPLOAD_MESSAGES.unknownField(name);
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      form.files[name] = { from: 'form', name: part.filename, bytes, truncated: part.file.truncated };
    } else if (isFileField(name)) {
      const id = String(part.value).trim();
      if (id) form.files[name] = { from: 'upload', id };
    } else {
      form.fields[name] = String(part.value);
    }
  }
  if (problem) throw badRequest(problem);
  return form;
}

/**
 * POST and GET /producer/tracks (issue 15): Upload New Track and the producer's own library; DELETE
 * /producer/tracks/{id} removes one of the producer's own tracks and its files.
 */
export function trackRoutes(tracks: TrackService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', noStore);
    // Scoped here: only this route takes multipart bodies; a file past the direct limit is cut off and refused.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: DIRECT_FILE_MAX_BYTES,
        // Room beyond the four slots, so a repeated or unknown file is named in the refusal.
        files: 2 * TRACK_FILE_FIELDS.length,
        fields: 16,
        parts: 32,
        fieldSize: 4096,
        headerPairs: 100,
      },
    });

    app.get(
      '/producer/tracks',
      {
        config: { access: access.self('producer') },
        schema: {
          tags: ['producers'],
          summary: "The signed-in producer's own tracks, newest first",
          security: [{ bearer: [] }],
          response: { 200: envelope(z.array(ZProducerTrack)), 401: ZErrorBody, 403: ZErrorBody },
        },
      },
      async (request) => ok(await tracks.list(userOf(request).id)),
    );

    app.delete(
      '/producer/tracks/:id',
      {
        config: { access: access.owner('producer-track', ['producer']) },
        onRequest: sameOriginRequired,
        schema: {
          tags: ['producers'],
          summary: "Removes one of the signed-in producer's own tracks and its stored files",
          description: "Another producer's track answers 404; a track with a sale stays (409).",
          security: [{ bearer: [] }],
          params: ZIdParams,
          response: {
            200: envelope(z.object({ id: z.number() })),
            400: ZErrorBody,
            401: ZErrorBody,
            403: ZErrorBody,
            404: ZErrorBody,
            409: ZErrorBody,
          },
        },
      },
      async (request) => {
        await tracks.remove(userOf(request).id, request.params.id);
        return ok({ id: request.params.id });
      },
    );

    app.post(
      '/producer/tracks',
      {
        config: { access: access.self('producer') },
        onRequest: sameOriginRequired,
        schema: {
          tags: ['producers'],
          summary:
            'Uploads a track (multipart: title, genre, bpm, main_track, stems_zip, stems_price, elements_zip, elements_price, project_file, project_price, rights_confirmed)',
          description:
            'Each file field is the file itself (up to 64 MB) or the id of a finished upload made at ' +
            '/api/v14/producer/uploads. The main track must be AAC, FLAC, WAV or MP3 by its bytes; ZIPs hold only ' +
            'audio (four stems in the 4-stem ZIP) and are inspected without extraction; a project file has a DAW ' +
            "project's extension. Prices are in the producer's currency, 0 or more with two decimals. Any refusal " +
            'stores nothing.',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            201: envelope(ZProducerTrack),
            400: ZErrorBody,
            401: ZErrorBody,
            403: ZErrorBody,
            404: ZErrorBody,
            409: ZErrorBody,
            413: ZErrorBody,
            415: ZErrorBody,
            422: ZErrorBody,
          },
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const track = await tracks.create(user.id, await readForm(request));
        return reply.status(201).send(ok(track));
      },
    );
  };
}
