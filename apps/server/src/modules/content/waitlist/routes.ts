import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeEmail } from '@cuepoint/domain/content/form-fields';
import { WAITLIST_MESSAGES, WAITLIST_ROLES, ZWaitlistSignup } from '@cuepoint/domain/content/waitlist';
import { ZErrorBody } from '../../../http/envelope.ts';
import { caughtByHoneypot } from '../../platform/index.ts';
import { rateLimitTier } from '../../../http/rate-limit-tiers.ts';
import { createWaitlistStore } from './waitlist-store.ts';
import { access } from '../../../http/route-access.ts';

const ZJoined = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string(), role: z.enum(WAITLIST_ROLES), already: z.boolean() }),
});

/** The pre-launch waitlist (docs/product/content.md): 201 for a new address, 200 "already" for a known one. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createWaitlistStore(app.services.database.db);

  app.post(
    '/coming-soon/signup',
    {
      config: { access: access.public(), rateLimit: rateLimitTier('signup') },
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waitlist as a DJ, tour manager or venue manager',
        body: ZWaitlistSignup,
        response: { 200: ZJoined, 201: ZJoined, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { email, role, website } = request.body;
      const added = caughtByHoneypot(website, request.log, 'waitlist')
        ? true
        : await store.add({ email, emailNormalized: normalizeEmail(email), role });
      return reply.status(added ? 201 : 200).send({
        success: true as const,
        message: added ? WAITLIST_MESSAGES.joined : WAITLIST_MESSAGES.already,
        data: { email, role, already: !added },
      });
    },
  );
};
