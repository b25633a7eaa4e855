import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookingRequestWithBooking } from '@cuepoint/domain/booking/booking-api';
import { userOf } from '../../../http/auth-guard.ts';
import { ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { access } from '../../../http/route-access.ts';
import { createAuthorizeService } from './authorize-service.ts';
import { bookingEngineFor } from '../engine/jobs.ts';
import { ZBookingAuthorizationBody, ZReauthorizeBody } from './reauthorize-body.ts';
import { createRequestRescue } from './rescue-service.ts';
import { createRequestsService } from './requests-service.ts';
import { authorizeAnswers, bookingRouteOptions, idempotencyKeyOf, ZIdParams } from './route-parts.ts';
import { createBookingStore } from './requests-store.ts';

/**
 * The rescue of an open request whose saved card failed before any DJ accepted (decision record 028): the same two
 * steps as a booking's, on the request. Only its customer; another account's request is a 404.
 */
export const requestRescueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const gateway = app.services.payments;
  const store = createBookingStore(database.db);
  const engine = bookingEngineFor(app.services, app.log);
  const authorize = createAuthorizeService({ store, gateway, clock });
  const rescue = createRequestRescue({ store, gateway, clock, engine, authorize });
  const requests = createRequestsService({ store, clock, engine });
  app.addHook('onRequest', noStore);
  const { write, answer } = bookingRouteOptions('booking-requests');

  app.post(
    '/booking-requests/:id/authorization',
    write(
      access.owner('booking-request', ['venue', 'enthusiast']).verified(),
      'A new card authorization for an open request whose saved card failed, on a new card or the saved one (Idempotency-Key)',
      {
        params: ZIdParams,
        body: ZBookingAuthorizationBody,
        response: authorizeAnswers,
      },
    ),
    async (request) =>
      rescue.authorization(userOf(request), request.params.id, idempotencyKeyOf(request), {
        useSavedCard: request.body?.use_saved_card === true,
      }),
  );

  app.post(
    '/booking-requests/:id/reauthorize',
    write(
      access.owner('booking-request', ['venue', 'enthusiast']).verified(),
      'Secures an open request whose saved card failed with the new authorization',
      { params: ZIdParams, body: ZReauthorizeBody, response: answer(ZBookingRequestWithBooking) },
    ),
    async (request) => {
      const user = userOf(request);
      await rescue.reauthorize(user, request.params.id, {
        paymentIntentId: request.body.payment_intent_id,
        setupIntentId: request.body.setup_intent_id,
      });
      return ok(await requests.detail(user, request.params.id));
    },
  );
};
