import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIntentAnswer,
  ZTestAuthenticationBody,
  ZTestConfirmBody,
  type TTestAuthenticationBody,
} from '@cuepoint/domain/payments/intents';
import { isTestGateway } from '../../../adapters/payments/create-payment-gateway.ts';
import type { TestGateway } from '../../../adapters/payments/test-gateway/test-gateway.ts';
import { AppError } from '../../../http/app-error.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { browserAnswer } from './browser-answer.ts';
import { createConfirmLimiter } from './confirm-limits.ts';
import { ownReturnPath, withRedirectParameters } from './return-url.ts';
import { messagePage } from './three-d-secure-page.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };
const ZIntentParams = z.object({ id: z.string().max(100, 'No such intent') });
const FORM = 'application/x-www-form-urlencoded';

/**
 * The browser's side of the test gateway (decision record 028), as Stripe.js would call Stripe: confirm an intent
 * with a test card, and answer the test 3-D Secure page. Registered only with the test gateway (404 with Stripe).
 * The client secret is the authority, as with Stripe: no session is needed, a wrong secret is refused.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, config } = app.services;
  if (!isTestGateway(payments)) return;
  const gateway: TestGateway = payments;
  const limiter = createConfirmLimiter(app.services);
  const returnPathOf = (returnUrl: string | undefined) =>
    returnUrl === undefined ? null : ownReturnPath(returnUrl, config.PUBLIC_URL);
  const docs = (summary: string) => ({ tags: ['test-payments'], summary });

  app.addHook('onRequest', noStore);

  app.post(
    '/test-payments/confirm',
    {
      config: { access: access.token('the intent’s client secret') },
      schema: {
        ...docs(
          'Confirms a test payment or setup intent with a test payment method id or a typed card (test gateway only)',
        ),
        body: ZTestConfirmBody,
        response: { 200: envelope(ZIntentAnswer), ...errors },
      },
    },
    async (request) => {
      const { client_secret: clientSecret, payment_method: paymentMethod, return_url } = request.body;
      const returnPath = returnPathOf(return_url);
      await limiter.count(request, clientSecret);
      const intent = await gateway.confirm({ clientSecret, paymentMethod });
      return ok(browserAnswer(intent, returnPath));
    },
  );

  // The test 3-D Secure page posts a form; API clients may send JSON.
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const answer =
      (passed: boolean) =>
      async (
        request: FastifyRequest<{ Params: { id: string }; Body: TTestAuthenticationBody }>,
        reply: FastifyReply,
      ) => {
        const isForm = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === FORM;
        const { client_secret: clientSecret, return_url } = request.body;
        try {
          const returnPath = returnPathOf(return_url);
          const intent = await gateway.authenticate({ id: request.params.id, clientSecret, passed });
          if (!isForm) return ok(browserAnswer(intent, returnPath));
          if (returnPath) return reply.redirect(withRedirectParameters(returnPath, intent), 303);
          return reply.type('text/html; charset=utf-8').send(
            messagePage({
              title: passed ? 'Authentication complete' : 'Authentication failed',
              message: passed
                ? 'Your card is confirmed. You can go back to Cuepoint.'
                : 'The check failed: nothing was held on your card. Try again or use another card.',
              returnPath: null,
              nonce: reply.cspNonce?.style,
            }),
          );
        } catch (error) {
          if (!isForm || !(error instanceof AppError)) throw error;
          return reply
            .status(error.status)
            .type('text/html; charset=utf-8')
            .send(
              messagePage({
                title: 'Authentication could not be completed',
                message: error.message,
                returnPath: null,
                nonce: reply.cspNonce?.style,
                error: true,
              }),
            );
        }
      };

    for (const [outcome, passed] of [
      ['complete', true],
      ['fail', false],
    ] as const) {
      scope.post(
        `/test-payments/3ds/:id/${outcome}`,
        {
          config: { access: access.token('the intent’s client secret') },
          schema: {
            ...docs(
              passed
                ? 'Passes the test 3-D Secure check: the card is held (or saved) (test gateway only)'
                : 'Fails the test 3-D Secure check: the intent waits for another card (test gateway only)',
            ),
            params: ZIntentParams,
            body: ZTestAuthenticationBody,
            response: { 200: envelope(ZIntentAnswer), ...errors },
          },
        },
        answer(passed),
      );
    }
  });
};
