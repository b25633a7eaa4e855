import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_API_MESSAGES as M } from '@cuepoint/domain/notifications/messages';
import { categoryLabel, notificationAudience } from '@cuepoint/domain/notifications/preferences';
import { NOTIFICATION_URLS } from '@cuepoint/domain/notifications/booking-notifications';
import { escapeHtml } from '../../../http/escape-html.ts';
import { rateLimitTier } from '../../../http/rate-limit-tiers.ts';
import { notificationRuntime } from './runtime.ts';
import { createSubscriptionsStore } from './subscriptions-store.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';
import { sql } from 'drizzle-orm';
import { access } from '../../../http/route-access.ts';

const FORM = 'application/x-www-form-urlencoded';
const ZToken = z.object({ token: z.string().max(200).default('') });

function page(title: string, body: string, status = 200) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · Cuepoint</title></head>
<body style="margin:0;background:#0f0f17;color:#ececf4;font-family:system-ui,sans-serif">
<main style="max-width:520px;margin:10vh auto;padding:24px">
<h1 style="font-size:24px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return { status, html };
}

/**
 * The unsubscribe link of every notification e-mail (one per category): GET shows what it turns off and a button (a
 * link scanner's GET changes nothing); POST turns the category off, from the button or a mail client's one-click
 * unsubscribe (RFC 8058, List-Unsubscribe-Post).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.services;
  const store = createSubscriptionsStore(database.db);
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const settingsLink = (userType: string) =>
    `${config.PUBLIC_URL.replace(/\/$/, '')}${NOTIFICATION_URLS.settings(notificationAudience(userType))}`;

  async function resolve(token: string) {
    const read = readUnsubscribeToken(await notificationRuntime(app.services).unsubscribeSecret(), token);
    if (!read) return null;
    const result = (await database.db.execute(
      sql`select user_type from users where id = ${read.userId}`,
    )) as unknown as {
      rows: { user_type: string }[];
    };
    const userType = result.rows[0]?.user_type;
    return userType ? { ...read, userType } : null;
  }

  const limits = {
    config: {
      rateLimit: rateLimitTier('unsubscribe'),
      access: access.token('the e-mail’s unsubscribe link'),
    },
  };
  const schema = { tags: ['notifications'], hide: false, querystring: ZToken };

  app.get(
    '/notifications/email-unsubscribe',
    {
      ...limits,
      schema: { ...schema, summary: 'The page of an e-mail’s unsubscribe link (changes nothing)' },
    },
    async (request, reply) => {
      const found = await resolve(request.query.token);
      const answer = found
        ? page(
            'Stop these e-mails?',
            `<p>You will no longer get &ldquo;${escapeHtml(categoryLabel(notificationAudience(found.userType), found.category))}&rdquo; notifications, by e-mail or push.</p>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(request.query.token)}">
<button type="submit" style="font-size:16px;padding:10px 18px;border-radius:8px;border:0;background:#7c5cff;color:#fff;cursor:pointer">Turn them off</button></form>
<p><a style="color:#b9a8ff" href="${escapeHtml(settingsLink(found.userType))}">Manage all your notifications</a></p>`,
          )
        : page(M.unsubscribeLinkInvalid, '<p>Open your notification settings on Cuepoint instead.</p>', 400);
      return reply.status(answer.status).type('text/html; charset=utf-8').send(answer.html);
    },
  );

  app.post(
    '/notifications/email-unsubscribe',
    {
      ...limits,
      schema: {
        ...schema,
        summary:
          'Turns the link’s category off (the page’s button, or a mail client’s one-click unsubscribe)',
        body: z.record(z.string(), z.string()).nullish(),
      },
    },
    async (request, reply) => {
      const token = request.query.token || (request.body?.['token'] ?? '');
      const found = await resolve(token);
      if (!found) {
        const answer = page(
          M.unsubscribeLinkInvalid,
          '<p>Open your notification settings on Cuepoint instead.</p>',
          400,
        );
        return reply.status(400).type('text/html; charset=utf-8').send(answer.html);
      }
      await store.updatePreferences(found.userId, { [found.category]: false }, clock.now());
      const label = categoryLabel(notificationAudience(found.userType), found.category);
      const answer = page(
        'You are unsubscribed',
        `<p>&ldquo;${escapeHtml(label)}&rdquo; notifications are off.</p>
<p><a style="color:#b9a8ff" href="${escapeHtml(settingsLink(found.userType))}">Turn them back on in your notification settings</a></p>`,
      );
      return reply.type('text/html; charset=utf-8').send(answer.html);
    },
  );
};
