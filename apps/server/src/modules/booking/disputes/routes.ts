import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerDisputeBody,
  ZBookingDispute,
  ZDispute,
  ZOpenDisputeBody,
} from '@cuepoint/domain/trust/disputes';
import { envelope, ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { bookingDocs, bookingErrors as errors, ZIdParams } from '../requests/route-parts.ts';
import { disputesServiceFor } from './refund-retry-job.ts';
import { access } from '../../../http/route-access.ts';
import { userOf } from '../../../http/auth-guard.ts';

/**
 * A booking's dispute, for its two parties (decision record 034): read it (or whether one may be opened), open one
 * within 7 days after the event, answer the other party's. Operators decide through /admin. A visitor 401, another
 * account type 403, anyone but the parties 404.
 */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const disputes = disputesServiceFor(app.services, app.log);
  app.addHook('onRequest', noStore);
  const docs = (summary: string) => bookingDocs('disputes', summary);

  app.get(
    '/bookings/:id/dispute',
    {
      config: { access: access.owner('booking', ['venue', 'enthusiast', 'dj']) },
      schema: {
        ...docs('The booking’s dispute, or whether one may be opened and until when'),
        params: ZIdParams,
        response: { 200: envelope(ZBookingDispute), ...errors },
      },
    },
    async (request) => ok(await disputes.view(userOf(request), request.params.id)),
  );

  app.post(
    '/bookings/:id/disputes',
    {
      config: { access: access.owner('booking', ['venue', 'enthusiast', 'dj']).verified() },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('A party opens a dispute on a charged booking within 7 days after the event'),
        params: ZIdParams,
        body: ZOpenDisputeBody,
        response: { 201: envelope(ZDispute), ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return reply.code(201).send(ok(await disputes.open(user, request.params.id, request.body)));
    },
  );

  app.post(
    '/bookings/:id/dispute/answer',
    {
      config: { access: access.owner('booking', ['venue', 'enthusiast', 'dj']).verified() },
      onRequest: sameOriginRequired,
      schema: {
        ...docs('The other party answers the dispute once'),
        params: ZIdParams,
        body: ZAnswerDisputeBody,
        response: { 200: envelope(ZDispute), ...errors },
      },
    },
    async (request) => ok(await disputes.answer(userOf(request), request.params.id, request.body.statement)),
  );
};
