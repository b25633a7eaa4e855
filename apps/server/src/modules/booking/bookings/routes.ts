import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBooking, ZCancelBookingBody, ZConfirmBookingBody } from '@cuepoint/domain/booking/booking-api';
import { ZDeclineTermsBody } from '@cuepoint/domain/booking/terms-agreement';
import { ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createAuthorizeService } from '../requests/authorize-service.ts';
import { bookingEngineFor } from '../engine/jobs.ts';
import {
  authorizeAnswers,
  bookingRouteOptions,
  idempotencyKeyOf,
  ZIdParams,
  ZNoBody,
} from '../requests/route-parts.ts';
import { createBookingStore } from '../requests/requests-store.ts';
import { createBookingsService } from './bookings-service.ts';
import { access } from '../../../http/route-access.ts';
import { userOf } from '../../../http/auth-guard.ts';
import { ZBookingAuthorizationBody, ZReauthorizeBody } from '../requests/reauthorize-body.ts';

/**
 * Bookings (issue #12, decision record 029): the customer's and the DJ's own bookings, one booking, its confirmation
 * with the contract's terms, a new authorization for the agreed price, and its cancellation by either party. 401 for
 * a visitor and 403 for another account type come before the body is read; another account's booking is a 404.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const gateway = app.services.payments;
  const store = createBookingStore(database.db);
  const engine = bookingEngineFor(app.services, app.log);
  const authorize = createAuthorizeService({ store, gateway, clock });
  const bookings = createBookingsService({ store, gateway, clock, engine, authorize });
  app.addHook('onRequest', noStore);

  const { read, write, answer } = bookingRouteOptions('bookings');
  const party = access.owner('booking', ['venue', 'enthusiast', 'dj']);
  const customer = access.owner('booking', ['venue', 'enthusiast']).verified();
  const dj = access.owner('booking', ['dj']).verified();
  const one = answer(ZBooking);

  app.get(
    '/bookings',
    read(
      access.self('venue', 'enthusiast', 'dj'),
      'The signed-in customer’s or DJ’s bookings, newest first',
      { response: answer(z.array(ZBooking)) },
    ),
    async (request) => ok(await bookings.list(userOf(request))),
  );

  app.get(
    '/bookings/:id',
    read(party, 'One booking: status, terms, amounts, payment status, payouts and its history', {
      params: ZIdParams,
      response: one,
    }),
    async (request) => ok(await bookings.detail(userOf(request), request.params.id)),
  );

  app.post(
    '/bookings/:id/confirm',
    write(
      customer,
      'The customer confirms the booking with the contract’s terms (refused while the card secures less)',
      { params: ZIdParams, body: ZConfirmBookingBody, response: one },
    ),
    async (request) => ok(await bookings.confirm(userOf(request), request.params.id, request.body)),
  );

  app.post(
    '/bookings/:id/agree',
    write(dj, 'The booking’s DJ agrees to the terms the customer proposed: the booking is confirmed', {
      params: ZIdParams,
      body: ZNoBody,
      response: one,
    }),
    async (request) => ok(await bookings.agreeTerms(userOf(request), request.params.id)),
  );

  app.post(
    '/bookings/:id/decline-terms',
    write(
      dj,
      'The booking’s DJ sends the customer’s terms back with a message; the customer confirms again',
      { params: ZIdParams, body: ZDeclineTermsBody, response: one },
    ),
    async (request) => ok(await bookings.declineTerms(userOf(request), request.params.id, request.body)),
  );

  app.post(
    '/bookings/:id/authorization',
    write(
      customer,
      'A new card authorization for the booking’s agreed price, on a new card or the saved one (Idempotency-Key)',
      {
        params: ZIdParams,
        body: ZBookingAuthorizationBody,
        response: authorizeAnswers,
      },
    ),
    async (request) =>
      bookings.authorization(userOf(request), request.params.id, idempotencyKeyOf(request), {
        useSavedCard: request.body?.use_saved_card === true,
      }),
  );

  app.post(
    '/bookings/:id/reauthorize',
    write(customer, 'Secures the booking with the new authorization; the old hold is released', {
      params: ZIdParams,
      body: ZReauthorizeBody,
      response: one,
    }),
    async (request) =>
      ok(
        await bookings.reauthorize(userOf(request), request.params.id, {
          paymentIntentId: request.body.payment_intent_id,
          setupIntentId: request.body.setup_intent_id,
        }),
      ),
  );

  app.post(
    '/bookings/:id/cancel',
    write(
      party.verified(),
      'Either party cancels the booking with a reason; what is charged follows the contract',
      { params: ZIdParams, body: ZCancelBookingBody, response: one },
    ),
    async (request) => ok(await bookings.cancel(userOf(request), request.params.id, request.body)),
  );
};
