import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZForgotPasswordPayload,
  ZResendVerificationPayload,
  ZResetPasswordPayload,
  ZResetTokenCheckPayload,
  ZVerifyEmailPayload,
} from '@cuepoint/domain/accounts/auth-payloads';
import { USER_TYPES } from '@cuepoint/domain/accounts/user-types';
import { VERIFICATION_TOKEN_MISSING } from '@cuepoint/domain/accounts/messages';
import { ZErrorBody, fail } from '../../../http/envelope.ts';
import { accountsContext } from './accounts-context.ts';
import {
  VerificationError,
  forgotPassword,
  resendVerification,
  resetPassword,
  checkResetToken,
  verifyEmail,
} from './email-flows-service.ts';
import { access } from '../../../http/route-access.ts';

const ZMessageBody = z.object({ success: z.literal(true), message: z.string() });

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = await accountsContext(app);

  // The spec's client reads a verification failure from data.error, so this route validates its own body and
  // answers every failure as { success: false, error, data: { error } }. A body that is not JSON at all is refused
  // by the error handler before the route runs, as { success: false, error }.
  const verificationFailure = z.object({
    success: z.literal(false),
    error: z.string(),
    code: z.string(),
    data: z.object({ error: z.string() }).optional(),
  });
  app.post(
    '/auth/verify-email',
    {
      config: { access: access.token('the verification link') },
      schema: {
        tags: ['accounts'],
        summary:
          'Spends a verification link token ({ token }); answers with data.user_type (errors also in data.error)',
        body: z.unknown(),
        response: {
          200: ZMessageBody.extend({
            data: z.object({
              user_type: z.enum(USER_TYPES),
              email: z.string(),
              email_verified: z.literal(true),
              /** True when the link had been used before: the address was already verified. */
              already_verified: z.boolean(),
              /** The DJ the account was about to book when it signed up (the sign-up's dj_id), else null. */
              book_dj_id: z.number().int().nullable(),
            }),
          }),
          400: verificationFailure,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const failure = (message: string) =>
        reply.status(400).send({ ...fail('BAD_REQUEST', message), data: { error: message } });
      const parsed = ZVerifyEmailPayload.safeParse(request.body ?? {});
      if (!parsed.success) return failure(parsed.error.issues[0]?.message ?? VERIFICATION_TOKEN_MISSING);
      try {
        return await verifyEmail(ctx, request, parsed.data.token);
      } catch (error) {
        if (!(error instanceof VerificationError)) throw error;
        return failure(error.message);
      }
    },
  );

  const resend = {
    config: { access: access.public() },
    schema: {
      tags: ['accounts'],
      summary:
        'Sends a new verification link when the address has an unverified account; same answer otherwise',
      body: ZResendVerificationPayload,
      response: { 200: ZMessageBody, 400: ZErrorBody, 429: ZErrorBody },
    },
  };
  app.post('/auth/resend-verification', resend, (request) =>
    resendVerification(ctx, request, request.body.email),
  );
  app.post('/resend-verification.php', resend, (request) =>
    resendVerification(ctx, request, request.body.email),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary: 'Mails a single-use reset link when the address has an account; the same answer either way',
        body: ZForgotPasswordPayload,
        response: { 200: ZMessageBody, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) => forgotPassword(ctx, request, request.body.email),
  );

  app.post(
    '/auth/reset-password/check',
    {
      config: { access: access.token('the reset link') },
      schema: {
        tags: ['accounts'],
        summary: 'Says whether a reset link still works, before its page asks for a password; spends nothing',
        body: ZResetTokenCheckPayload,
        response: { 200: ZMessageBody, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) => checkResetToken(ctx, request, request.body.token),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: access.token('the reset link') },
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with the token of a reset link; every session is signed out',
        body: ZResetPasswordPayload,
        response: { 200: ZMessageBody, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) => resetPassword(ctx, request, request.body.token, request.body.password),
  );
};
