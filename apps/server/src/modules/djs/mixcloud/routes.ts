import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import path from 'node:path';
import { z } from 'zod';
import {
  ZCloudcast,
  ZCloudcastQuery,
  ZMixcloudPublish,
  ZMixcloudStartQuery,
  ZMixcloudStartToken,
  ZMixcloudStatus,
  ZMixcloudUploadAnswer,
  ZTokenTest,
  ZTokenTestQuery,
} from '@cuepoint/domain/mixcloud/api';
import { MIXCLOUD_RETURN_PARAM, type TMixcloudReturn } from '@cuepoint/domain/mixcloud/messages';
import { MIXCLOUD_MP3_MAX_BYTES } from '@cuepoint/domain/mixcloud/sections';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createCloudcastService } from './cloudcast-service.ts';
import { createConnectionService, FLOW_TTL_MS } from './connection-service.ts';
import { mixcloudDeps } from './mixcloud-deps.ts';
import { createPublishService } from './publish-service.ts';
import { createMixcloudStore } from './mixcloud-store.ts';
import { readUploadForm } from './upload-form.ts';
import { access } from '../../../http/route-access.ts';
import { errorBodies, ownDjRoutes } from '../dashboard/own-routes.ts';

const errors = errorBodies(400, 401, 403, 404, 409, 413, 422, 503);

/** Binds a connection flow to the browser that started it; only the callback reads it. */
const FLOW_COOKIE = 'cuepoint_mixcloud';

/**
 * The Mixcloud calls (docs/product/djs.md, decision record 033): connect (a full-page redirect through
 * mixcloud-start.php, back through mixcloud-callback.php), status, disconnect, token test, publish a set (a job) and
 * follow its show. DJs only: 401 for a visitor, 403 for another account type, another DJ's set is a 404.
 */
export const mixcloudRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, clock, files, publicCache } = app.services;
  const mixcloud = mixcloudDeps(config);
  const store = createMixcloudStore(database.db);
  const apiBase = `${config.PUBLIC_URL.replace(/\/+$/, '')}${app.prefix}`;
  const log = app.log.child({ component: 'mixcloud' });
  const connections = createConnectionService({ mixcloud, store, clock, apiBase, log });
  const cloudcasts = createCloudcastService({ mixcloud, store, clock, publicCache, log });
  const own = ownDjRoutes('mixcloud', errors);
  const { docs } = own;
  const dashboard = (value: TMixcloudReturn) => {
    const url = new URL('/dj-dashboard', config.PUBLIC_URL);
    url.searchParams.set(MIXCLOUD_RETURN_PARAM, value);
    return `${url.pathname}${url.search}`;
  };
  const secureCookie = config.PUBLIC_URL.startsWith('https:');
  const cookiePath = `${app.prefix}/mixcloud-callback.php`;

  app.addHook('onRequest', noStore);

  app.get(
    '/mixcloud-status.php',
    own.read('Whether the DJ’s Mixcloud account is connected', ZMixcloudStatus),
    async (request) => ok(await connections.status(userOf(request).id)),
  );

  app.post(
    '/mixcloud-start-token.php',
    own.act(
      'A short-lived token `t` for the full-page redirect to mixcloud-start.php',
      ZMixcloudStartToken,
      'Valid 5 minutes; it names the DJ, so no session token travels in an address.',
    ),
    async (request) => ok(await connections.startToken(userOf(request).id)),
  );

  app.get(
    '/mixcloud-start.php',
    {
      config: { access: access.token('the start link’s one-time token') },
      schema: {
        tags: ['mixcloud'],
        summary:
          'Full-page redirect: on to Mixcloud’s authorize page (back to the dashboard when the link is no good)',
        querystring: ZMixcloudStartQuery,
      },
    },
    async (request, reply) => {
      const started = await connections.start(request.query.t);
      if ('back' in started) return reply.redirect(dashboard(started.back));
      reply.setCookie(FLOW_COOKIE, started.cookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        path: cookiePath,
        maxAge: FLOW_TTL_MS / 1000,
      });
      return reply.redirect(started.authorizeUrl);
    },
  );

  app.get(
    '/mixcloud-callback.php',
    {
      config: { access: access.token('Mixcloud’s code and the flow cookie') },
      schema: {
        tags: ['mixcloud'],
        summary: 'Where Mixcloud sends the DJ back: the code is exchanged and the account kept',
        querystring: z.object({
          state: z.string().max(200).optional(),
          code: z.string().max(500).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const back = await connections.callback({ ...request.query, cookie: request.cookies[FLOW_COOKIE] });
      reply.clearCookie(FLOW_COOKIE, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
      });
      return reply.redirect(dashboard(back));
    },
  );

  app.post(
    '/mixcloud-disconnect.php',
    own.act('Forgets the DJ’s Mixcloud account and its token', ZMixcloudStatus),
    async (request) => {
      const userId = userOf(request).id;
      await connections.disconnect(userId);
      return ok(await connections.status(userId));
    },
  );

  app.get(
    '/mixcloud-token-test.php',
    {
      config: { access: access.self('dj') },
      schema: {
        ...docs(
          'Tests a Mixcloud token against Mixcloud’s /me/ (target user: the DJ’s; cuepoint: the platform’s)',
        ),
        querystring: ZTokenTestQuery,
        response: { 200: envelope(ZTokenTest), ...errors },
      },
    },
    async (request) => ok(await connections.test(userOf(request).id, request.query.target)),
  );

  app.get(
    '/mixcloud-publishes.php',
    own.read(
      'The DJ’s uploads to Mixcloud with their status and progress, newest first',
      z.array(ZMixcloudPublish),
    ),
    async (request) =>
      ok(
        await createPublishService({ mixcloud, store, files, jobs: app.services.jobs, clock, log }).list(
          userOf(request).id,
        ),
      ),
  );

  app.get(
    '/mixcloud-cloudcast.php',
    {
      config: { access: access.self('dj') },
      schema: {
        ...docs('Where the set’s upload stands on Mixcloud: processing, its sections, its address'),
        querystring: ZCloudcastQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: ZCloudcast,
            processing: z.boolean(),
            has_sections: z.boolean(),
            sections_count: z.number(),
            title: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const found = await cloudcasts.check(userOf(request).id, request.query.set_id);
      return {
        ...ok(found),
        processing: found.processing,
        has_sections: found.has_sections,
        sections_count: found.sections_count,
        title: found.title,
      };
    },
  );

  // Only this route takes multipart bodies: an MP3 of up to Mixcloud's 4 GB, and a tracklist file.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: MIXCLOUD_MP3_MAX_BYTES,
        files: 2,
        fields: 8,
        parts: 10,
        fieldSize: 1_048_576,
        headerPairs: 100,
      },
    });
    upload.post(
      '/mixcloud-upload.php',
      {
        config: { access: access.self('dj') },
        onRequest: sameOriginRequired,
        schema: {
          ...docs(
            'Publishes a set to Mixcloud as a job (multipart: title, mp3, publish_target, set_id, tracklist_csv, tags)',
          ),
          description:
            'publish_target none | cuepoint | user. mp3 may be left out when the set’s media is an MP3 (or a failed ' +
            'upload of the set kept its MP3); tracklist_csv (text or a file) defaults to the set’s tracklist; tags ' +
            'comma-joined, at most 5. Answers 202 with queued, published_to and the upload to follow.',
          consumes: ['multipart/form-data'],
          response: { 200: ZMixcloudUploadAnswer, 202: ZMixcloudUploadAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const userId = userOf(request).id;
        const form = await readUploadForm(request, path.join(config.dataDir, 'tmp'));
        const publish = createPublishService({
          mixcloud,
          store,
          files,
          jobs: upload.services.jobs,
          clock,
          log,
        });
        const answer = await publish.publish(userId, form);
        return reply.status(answer.queued ? 202 : 200).send(answer);
      },
    );
  });
};
