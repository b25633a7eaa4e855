import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { loadGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import {
  ZVenueEvent,
  ZVenueEventDeleteQuery,
  ZVenueEventInput,
  ZVenueEventUpdate,
} from '@cuepoint/domain/venues/venue-events';
import { FLYER_MAX_BYTES } from '@cuepoint/domain/venues/venue-event-rules';
import { zText } from '@cuepoint/domain/text/safe-text';
import { userOf } from '../../../http/auth-guard.ts';
import { badRequest } from '../../../http/app-error.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import type { ImageBytes } from '../../media/index.ts';
import { createVenueEventsStore } from './events-store.ts';
import { createVenueEventsService } from './events-service.ts';
import { access } from '../../../http/route-access.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
};
const FLYER_FIELDS = new Set(['flyer_image', 'flyerImage']);

/** The first problem of a body, in the words of the domain schema, as a 400. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

/**
 * The event's fields and flyer: a multipart form (text fields, the lists as JSON, the file in `flyer_image`) or a
 * JSON body. An empty file field is no flyer.
 */
async function readEventRequest(
  request: FastifyRequest,
): Promise<{ fields: unknown; flyer: ImageBytes | null }> {
  if (!request.isMultipart()) return { fields: request.body, flyer: null };
  const fields: Record<string, string> = {};
  let flyer: ImageBytes | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (FLYER_FIELDS.has(part.fieldname) && !flyer) {
        const bytes = await part.toBuffer();
        flyer = { bytes, truncated: part.file.truncated };
      } else {
        part.file.resume();
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, flyer: flyer && (flyer.bytes.length > 0 || flyer.truncated) ? flyer : null };
}

const ZEventAnswer = z.object({ success: z.literal(true), event: ZVenueEvent, data: ZVenueEvent });

/**
 * A venue's events (docs/product/venues.md: GET/POST/PUT/DELETE /venue-events.php), the signed-in venue's own only: a
 * visitor is 401 and another account type 403 before anything is read; another venue's event is 404.
 */
export const venueEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, files } = app.services;
  const service = createVenueEventsService({
    store: createVenueEventsStore(database.db),
    clock,
    files,
    gazetteer: loadGazetteer,
  });
  // Scoped to this plugin: one flyer file, cut off past the limit and refused with the spec's message.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: FLYER_MAX_BYTES,
      files: 1,
      fields: 30,
      parts: 32,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
  const docs = (summary: string, description?: string) => ({
    tags: ['venues'],
    summary,
    ...(description ? { description } : {}),
    security: [{ bearer: [] }],
  });
  const formDescription =
    'JSON, or multipart/form-data with the same fields as text (coStreamDJs and destinations as JSON) and the ' +
    'flyer image file in `flyer_image` (less than 5MB; checked by content and re-encoded). Fields: title, date ' +
    '(YYYY-MM-DD), time (HH:MM), djName, description, coStream, isRemote, duration (h:mm), ticketUrl, ticketPrice, ' +
    'coStreamDJs [{djName, startTime, duration}], destinations [{venue_user_id, price}] (snake_case names too).';

  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  app.get(
    '/venue-events.php',
    {
      config: { access: access.self('venue') },
      schema: {
        ...docs("The venue's events, by date then time"),
        response: {
          200: z.object({
            success: z.literal(true),
            events: z.array(ZVenueEvent),
            data: z.array(ZVenueEvent),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const events = await service.list(userOf(request).id);
      return { success: true as const, events, data: events };
    },
  );

  app.post(
    '/venue-events.php',
    {
      config: { access: access.self('venue') },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Creates an event of the venue', formDescription),
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: ZEventAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request).id;
      const { fields, flyer } = await readEventRequest(request);
      const event = await service.create(user, parseBody(ZVenueEventInput, fields), flyer);
      return reply.status(201).send({ success: true as const, event, data: event });
    },
  );

  app.put(
    '/venue-events.php',
    {
      config: { access: access.owner('venue-event', ['venue'], { in: 'body', name: 'eventId' }) },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('Changes one of the venue’s events (the same fields plus eventId)', formDescription),
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: ZEventAnswer, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request).id;
      const { fields, flyer } = await readEventRequest(request);
      const event = await service.update(user, parseBody(ZVenueEventUpdate, fields), flyer, request.log);
      return { success: true as const, event, data: event };
    },
  );

  app.delete(
    '/venue-events.php',
    {
      config: { access: access.owner('venue-event', ['venue'], { in: 'query', name: 'eventId' }) },
      schema: {
        ...docs('Deletes one of the venue’s events with its co-streaming DJs, destinations and flyer'),
        querystring: z.object({ eventId: zText().optional(), event_id: zText().optional() }),
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ eventId: z.number() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = userOf(request).id;
      const { eventId } = parseBody(ZVenueEventDeleteQuery, request.query);
      await service.remove(user, eventId, request.log);
      return { success: true as const, data: { eventId } };
    },
  );
};
