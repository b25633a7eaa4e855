import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZBookingRequestSubmitted, ZCancelBookingRequestBody } from '@cuepoint/domain/booking/request-api';
import {
  ZBookingRequestsBody,
  ZEnthusiastBookingRequestBody,
  ZPaymentAuthorizeBody,
  ZVenueBookingRequestBody,
} from '@cuepoint/domain/booking/request-form';
import { BOOKING_FORM_MESSAGES } from '@cuepoint/domain/booking/request-rules';
import { ZBooking, ZDeclineBody } from '@cuepoint/domain/booking/booking-api';
import type { TBookingAudience } from '@cuepoint/domain/booking/request-rules';
import { type AuthUser, userOf } from '../../../http/auth-guard.ts';
import { ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { createAuthorizeService } from './authorize-service.ts';
import { bookingEngineFor } from '../engine/jobs.ts';
import { subscribeToPaymentEvents } from '../engine/payment-events.ts';
import { createRequestsService } from './requests-service.ts';
import { createBookingStore } from './requests-store.ts';
import { createSubmitService } from './submit-service.ts';
import {
  authorizeAnswers,
  bookingErrors,
  bookingRouteOptions,
  idempotencyKeyOf,
  ZIdParams,
} from './route-parts.ts';
import { ZBookingRequestWithBooking, ZDjInboxRequest } from '@cuepoint/domain/booking/booking-api';
import { access } from '../../../http/route-access.ts';

const errors = bookingErrors;

/** POST /booking-requests/{id}/accept: an optional note (the booking's chat is not built yet; it is not stored). */
const ZAcceptRequestBody = z
  .strictObject({ message: z.string().max(1000, 'Message must be at most 1000 characters').optional() })
  .nullish();
const ZDeclinedRequest = z.object({ id: z.number(), status: z.literal('declined') });

/**
 * Booking requests with card authorization (issue #11, decision record 026): the payment step, the three submits, the
 * customers' lists, one request, its cancellation, and a DJ's inbox. Customers are verified venues or enthusiasts;
 * 401 for a visitor and 403 for another account type come before the body is read; another customer's request, or
 * one that did not reach the DJ, is a 404.
 */
export const bookingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const gateway = app.services.payments;
  const store = createBookingStore(database.db);
  const engine = bookingEngineFor(app.services, app.log);
  const authorize = createAuthorizeService({ store, gateway, clock });
  const submits = createSubmitService({ store, gateway, clock, engine, log: app.log });
  const requests = createRequestsService({ store, clock, engine });

  const unsubscribe = subscribeToPaymentEvents(app.services, app.log);
  app.addHook('onClose', async () => unsubscribe());
  // Answers hold one account's data: no browser or proxy keeps them.
  app.addHook('onRequest', noStore);

  const { read, write, answer } = bookingRouteOptions('booking-requests');

  app.post(
    '/payment-authorize.php',
    write(
      access.self('venue', 'enthusiast').verified(),
      'Prices a booking request and creates the intent the payment step confirms (Idempotency-Key)',
      { body: ZPaymentAuthorizeBody, response: authorizeAnswers },
    ),
    async (request) => authorize.authorize(userOf(request), request.body, idempotencyKeyOf(request)),
  );

  const submitted = { 200: ZBookingRequestSubmitted, 201: ZBookingRequestSubmitted, ...errors };
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: AuthUser,
    input: Parameters<typeof submits.submit>[2],
  ) => {
    const role = user.userType as TBookingAudience;
    const result = await submits.submit(user, role, input, idempotencyKeyOf(request));
    return reply
      .status(result.created ? 201 : 200)
      .send({ success: true, message: BOOKING_FORM_MESSAGES.submitted, data: result.data });
  };

  app.post(
    '/booking-request.php',
    write(
      access.self('enthusiast').verified(),
      'Submits an enthusiast’s booking request with its secured card (Idempotency-Key)',
      { body: ZEnthusiastBookingRequestBody, response: submitted },
    ),
    async (request, reply) => send(request, reply, userOf(request), request.body),
  );

  app.post(
    '/venue-booking-request.php',
    write(
      access.self('venue').verified(),
      'Submits a venue’s booking request with its secured card (Idempotency-Key)',
      { body: ZVenueBookingRequestBody, response: submitted },
    ),
    async (request, reply) => send(request, reply, userOf(request), request.body),
  );

  app.post(
    '/booking-requests.php',
    write(
      access.self('venue', 'enthusiast').verified(),
      'Submits a booking request with user_type and payment_data (the account decides the type)',
      { body: ZBookingRequestsBody, response: submitted },
    ),
    async (request, reply) => send(request, reply, userOf(request), request.body),
  );

  app.get(
    '/booking-requests.php',
    read(access.self('venue', 'enthusiast'), 'The signed-in customer’s booking requests, newest first', {
      response: answer(z.array(ZBookingRequestWithBooking)),
    }),
    // Reading one's own requests needs no verified address (an account that never verified has none to read).
    async (request) => ok(await requests.listOwn(userOf(request))),
  );

  app.get(
    '/venue-booking-requests.php',
    read(access.self('venue'), 'The signed-in venue’s booking requests, newest first', {
      response: answer(z.array(ZBookingRequestWithBooking)),
    }),
    async (request) => ok(await requests.listOwn(userOf(request))),
  );

  app.get(
    '/booking-requests/:id',
    read(
      access.owner('booking-request', ['venue', 'enthusiast', 'dj']),
      'One booking request: its customer’s (with the DJs it reached), or one that reached the DJ',
      { params: ZIdParams, response: answer(ZBookingRequestWithBooking) },
    ),
    async (request) => {
      const user = userOf(request);
      return ok(await requests.detail(user, request.params.id));
    },
  );

  app.post(
    '/booking-requests/:id/cancel',
    write(
      access.owner('booking-request', ['venue', 'enthusiast']).verified(),
      'Withdraws a booking request before it is confirmed: its hold is released, nothing is charged',
      { params: ZIdParams, body: ZCancelBookingRequestBody, response: answer(ZBookingRequestWithBooking) },
    ),
    async (request) => ok(await requests.cancel(userOf(request), request.params.id, request.body?.reason)),
  );

  app.post(
    '/booking-requests/:id/accept',
    write(
      access.owner('booking-request', ['dj']).verified(),
      'The DJ accepts a request that reached it as asked: the booking awaits the customer’s confirmation',
      { params: ZIdParams, body: ZAcceptRequestBody, response: answer(ZBooking) },
    ),
    async (request) => ok(await requests.accept(userOf(request), request.params.id)),
  );

  app.post(
    '/booking-requests/:id/decline',
    write(
      access.owner('booking-request', ['dj']).verified(),
      'The DJ declines a request that reached it: it leaves the DJ’s inbox',
      { params: ZIdParams, body: ZDeclineBody.nullable(), response: answer(ZDeclinedRequest) },
    ),
    async (request) => ok(await requests.decline(userOf(request), request.params.id, request.body?.reason)),
  );

  app.get(
    '/dj/booking-requests',
    read(
      access.self('dj'),
      'The booking requests that reached the signed-in DJ, with what the DJ would earn after fees',
      { response: answer(z.array(ZDjInboxRequest)) },
    ),
    async (request) => ok(await requests.djInbox(userOf(request))),
  );
};
