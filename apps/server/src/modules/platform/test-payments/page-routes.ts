import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isTestGateway } from '../../../adapters/payments/create-payment-gateway.ts';
import { AppError } from '../../../http/app-error.ts';
import { authenticationPage, messagePage } from './three-d-secure-page.ts';
import { ownReturnPath } from './return-url.ts';
import { access } from '../../../http/route-access.ts';

const ZPageQuery = z.object({
  client_secret: z.string().min(1).max(200),
  return_url: z.string().max(2000).optional(),
});

/**
 * GET /test-payments/3ds/{intent id}?client_secret=&return_url=: the test 3-D Secure page the test gateway's
 * `next_action` points to (a page, not the API, so outside /api/v14). Only with the test gateway.
 */
export async function testPaymentPageRoutes(app: FastifyInstance) {
  const { payments, config } = app.services;
  if (!isTestGateway(payments)) return;

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/test-payments/3ds/:id',
    { config: { access: access.token('the intent’s client secret') }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      const nonce = reply.cspNonce?.style;
      const query = ZPageQuery.safeParse(request.query);
      const refuse = (status: number, message: string, returnPath: string | null = null) =>
        reply.status(status).send(
          messagePage({
            title: 'This check cannot be shown',
            message,
            returnPath,
            nonce,
            error: true,
          }),
        );
      if (!query.success)
        return refuse(400, 'This link is incomplete: it needs the client_secret of the payment.');
      let returnPath: string | null = null;
      try {
        if (query.data.return_url) returnPath = ownReturnPath(query.data.return_url, config.PUBLIC_URL);
        const intent = await payments.awaitingAuthentication({
          id: request.params.id,
          clientSecret: query.data.client_secret,
        });
        return reply.send(
          authenticationPage({ intent, clientSecret: query.data.client_secret, returnPath, nonce }),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return refuse(error.status, error.message, returnPath);
      }
    },
  );
}
