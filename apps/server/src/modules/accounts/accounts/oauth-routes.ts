import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OAUTH_PROVIDERS,
  ZOAuthCallbackPayload,
  ZOAuthStartQuery,
  ZSocialRegistrationData,
  type TOAuthProvider,
} from '@cuepoint/domain/accounts/auth-payloads';
import { ZAuthResponse } from '@cuepoint/domain/accounts/session-user';
import { SIGN_IN_INITIATE_FAILED } from '@cuepoint/domain/accounts/messages';
import { AppError } from '../../../http/app-error.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { accountsContext, type AccountsContext } from './accounts-context.ts';
import { completeOAuth, startOAuth, storeRegistrationData } from './oauth-service.ts';
import { access } from '../../../http/route-access.ts';

/**
 * Errors of the start redirect go to the SPA's callback page, whose error view shows them
 * (docs/product/accounts-and-sessions.md).
 */
function callbackErrorUrl(provider: string, message: string): string {
  const params = new URLSearchParams({ error: message, provider });
  return `/auth/callback?${params.toString()}`;
}

async function redirectToProvider(
  ctx: AccountsContext,
  provider: TOAuthProvider,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const query = ZOAuthStartQuery.safeParse(request.query);
  try {
    const url = await startOAuth(ctx, request, reply, provider, query.success ? query.data : {});
    return reply.header('Cache-Control', 'no-store').redirect(url, 302);
  } catch (error) {
    const message = error instanceof AppError && error.status < 500 ? error.message : SIGN_IN_INITIATE_FAILED;
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'social sign-in start failed');
    return reply.header('Cache-Control', 'no-store').redirect(callbackErrorUrl(provider, message), 302);
  }
}

/** The four start redirects; registered under /api/v14 and at the site root, where the spec's browser goes. */
export function registerOAuthStartRoutes(app: FastifyInstance, ctx: AccountsContext) {
  for (const provider of OAUTH_PROVIDERS) {
    app.get(
      `/auth/${provider}`,
      {
        config: { access: access.public() },
        schema: {
          tags: ['accounts'],
          summary: `Starts ${provider} sign-in (query user_type); redirects to the provider`,
        },
      },
      (request, reply) => redirectToProvider(ctx, provider, request, reply),
    );
  }
}

/** Browser paths /auth/{linkedin,google,facebook,apple} at the site root (not SPA routes; /auth/callback is). */
export const oauthBrowserRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOAuthStartRoutes(app, await accountsContext(app));
};

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = await accountsContext(app);
  const { captcha } = ctx;

  app.get(
    '/auth/providers',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary: 'The social providers configured on this server and the CAPTCHA in use for e-mail sign-up',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              providers: z.array(z.enum(OAUTH_PROVIDERS)),
              captcha: z.object({
                provider: z.enum(['altcha', 'recaptcha']),
                site_key: z.string().nullable(),
                challenge_url: z.string().nullable(),
              }),
            }),
          }),
        },
      },
    },
    async () => ({
      success: true as const,
      data: {
        providers: OAUTH_PROVIDERS.filter((provider) => ctx.providers.has(provider)),
        captcha: {
          provider: captcha.provider,
          site_key: captcha.siteKey ?? null,
          challenge_url: captcha.provider === 'altcha' ? '/api/v14/captcha/challenge' : null,
        },
      },
    }),
  );

  app.get(
    '/captcha/challenge',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary: 'A fresh ALTCHA challenge in the widget format; the solved payload goes in recaptcha_token',
        response: { 200: z.looseObject({ parameters: z.record(z.string(), z.unknown()) }), 404: ZErrorBody },
      },
    },
    async (_request, reply) => {
      if (captcha.provider !== 'altcha') throw new AppError('NOT_FOUND', 'This server uses reCAPTCHA');
      reply.header('Cache-Control', 'no-store');
      return (await captcha.createChallenge()) as { parameters: Record<string, unknown> };
    },
  );

  app.post(
    '/auth/store-registration-data',
    {
      config: { access: access.public() },
      schema: {
        tags: ['accounts'],
        summary: 'Keeps the sign-up answers for 30 minutes before a social sign-in redirect',
        body: ZSocialRegistrationData,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ registration_id: z.string() }),
          }),
          400: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    (request, reply) => storeRegistrationData(ctx, request, reply, request.body),
  );

  registerOAuthStartRoutes(app, ctx);

  app.post(
    '/auth/oauth/callback',
    {
      config: { access: access.token('the provider’s code and the sign-in state') },
      schema: {
        tags: ['accounts'],
        summary: 'Completes social sign-in with the code and state from the provider redirect',
        body: ZOAuthCallbackPayload,
        response: { 200: ZAuthResponse, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
      },
    },
    (request, reply) => completeOAuth(ctx, request, reply, request.body),
  );

  // Apple answers with a form POST (response_mode=form_post); hand code and state on to the SPA's callback page.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post(
      '/auth/apple/callback',
      // A redirect carrying Apple's form on to the page; the code and state are checked there.
      { config: { access: access.token('Apple’s code and the sign-in state') }, schema: { hide: true } },
      async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const params = new URLSearchParams({ provider: 'apple' });
        for (const key of ['code', 'state', 'error'] as const) {
          const value = form[key];
          if (typeof value === 'string' && value.length <= 4096) params.set(key, value);
        }
        return reply.redirect(`/auth/callback?${params.toString()}`, 303);
      },
    );
  });
};
