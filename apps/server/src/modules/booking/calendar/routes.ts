import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeed } from '@cuepoint/domain/booking/live-updates-api';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { bookingRouteOptions, ZIdParams } from '../requests/route-parts.ts';
import { createCalendarStore } from './calendar-store.ts';
import { createCalendarService } from './calendar-service.ts';
import { resolveFeedKey } from './feed-tokens.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const ZTokenParams = z.object({ token: z.string().max(200) });
const ICS = 'text/calendar; charset=utf-8';
const ZIcsBody = z.string().describe('An iCalendar file (text/calendar)');
/** app.ts's API_PREFIX, repeated to keep this module free of an import cycle. */
const API_PREFIX_PATH = '/api/v14';

/**
 * Calendars: a booking's .ics download for its customer or DJ, the account's private feed address (created once,
 * rotated on demand), and the feed itself, read by calendar apps with the token alone (no session).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.services;
  const service = createCalendarService({
    store: createCalendarStore(database.db),
    clock,
    key: resolveFeedKey({ sessionSecret: config.SESSION_SECRET, dataDir: config.dataDir }),
    publicUrl: config.PUBLIC_URL,
    apiPrefix: API_PREFIX_PATH,
    log: app.log,
  });
  const { read, write } = bookingRouteOptions('calendar');

  app.get(
    '/bookings/:id/calendar.ics',
    read(
      access.owner('booking', ['venue', 'enthusiast', 'dj']),
      'A confirmed booking as an iCalendar file (either party)',
      { params: ZIdParams, response: { 200: ZIcsBody, ...errors } },
    ),
    async (request, reply) => {
      const user = userOf(request);
      const body = await service.bookingCalendar(user, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="cuepoint-booking-${request.params.id}.ics"`)
        .type(ICS)
        .send(body);
    },
  );

  app.get(
    '/calendar/feed',
    read(
      access.self('venue', 'enthusiast', 'dj'),
      "The account's private calendar feed address (created on first ask)",
      { response: { 200: envelope(ZCalendarFeed), ...errors } },
    ),
    async (request, reply) => {
      const user = userOf(request);
      reply.header('cache-control', 'no-store');
      return ok({ url: await service.feedUrl(user) });
    },
  );

  app.post(
    '/calendar/feed/rotate',
    write(access.self('venue', 'enthusiast', 'dj'), 'A new feed address; the old one stops working', {
      response: { 200: envelope(ZCalendarFeed), ...errors },
    }),
    async (request, reply) => {
      const user = userOf(request);
      reply.header('cache-control', 'no-store');
      return ok({ url: await service.rotate(user) });
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { access: access.token('the feed address') },
      schema: {
        tags: ['calendar'],
        summary: "An account's bookings as a subscribable iCalendar feed (the token is the key)",
        params: ZTokenParams,
        response: { 200: ZIcsBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const body = await service.feed(request.params.token);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .type(ICS)
        .send(body);
    },
  );
};
