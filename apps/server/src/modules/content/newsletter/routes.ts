import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCaptchaChallenge } from '@cuepoint/domain/content/captcha';
import {
  ZNewsletterSubscribe,
  ZUnsubscribeRequest,
  ZUnsubscribeToken,
} from '@cuepoint/domain/content/newsletter';
import { NEWSLETTER_MESSAGES } from '@cuepoint/domain/content/newsletter-messages';
import { ZErrorBody } from '../../../http/envelope.ts';
import { captchaFor } from '../../platform/index.ts';
import { caughtByHoneypot } from '../../platform/index.ts';
import { rateLimitTier } from '../../../http/rate-limit-tiers.ts';
import { createNewsletterStore } from './newsletter-store.ts';
import { createNewsletterService } from './newsletter-service.ts';
import { access } from '../../../http/route-access.ts';

const ZSubscribed = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string(), status: z.enum(['subscribed', 'already']) }),
});

/** Newsletter sign-up with the arithmetic captcha (docs/product/content.md), and the unsubscribe link of its mails. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer, clock, database } = app.services;
  const service = createNewsletterService({
    store: createNewsletterStore(database.db),
    mailer,
    clock,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  });
  const captcha = captchaFor(app);

  app.get(
    '/newsletter.php',
    {
      config: { access: access.public(), rateLimit: rateLimitTier('challenge') },
      schema: {
        tags: ['newsletter'],
        summary: 'A captcha question and its signed token for the sign-up form',
        response: { 200: ZCaptchaChallenge.extend({ success: z.literal(true) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, ...captcha.issue('newsletter') };
    },
  );

  app.post(
    '/newsletter.php',
    {
      config: { access: access.public(), rateLimit: rateLimitTier('signup') },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address; a known address answers "already"',
        body: ZNewsletterSubscribe,
        response: { 200: ZSubscribed, 400: ZErrorBody },
      },
    },
    async (request) => {
      const { email, captcha: answer, token, website } = request.body;
      await captcha.verify('newsletter', token, answer);
      if (caughtByHoneypot(website, request.log, 'newsletter')) {
        return {
          success: true as const,
          message: NEWSLETTER_MESSAGES.subscribed,
          data: { email, status: 'subscribed' as const },
        };
      }
      const { outcome, message } = await service.subscribe(email);
      return { success: true as const, message, data: { email, status: outcome } };
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      config: { access: access.token('the unsubscribe link'), rateLimit: rateLimitTier('unsubscribe') },
      schema: {
        tags: ['newsletter'],
        summary: 'Which address an unsubscribe link belongs to (changes nothing: mail scanners follow links)',
        querystring: z.object({ token: ZUnsubscribeToken }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ email: z.string(), status: z.enum(['subscribed', 'unsubscribed']) }),
          }),
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.lookup(request.query.token) }),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: access.token('the unsubscribe link'), rateLimit: rateLimitTier('unsubscribe') },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe the address of an unsubscribe link',
        body: ZUnsubscribeRequest,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ email: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const { email, message } = await service.unsubscribe(request.body.token);
      return { success: true as const, message, data: { email } };
    },
  );
};
