import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChangePasswordPayload, ZLoginPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { ZAuthResponse, ZSessionUser } from '@cuepoint/domain/accounts/session-user';
import { SIGNED_OUT } from '@cuepoint/domain/accounts/messages';
import { ZErrorBody } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { accountsContext } from './accounts-context.ts';
import { changePassword, login, logout, refresh } from './sign-in-service.ts';
import { sessionUserView } from './user-view.ts';

const ZMessageBody = z.object({ success: z.literal(true), message: z.string() });

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = await accountsContext(app);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Signs in with e-mail and password; user_type (optional) is the type chosen in the sign-in menu',
        body: ZLoginPayload,
        response: { 200: ZAuthResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request, reply) => login(ctx, request, reply, request.body),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revokes the current session and clears the cookie',
        response: { 200: ZMessageBody },
      },
    },
    async (request, reply) => {
      await logout(request, reply);
      return { success: true as const, message: SIGNED_OUT };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Rotates the session token: the presented one is revoked, a new one is returned and set as cookie',
        response: { 200: ZAuthResponse, 401: ZErrorBody },
      },
    },
    (request, reply) => refresh(request, reply),
  );

  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (validates a stored session)',
        response: {
          200: z.object({ success: z.literal(true), data: ZSessionUser, user: ZSessionUser }),
          401: ZErrorBody,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const view = await sessionUserView(app.services.database.db, user.row);
      return { success: true as const, data: view, user: view };
    },
  );

  app.post(
    '/user/change-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Changes the password (current_password, new_password); other sessions are signed out',
        body: ZChangePasswordPayload,
        response: { 200: ZMessageBody, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) => changePassword(ctx, request, request.body),
  );
};
