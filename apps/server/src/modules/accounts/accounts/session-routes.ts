import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChangePasswordPayload, ZLoginPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { ZAuthResponse, ZSessionUser } from '@cuepoint/domain/accounts/session-user';
import { SIGNED_OUT } from '@cuepoint/domain/accounts/messages';
import { ZErrorBody } from '../../../http/envelope.ts';
import { optionalUser } from '../../../http/auth-guard.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import { accountsContext } from './accounts-context.ts';
import { ZConfirmPasswordPayload } from '@cuepoint/domain/accounts/step-up';
import { changePassword, confirmPassword, login, logout, refresh } from './sign-in-service.ts';
import { sessionUserView } from './user-view.ts';
import { SESSION_COOKIE, clearSessionCookie } from './session-cookie.ts';
import { access } from '../../../http/route-access.ts';

const ZMessageBody = z.object({ success: z.literal(true), message: z.string() });

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = await accountsContext(app);

  app.post(
    '/auth/login',
    {
      config: { access: access.public() },
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
      config: { access: access.public() },
      // A body-less POST from another site's form must not sign anyone out.
      onRequest: sameOriginRequired,
      schema: {
        tags: ['accounts'],
        summary:
          'Revokes the current session and clears the cookie (JSON, a same-origin Origin or a bearer header; 403 otherwise)',
        response: { 200: ZMessageBody, 403: ZErrorBody },
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
      config: { access: access.self() },
      onRequest: sameOriginRequired,
      schema: {
        tags: ['accounts'],
        summary:
          'Rotates the session token: the presented one is revoked, a new one is returned and set as cookie (JSON, a same-origin Origin or a bearer header; 403 otherwise)',
        response: { 200: ZAuthResponse, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    (request, reply) => refresh(request, reply),
  );

  // The web app's "who am I" check: a visitor is a normal answer, not an error (no 401 in a visitor's console).
  // GET /user/profile (modules/music/user-profile) keeps the spec's contract: 401 unless a session is presented.
  app.get(
    '/auth/session',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary:
          'Who is signed in: the user in user and data, or null for a visitor (always 200; a stale cookie is cleared)',
        response: {
          200: z.object({
            success: z.literal(true),
            data: ZSessionUser.nullable(),
            user: ZSessionUser.nullable(),
          }),
        },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request);
      if (!user) {
        if (request.cookies?.[SESSION_COOKIE]) clearSessionCookie(request, reply);
        return { success: true as const, data: null, user: null };
      }
      const view = await sessionUserView(
        app.services.database.db,
        user.row,
        app.services.config.ADMIN_EMAILS,
      );
      return { success: true as const, data: view, user: view };
    },
  );

  app.post(
    '/user/change-password',
    {
      config: { access: access.self() },
      schema: {
        tags: ['accounts'],
        summary: 'Changes the password (current_password, new_password); other sessions are signed out',
        body: ZChangePasswordPayload,
        response: { 200: ZMessageBody, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) => changePassword(ctx, request, request.body),
  );

  app.post(
    '/auth/confirm-password',
    {
      config: { access: access.self() },
      onRequest: sameOriginRequired,
      schema: {
        tags: ['accounts'],
        summary:
          "Confirms the signed-in account's password: the session may make sensitive calls (403 REAUTH_REQUIRED otherwise) for 10 minutes",
        body: ZConfirmPasswordPayload,
        response: { 200: ZMessageBody, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) => confirmPassword(ctx, request, request.body),
  );
};
