import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_TYPE_LABELS } from '@cuepoint/domain/accounts/user-types';
import {
  APP_REQUEST_MESSAGES,
  APP_REQUEST_USER_TYPES,
  ZAppDownloadRequest,
} from '@cuepoint/domain/content/app-request';
import { normalizeEmail } from '@cuepoint/domain/content/form-fields';
import { userOf } from '../../../http/auth-guard.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { escapeHtml } from '../../../http/escape-html.ts';
import { caughtByHoneypot } from '../../platform/index.ts';
import { rateLimitTier } from '../../../http/rate-limit-tiers.ts';
import { createAppRequestStore } from './app-requests-store.ts';
import { access } from '../../../http/route-access.ts';

const ZAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ apple_id_email: z.string(), already: z.boolean() }),
});

/**
 * The macOS TestFlight beta request (docs/product/content.md): signed-in DJs and venues only — 401 for a visitor, 403
 * for another account type, both with the spec's message, and 403 until the address is verified; all checked before the
 * body. New requests are stored and announced to the team inbox, which sends the invitations.
 */
export const appRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app.services;
  const store = createAppRequestStore(database.db);
  // The answer repeats the account's Apple ID: personal data no cache keeps.
  app.addHook('onRequest', noStore);

  app.post(
    '/app-download-request.php',
    {
      config: {
        access: access
          .self(...APP_REQUEST_USER_TYPES)
          .verified()
          .refusing(APP_REQUEST_MESSAGES.notAllowed),
        rateLimit: rateLimitTier('appRequest'),
      },
      schema: {
        tags: ['app'],
        summary: 'Ask for a macOS TestFlight invitation (signed-in DJs and venues)',
        security: [{ bearer: [] }],
        body: ZAppDownloadRequest,
        response: { 200: ZAnswer, 201: ZAnswer, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { apple_id_email: appleId, website } = request.body;
      const added = caughtByHoneypot(website, request.log, 'app-request')
        ? true
        : await store.add({
            userId: user.id,
            appleIdEmail: appleId,
            appleIdNormalized: normalizeEmail(appleId),
          });
      if (added && !website) {
        const who = `${user.displayName} (${USER_TYPE_LABELS[user.userType]}, ${user.email})`;
        await mailer
          .send({
            to: config.TEAM_INBOX,
            replyTo: user.email,
            subject: `App beta request: ${appleId}`,
            text: `Apple ID: ${appleId}\nAccount: ${who}\n\nSend a TestFlight invitation to this Apple ID.`,
            html: `<p>Apple ID: <strong>${escapeHtml(appleId)}</strong><br>Account: ${escapeHtml(who)}</p><p>Send a TestFlight invitation to this Apple ID.</p>`,
          })
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'app request mail failed; the request is stored'),
          );
      }
      return reply.status(added ? 201 : 200).send({
        success: true as const,
        message: added ? APP_REQUEST_MESSAGES.received : APP_REQUEST_MESSAGES.alreadyReceived,
        data: { apple_id_email: appleId, already: !added },
      });
    },
  );
};
