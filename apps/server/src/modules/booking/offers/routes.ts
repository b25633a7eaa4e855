import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCounterBody,
  ZDeclineBody,
  ZMakeOfferBody,
  ZOffer,
  ZOfferAccepted,
} from '@cuepoint/domain/booking/booking-api';
import { ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { bookingEngineFor } from '../engine/jobs.ts';
import { bookingRouteOptions, ZIdParams, ZNoBody } from '../requests/route-parts.ts';
import { createBookingStore } from '../requests/requests-store.ts';
import { createOffersService } from './offers-service.ts';
import { access } from '../../../http/route-access.ts';
import { userOf } from '../../../http/auth-guard.ts';

/**
 * Offers and their negotiation (issue #12, decision record 029): the offers on a request (its customer: all; a DJ:
 * its own), a DJ's offer, and the moves of either side. 401 for a visitor and 403 for another account type come
 * before the body is read; an offer or request of someone else is a 404; the wrong side's turn is a 409.
 */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const store = createBookingStore(database.db);
  const engine = bookingEngineFor(app.services, app.log);
  const offers = createOffersService({ store, clock, engine });
  app.addHook('onRequest', noStore);

  const { read, write, answer, created } = bookingRouteOptions('offers');
  const one = answer(ZOffer);

  app.get(
    '/booking-requests/:id/offers',
    read(
      access.owner('booking-request', ['venue', 'enthusiast', 'dj']),
      'The offers on a request: its customer sees all, a DJ it reached its own',
      { params: ZIdParams, response: answer(z.array(ZOffer)) },
    ),
    async (request) => ok(await offers.list(userOf(request), request.params.id)),
  );

  app.post(
    '/booking-requests/:id/offers',
    write(
      access.owner('booking-request', ['dj']).verified(),
      'A DJ the request reached offers an hourly rate; the offer awaits the customer',
      { params: ZIdParams, body: ZMakeOfferBody, response: created(ZOffer) },
    ),
    async (request, reply) =>
      reply.status(201).send(ok(await offers.make(userOf(request), request.params.id, request.body))),
  );

  app.post(
    '/offers/:id/accept',
    write(
      access.owner('offer', ['venue', 'enthusiast', 'dj']).verified(),
      'The side the offer awaits accepts it: the booking is made and the request closes to others',
      { params: ZIdParams, body: ZNoBody, response: answer(ZOfferAccepted) },
    ),
    async (request) => ok(await offers.accept(userOf(request), request.params.id)),
  );

  app.post(
    '/offers/:id/decline',
    write(
      access.owner('offer', ['venue', 'enthusiast', 'dj']).verified(),
      'The side the offer awaits declines it',
      { params: ZIdParams, body: ZDeclineBody.nullable(), response: one },
    ),
    async (request) => ok(await offers.decline(userOf(request), request.params.id, request.body?.reason)),
  );

  app.post(
    '/offers/:id/counter',
    write(
      access.owner('offer', ['venue', 'enthusiast', 'dj']).verified(),
      'The side the offer awaits proposes another hourly rate; the offer then awaits the other side',
      { params: ZIdParams, body: ZCounterBody, response: one },
    ),
    async (request) => ok(await offers.counter(userOf(request), request.params.id, request.body)),
  );

  app.post(
    '/offers/:id/withdraw',
    write(access.owner('offer', ['dj']).verified(), 'The DJ withdraws their own live offer', {
      params: ZIdParams,
      body: ZNoBody,
      response: one,
    }),
    async (request) => ok(await offers.withdraw(userOf(request), request.params.id)),
  );
};
