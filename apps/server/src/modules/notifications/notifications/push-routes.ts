import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPreferencesAnswer,
  ZPreferencesUpdate,
  ZPublicKeyAnswer,
  ZPushEndpoint,
  ZSubscribePhpBody,
  ZSubscribeRestBody,
  ZSubscriptionAnswer,
  ZSuccessAnswer,
  ZUnsubscribePhpBody,
  ZUnsubscribeRestBody,
} from '@cuepoint/domain/notifications/push-api';
import { userOf } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { createPushService } from './push-service.ts';
import { notificationRuntime } from './runtime.ts';
import { access } from '../../../http/route-access.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  422: ZErrorBody,
  503: ZErrorBody,
};
const docs = (summary: string) => ({ tags: ['notifications'], summary, security: [{ bearer: [] }] });
const ZTestBody = z.object({ endpoint: ZPushEndpoint.optional() }).nullish();

/**
 * Web push (docs/product/notifications.md; decision record 031). The .php variant serves every signed-in
 * account (the dialog, the enthusiast's banner); the prompt's variant under /notifications serves DJs and venues,
 * whom the prompt is offered to (docs/product/notifications.md).
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = createPushService(app.services, app.log);
  app.addHook('onRequest', noStore);
  const write = { onRequest: sameOriginRequired };
  // Who may call comes before the body is read: 401 signed out, 403 another account type, then 400 for bad input.

  app.get(
    '/push-notifications/public-key',
    {
      config: { access: access.public() },
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID application server key browsers subscribe with (base64url)',
        response: { 200: ZPublicKeyAnswer },
      },
    },
    async () => ({
      success: true as const,
      data: { public_key: (await notificationRuntime(app.services).vapid()).publicKey },
    }),
  );

  app.post(
    '/push-notifications/subscribe.php',
    {
      config: { access: access.self() },
      ...write,
      schema: {
        ...docs(
          'Saves this browser’s push subscription for the signed-in account (several devices per account)',
        ),
        body: ZSubscribePhpBody,
        response: { 200: ZSubscriptionAnswer, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const saved = await push.subscribe(user.id, request.body.subscription, request.body.deviceInfo);
      return { success: true as const, data: saved };
    },
  );

  app.post(
    '/push-notifications/unsubscribe.php',
    {
      config: { access: access.self() },
      ...write,
      schema: {
        ...docs('Stops push notifications to the browser with this endpoint'),
        body: ZUnsubscribePhpBody,
        response: { 200: ZSuccessAnswer, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return {
        success: true as const,
        data: await push.unsubscribe(user.id, request.body.endpoint, { missingIsError: true }),
      };
    },
  );

  app.post(
    '/push-notifications/test.php',
    {
      config: { access: access.self() },
      ...write,
      schema: {
        ...docs('Sends a test push to the account’s devices (or the one whose endpoint is given) at once'),
        body: ZTestBody,
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ sent: z.number() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      return { success: true as const, data: await push.test(user.id, request.body?.endpoint) };
    },
  );

  app.get(
    '/push-notifications/preferences.php',
    {
      config: { access: access.self() },
      schema: {
        ...docs('The account’s notification preferences'),
        response: { 200: ZPreferencesAnswer, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return { success: true as const, preferences: await push.store.preferences(user.id) };
    },
  );

  app.put(
    '/push-notifications/preferences.php',
    {
      config: { access: access.self() },
      ...write,
      schema: {
        ...docs(
          'Changes the categories sent (as { preferences: {…} } or the flags themselves); keeps the others',
        ),
        body: ZPreferencesUpdate,
        response: { 200: ZPreferencesAnswer, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const preferences = await push.store.updatePreferences(user.id, request.body, app.services.clock.now());
      return { success: true as const, preferences };
    },
  );

  app.post(
    '/notifications/subscribe',
    {
      config: { access: access.self('dj', 'venue') },
      ...write,
      schema: {
        ...docs('The DJ and venue prompt’s subscribe: saves this browser’s push subscription'),
        body: ZSubscribeRestBody,
        response: { 200: ZSubscriptionAnswer, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const saved = await push.subscribe(user.id, request.body.subscription, request.body.device_info);
      return { success: true as const, data: saved };
    },
  );

  app.delete(
    '/notifications/unsubscribe',
    {
      config: { access: access.self('dj', 'venue') },
      ...write,
      schema: {
        ...docs(
          'The DJ and venue prompt’s unsubscribe: the device whose endpoint is given, or without a body every device of the account',
        ),
        body: ZUnsubscribeRestBody,
        response: { 200: ZSuccessAnswer, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return {
        success: true as const,
        data: await push.unsubscribe(user.id, request.body?.endpoint, { missingIsError: false }),
      };
    },
  );
};
