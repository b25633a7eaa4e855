import {
  categoryLabel,
  notificationAudience,
  type TNotificationCategory,
} from '@cuepoint/domain/notifications/preferences';
import { NOTIFICATION_URLS } from '@cuepoint/domain/notifications/booking-notifications';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../../http/escape-html.ts';

export type NotificationMailInput = {
  notificationId: number;
  to: string;
  displayName: string;
  userType: string;
  category: TNotificationCategory;
  title: string;
  body: string;
  url: string;
  publicUrl: string;
  unsubscribeUrl: string;
};

/**
 * One notification as an e-mail: plain text and HTML, a link to the screen it concerns, and an unsubscribe link for
 * its category (also as List-Unsubscribe with one-click POST, RFC 8058). The Message-ID is the notification's, so a
 * resend after a crash is the same message to the receiving side.
 */
export function notificationMail(input: NotificationMailInput): MailMessage & {
  headers: Record<string, string>;
  messageId: string;
} {
  const base = input.publicUrl.replace(/\/$/, '');
  const link = `${base}${input.url}`;
  const audience = notificationAudience(input.userType);
  const label = categoryLabel(audience, input.category);
  const settings = `${base}${NOTIFICATION_URLS.settings(audience)}`;
  const host = new URL(base).hostname;
  const name = input.displayName.trim() || 'there';
  const text = [
    `Hi ${name},`,
    '',
    input.title,
    input.body,
    '',
    `Open it on Cuepoint: ${link}`,
    '',
    '--',
    `You receive this because "${label}" is on in your Cuepoint notification settings.`,
    `Stop these e-mails: ${input.unsubscribeUrl}`,
    `Manage your notifications: ${settings}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1b1b24">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(input.title)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(input.body)}</p>
<p style="margin:0 0 32px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#5b3df5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Open on Cuepoint</a></p>
<p style="font-size:12px;color:#5c5c6e;line-height:1.5;margin:0">You receive this because &ldquo;${escapeHtml(label)}&rdquo; is on in your Cuepoint notification settings.<br>
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#5c5c6e">Stop these e-mails</a> &middot; <a href="${escapeHtml(settings)}" style="color:#5c5c6e">Manage your notifications</a></p>
</div></body></html>
`;
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    messageId: `<notification-${input.notificationId}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
