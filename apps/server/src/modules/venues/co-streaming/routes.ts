import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCoStreamOpportunity,
  ZCoStreamVenue,
  ZCoStreamVenueQuery,
  ZDecidedCoStreamDestination,
  type TCoStreamDecision,
} from '@cuepoint/domain/venues/co-streaming';
import { ZRowIdParams } from '@cuepoint/domain/text/row-id';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createCoStreamingStore } from './co-streaming-store.ts';
import { createCoStreamingService } from './co-streaming-service.ts';
import { access } from '../../../http/route-access.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
};

/**
 * Co-streaming between venues: the destinations a venue is offered (GET /venue/co-stream-opportunities), its
 * decision on each (POST /venue/co-stream-destinations/{id}/approve|decline, receiving venue only) and the venues a
 * host can invite (GET /venue/co-stream-venues?q=). Venue accounts only: a visitor is 401, another type 403.
 */
export const coStreamingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const service = createCoStreamingService({ store: createCoStreamingStore(database.db), clock });
  const docs = (summary: string) => ({ tags: ['venues'], summary, security: [{ bearer: [] }] });

  app.addHook('onRequest', noStore);

  app.get(
    '/venue/co-stream-opportunities',
    {
      config: { access: access.self('venue') },
      schema: {
        ...docs('Co-streams other venues offer this venue, with the event and the host, soonest first'),
        response: { 200: envelope(z.array(ZCoStreamOpportunity)), ...errors },
      },
    },
    async (request) => ok(await service.opportunities(userOf(request).id)),
  );

  for (const decision of ['approve', 'decline'] as const satisfies readonly TCoStreamDecision[]) {
    app.post(
      `/venue/co-stream-destinations/:id/${decision}`,
      {
        config: { access: access.owner('co-stream-destination', ['venue']) },
        onRequest: sameOriginRequired,
        schema: {
          ...docs(
            `The receiving venue ${decision}s a co-stream it is offered (once; 409 when already decided)`,
          ),
          params: ZRowIdParams,
          response: { 200: envelope(ZDecidedCoStreamDestination), ...errors },
        },
      },
      async (request) => ok(await service.decide(userOf(request).id, request.params.id, decision)),
    );
  }

  app.get(
    '/venue/co-stream-venues',
    {
      config: { access: access.self('venue') },
      schema: {
        ...docs('Other venues a co-stream can be sent to, by name or city (q), at most 20'),
        querystring: ZCoStreamVenueQuery,
        response: { 200: envelope(z.array(ZCoStreamVenue)), ...errors },
      },
    },
    async (request) => ok(await service.venues(userOf(request).id, request.query.q)),
  );
};
