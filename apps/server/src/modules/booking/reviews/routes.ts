import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBookingReviews,
  ZDjReviews,
  ZDjReviewsQuery,
  ZReportBody,
  ZReview,
  ZReviewAnswerBody,
  ZReviewBody,
} from '@cuepoint/domain/trust/reviews';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { bookingRouteOptions, ZIdParams, ZReported } from '../requests/route-parts.ts';
import { createReviewsService } from './reviews-service.ts';
import { access } from '../../../http/route-access.ts';

/**
 * Reviews (decision record 034): a booking's parties write and read theirs (others 404), the reviewed party answers,
 * anyone signed in reports, and GET /dj-reviews.php serves a DJ's published reviews, rating and track record to
 * everyone.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.services;
  const reviews = createReviewsService({ db: database.db, clock });
  const { read, write, answer, created } = bookingRouteOptions('reviews');
  app.addHook('onRequest', noStore);

  app.get(
    '/bookings/:id/reviews',
    read(
      access.owner('booking', ['venue', 'enthusiast', 'dj']),
      'The booking’s reviews as one of its parties sees them (the other’s once published)',
      { params: ZIdParams, response: answer(ZBookingReviews) },
    ),
    async (request) => ok(await reviews.view(userOf(request), request.params.id)),
  );

  app.post(
    '/bookings/:id/reviews',
    write(
      access.owner('booking', ['venue', 'enthusiast', 'dj']).verified(),
      'A party reviews the other within 14 days of the booking’s completion (1–5 stars and text)',
      { params: ZIdParams, body: ZReviewBody, response: created(ZBookingReviews) },
    ),
    async (request, reply) => {
      const user = userOf(request);
      return reply.code(201).send(ok(await reviews.write(user, request.params.id, request.body)));
    },
  );

  app.post(
    '/reviews/:id/answer',
    write(access.owner('review', 'any').verified(), 'The reviewed party answers a published review once', {
      params: ZIdParams,
      body: ZReviewAnswerBody,
      response: answer(ZReview),
    }),
    async (request) => ok(await reviews.answer(userOf(request), request.params.id, request.body.text)),
  );

  app.post(
    '/reviews/:id/report',
    write(access.self(), 'Reports a review to Cuepoint’s operators', {
      params: ZIdParams,
      body: ZReportBody,
      response: created(ZReported),
    }),
    async (request, reply) => {
      await reviews.report(userOf(request), request.params.id, request.body.reason);
      return reply.code(201).send(ok({ reported: true as const }));
    },
  );

  app.get(
    '/dj-reviews.php',
    {
      config: { access: access.public() },
      schema: {
        tags: ['reviews'],
        summary: 'A DJ’s published reviews with the rating (average and count) and track record',
        querystring: ZDjReviewsQuery,
        response: { 200: envelope(ZDjReviews), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ok(await reviews.djReviews(request.query.dj_id)),
  );
};
