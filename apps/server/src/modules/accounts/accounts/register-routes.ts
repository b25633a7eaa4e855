import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRegisterPayload } from '@cuepoint/domain/accounts/register-payload';
import { ZAuthResponse } from '@cuepoint/domain/accounts/session-user';
import { ZErrorBody } from '../../../http/envelope.ts';
import { accountsContext } from './accounts-context.ts';
import { register } from './register-service.ts';
import { access } from '../../../http/route-access.ts';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = await accountsContext(app);

  app.post(
    '/auth/register',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary:
          'Creates an e-mail account for one role (CAPTCHA solution in recaptcha_token), signs it in and mails a verification link',
        body: ZRegisterPayload,
        response: { 201: ZAuthResponse, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request, reply) => register(ctx, request, reply, request.body),
  );
};
