import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerDisputeBody,
  ZBookingDispute,
  ZDispute,
  ZOpenDisputeBody,
} from '@cuepoint/domain/trust/disputes';
import { ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { bookingRouteOptions, ZIdParams } from '../requests/route-parts.ts';
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
  const { read, write, answer, created } = bookingRouteOptions('disputes');

  app.get(
    '/bookings/:id/dispute',
    read(
      access.owner('booking', ['venue', 'enthusiast', 'dj']),
      'The booking’s dispute, or whether one may be opened and until when',
      { params: ZIdParams, response: answer(ZBookingDispute) },
    ),
    async (request) => ok(await disputes.view(userOf(request), request.params.id)),
  );

  app.post(
    '/bookings/:id/disputes',
    write(
      access.owner('booking', ['venue', 'enthusiast', 'dj']).verified(),
      'A party opens a dispute on a charged booking within 7 days after the event',
      { params: ZIdParams, body: ZOpenDisputeBody, response: created(ZDispute) },
    ),
    async (request, reply) => {
      const user = userOf(request);
      return reply.code(201).send(ok(await disputes.open(user, request.params.id, request.body)));
    },
  );

  app.post(
    '/bookings/:id/dispute/answer',
    write(
      access.owner('booking', ['venue', 'enthusiast', 'dj']).verified(),
      'The other party answers the dispute once',
      { params: ZIdParams, body: ZAnswerDisputeBody, response: answer(ZDispute) },
    ),
    async (request) => ok(await disputes.answer(userOf(request), request.params.id, request.body.statement)),
  );
};
