import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCaptchaChallenge } from '@cuepoint/domain/content/captcha';
import { CONTACT_MESSAGES, ZContactMessage } from '@cuepoint/domain/content/contact';
import { BUG_MESSAGES, ZBugReport } from '@cuepoint/domain/content/bug-report';
import { ZSubmissionReceipt } from '@cuepoint/domain/content/submission';
import { ZErrorBody } from '../../../http/envelope.ts';
import { captchaFor, type CaptchaScope } from '../../platform/index.ts';
import { caughtByHoneypot } from '../../platform/index.ts';
import { rateLimitTier } from '../../../http/rate-limit-tiers.ts';
import { createMessageStore } from './team-messages-store.ts';
import { createTeamMessageService } from './team-messages-service.ts';
import { newReference } from './reference-id.ts';
import { access } from '../../../http/route-access.ts';

const ZChallengeBody = ZCaptchaChallenge.extend({ success: z.literal(true) });

/** contact.php and bug-report.php (docs/product/content.md): GET a captcha, POST the message for a reference id. */
export const teamMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer, clock, database } = app.services;
  const service = createTeamMessageService({
    store: createMessageStore(database.db),
    mailer,
    clock,
    inbox: config.TEAM_INBOX,
    log: app.log,
  });
  const captcha = captchaFor(app);

  for (const [path, scope] of [
    ['/contact.php', 'contact'],
    ['/bug-report.php', 'bug-report'],
  ] as const satisfies ReadonlyArray<readonly [string, CaptchaScope]>) {
    app.get(
      path,
      {
        config: { rateLimit: rateLimitTier('challenge'), access: access.public() },
        schema: {
          tags: ['support'],
          summary: 'A captcha question and its signed token for the form',
          response: { 200: ZChallengeBody },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { success: true as const, ...captcha.issue(scope) };
      },
    );
  }

  app.post(
    '/contact.php',
    {
      config: { access: access.public(), rateLimit: rateLimitTier('message') },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the team (general, support or legal)',
        body: ZContactMessage,
        response: { 200: ZSubmissionReceipt, 400: ZErrorBody },
      },
    },
    async (request) => {
      const { captcha: answer, token, website, ...message } = request.body;
      await captcha.verify('contact', token, answer);
      const referenceId = caughtByHoneypot(website, request.log, 'contact')
        ? newReference('CT')
        : await service.sendContactMessage(message);
      return { success: true as const, message: CONTACT_MESSAGES.sent, reference_id: referenceId };
    },
  );

  app.post(
    '/bug-report.php',
    {
      config: { access: access.public(), rateLimit: rateLimitTier('message') },
      schema: {
        tags: ['support'],
        summary: 'Report a bug to the team',
        body: ZBugReport,
        response: { 200: ZSubmissionReceipt, 400: ZErrorBody },
      },
    },
    async (request) => {
      const { captcha: answer, token, website, ...report } = request.body;
      await captcha.verify('bug-report', token, answer);
      const referenceId = caughtByHoneypot(website, request.log, 'bug-report')
        ? newReference('BUG')
        : await service.sendBugReport(report);
      return { success: true as const, message: BUG_MESSAGES.sent, reference_id: referenceId };
    },
  );
};
