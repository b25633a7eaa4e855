import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMessage,
  ZMessageBody,
  ZRequestMessageBody,
  ZRequestMessagesQuery,
  ZThread,
  ZUnreadThread,
} from '@cuepoint/domain/trust/messages';
import { ZReportBody } from '@cuepoint/domain/trust/reviews';
import { ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { bookingRouteOptions, ZIdParams, ZReported } from '../requests/route-parts.ts';
import { createMessagesService } from './messages-service.ts';
import { access } from '../../../http/route-access.ts';
import { userOf } from '../../../http/auth-guard.ts';

/**
 * Messages between a request's customer and a DJ it reached, and between a booking's parties (decision record 034).
 * A visitor 401, another account type 403, anyone but the two parties 404; writing needs a verified address.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const messages = createMessagesService({ db: database.db, clock });
  app.addHook('onRequest', noStore);
  const { read, write, answer, created } = bookingRouteOptions('messages');

  app.get(
    '/conversations/unread',
    read(
      access.self('venue', 'enthusiast', 'dj'),
      'The signed-in account’s conversations with messages from the other party it has not read',
      { response: answer(z.array(ZUnreadThread)) },
    ),
    async (request) => ok(await messages.unread(userOf(request))),
  );

  app.get(
    '/booking-requests/:id/messages',
    read(
      access.owner('booking-request', ['venue', 'enthusiast', 'dj']),
      'The conversation about a request: a DJ with its customer; the customer names the DJ (dj_id)',
      { params: ZIdParams, querystring: ZRequestMessagesQuery, response: answer(ZThread) },
    ),
    async (request) =>
      ok(await messages.readRequestThread(userOf(request), request.params.id, request.query.dj_id)),
  );

  app.post(
    '/booking-requests/:id/messages',
    write(
      access.owner('booking-request', ['venue', 'enthusiast', 'dj']).verified(),
      'Writes to the other party of a request (the customer names the DJ with dj_id)',
      { params: ZIdParams, body: ZRequestMessageBody, response: created(ZMessage) },
    ),
    async (request, reply) => {
      const user = userOf(request);
      const message = await messages.sendOnRequest(
        user,
        request.params.id,
        request.body.dj_id,
        request.body.text,
      );
      return reply.code(201).send(ok(message));
    },
  );

  app.get(
    '/bookings/:id/messages',
    read(
      access.owner('booking', ['venue', 'enthusiast', 'dj']),
      'The conversation between a booking’s customer and DJ',
      { params: ZIdParams, response: answer(ZThread) },
    ),
    async (request) => ok(await messages.readBookingThread(userOf(request), request.params.id)),
  );

  app.post(
    '/bookings/:id/messages',
    write(
      access.owner('booking', ['venue', 'enthusiast', 'dj']).verified(),
      'Writes to the other party of a booking',
      { params: ZIdParams, body: ZMessageBody, response: created(ZMessage) },
    ),
    async (request, reply) => {
      const user = userOf(request);
      return reply
        .code(201)
        .send(ok(await messages.sendOnBooking(user, request.params.id, request.body.text)));
    },
  );

  app.patch(
    '/messages/:id',
    write(
      access.owner('message', ['venue', 'enthusiast', 'dj']).verified(),
      'The sender corrects a message within 5 minutes of sending it',
      { params: ZIdParams, body: ZMessageBody, response: answer(ZMessage) },
    ),
    async (request) => ok(await messages.edit(userOf(request), request.params.id, request.body.text)),
  );

  app.post(
    '/messages/:id/report',
    write(
      access.owner('message', ['venue', 'enthusiast', 'dj']),
      'The other party reports a message to Cuepoint’s operators',
      { params: ZIdParams, body: ZReportBody, response: created(ZReported) },
    ),
    async (request, reply) => {
      await messages.report(userOf(request), request.params.id, request.body.reason);
      return reply.code(201).send(ok({ reported: true as const }));
    },
  );
};
