import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPaymentsConfig } from '@cuepoint/domain/payments/intents';
import { createPaymentsStore } from '../../../adapters/payments/payments-store.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { receiveWebhook } from './webhook-service.ts';
import { access } from '../../../http/route-access.ts';

const ZWebhookAnswer = envelope(
  z.object({ received: z.literal(true), duplicate: z.boolean(), ignored: z.boolean() }),
);

/**
 * What the payment modal needs to know about the gateway, and Stripe's webhook (decision record 028). The webhook
 * exists only with Stripe; its body is read raw, since the signature covers the exact bytes.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, database, clock } = app.services;

  app.get(
    '/payments/config',
    {
      config: { access: access.public() },
      schema: {
        tags: ['payments'],
        summary: 'The payment gateway the modal uses: Stripe (with its publishable key) or the test gateway',
        response: { 200: envelope(ZPaymentsConfig) },
      },
    },
    async () => ok({ mode: payments.mode, publishable_key: payments.publishableKey }),
  );

  const webhooks = payments.webhooks;
  if (!webhooks) return;
  const store = createPaymentsStore(database.db, payments.mode);
  const log = app.log.child({ component: 'payment-webhooks' });

  await app.register(async (scope) => {
    // The signature is over the raw bytes: this scope reads them instead of the app's JSON parser.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/payments/webhook',
      {
        config: { access: access.token('the payment gateway’s signature') },
        schema: {
          tags: ['payments'],
          summary: 'Stripe’s events, signed with STRIPE_WEBHOOK_SECRET; each event id is processed once',
          response: { 200: ZWebhookAnswer, 400: ZErrorBody, 503: ZErrorBody },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const outcome = await receiveWebhook(
          { gateway: payments, webhooks, store, clock, log },
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
        return ok({ received: true as const, ...outcome });
      },
    );
  });
};
