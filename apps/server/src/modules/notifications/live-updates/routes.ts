import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIVE_BOOKING_EVENT,
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_STREAMS_PER_USER,
  LIVE_READY_EVENT,
  LIVE_RETRY_MS,
  LIVE_UPDATES_MESSAGES,
  ZLiveUpdatesQuery,
  parseLastEventId,
} from '@cuepoint/domain/booking/live-updates-api';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { userOf } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { readSessionToken } from '../../accounts/index.ts';
import { findLiveSession } from '../../accounts/index.ts';
import { sessionLifetimes, withinLifetimes } from '../../accounts/index.ts';
import { hashToken } from '../../accounts/index.ts';
import { openEventStream } from './event-stream.ts';
import { createLiveHub } from './live-hub.ts';
import { createLiveStore } from './live-store.ts';
import { presentLiveEvent } from './present.ts';
import { createUnreadOnStream } from './unread-on-stream.ts';
import { access } from '../../../http/route-access.ts';

export type LiveUpdatesOptions = {
  /** The comment that keeps a stream open; also when the session is checked again. */
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
};

/** How soon a browser comes back after a shutdown ended its stream (the balancer sends it to another process). */
const RESTART_RETRY_MS = 250;

/** Rows read per query while replaying. */
const BATCH = 200;

/**
 * GET /updates (decision record 025's outbox, delivered live): a signed-in user's booking and offer changes as
 * server-sent events, and the notification centre's unread count (`unread`, on connect and on each change). On connect it replays what came after Last-Event-ID (the header the browser sends when it
 * reconnects, or `?last_event_id=` for a page that had one), then sends each new change within a second of its
 * commit, on whichever server process it happened. A heartbeat comment every 25 s; the stream ends when the session
 * does, and on shutdown.
 */
export const liveUpdatesRoutes: FastifyPluginAsyncZod<LiveUpdatesOptions> = async (app, options) => {
  const { database, clock, config } = app.services;
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const store = createLiveStore(database.db);
  const hub = createLiveHub({
    database,
    store,
    log: app.log,
    maxPerUser: options.maxStreamsPerUser ?? LIVE_MAX_STREAMS_PER_USER,
  });
  const unread = createUnreadOnStream(database, app.log);
  // Streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    await hub.close();
    await unread.close();
  });
  app.addHook('onRequest', noStore);

  const stillSignedIn = async (token: string | undefined) => {
    if (!token) return false;
    const now = clock.now();
    const found = await findLiveSession(database.db, hashToken(token), now);
    return found !== undefined && withinLifetimes(found.session, now, sessionLifetimes(config, found.user));
  };

  app.get(
    '/updates',
    {
      config: { access: access.self() },
      schema: {
        tags: ['live-updates'],
        summary:
          'Booking and offer changes and the unread notification count as server-sent events (text/event-stream), resumable with Last-Event-ID',
        security: [{ bearer: [] }],
        querystring: ZLiveUpdatesQuery,
        response: { 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const header = request.headers['last-event-id'];
      const fromHeader = parseLastEventId(Array.isArray(header) ? header[0] : header);
      if (fromHeader === 'invalid') throw badRequest(LIVE_UPDATES_MESSAGES.lastEventIdInvalid);
      const resumeAfter = fromHeader ?? request.query.last_event_id;
      if (hub.count(user.id) >= (options.maxStreamsPerUser ?? LIVE_MAX_STREAMS_PER_USER))
        throw new AppError('RATE_LIMITED', LIVE_UPDATES_MESSAGES.tooManyStreams, { retryAfter: 10 });
      await Promise.all([hub.ready(), unread.ready()]);

      let lastId = resumeAfter ?? 0;
      let started = false;
      let pumping = false;
      let again = false;
      let stream: ReturnType<typeof openEventStream> | null = null;

      const pump = async () => {
        if (!started || !stream) return;
        if (pumping) {
          again = true;
          return;
        }
        pumping = true;
        try {
          do {
            again = false;
            for (;;) {
              const rows = await store.eventsFor(user.id, lastId, BATCH);
              for (const row of rows) {
                stream.send(LIVE_BOOKING_EVENT, row.id, presentLiveEvent(row));
                lastId = row.id;
              }
              if (rows.length < BATCH || stream.closed) break;
            }
          } while (again && !stream.closed);
        } catch (error) {
          request.log.warn({ err: error }, 'live updates: reading events failed; the client reconnects');
          stream.end();
        } finally {
          pumping = false;
        }
      };

      // Registered before the starting point is read, so a change committed in between wakes this stream.
      const remove = hub.add({
        userId: user.id,
        wake: () => void pump(),
        // Server shutdown: the browser reconnects at once to another process and replays what it missed.
        end: () => stream?.endForRestart(RESTART_RETRY_MS),
      });
      if (!remove)
        throw new AppError('RATE_LIMITED', LIVE_UPDATES_MESSAGES.tooManyStreams, { retryAfter: 10 });
      try {
        if (resumeAfter === undefined) lastId = await store.latestEventId();
      } catch (error) {
        remove();
        throw error;
      }

      stream = openEventStream(reply, { retryMs: LIVE_RETRY_MS });
      const token = readSessionToken(request);
      const heartbeat = setInterval(() => {
        stream?.comment('heartbeat');
        stillSignedIn(token).then(
          (signedIn) => {
            if (!signedIn) stream?.end();
          },
          () => undefined,
        );
      }, heartbeatMs);
      heartbeat.unref();
      const stopUnread = unread.attach(user.id, stream);
      stream.onClose(() => {
        clearInterval(heartbeat);
        remove();
        stopUnread();
      });
      stream.send(LIVE_READY_EVENT, lastId, { last_event_id: lastId });
      started = true;
      await pump();
      return reply;
    },
  );
};
