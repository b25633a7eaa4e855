import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../../http/escape-html.ts';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL('/newsletter/unsubscribe', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The confirmation every new subscriber gets; like every newsletter mail, it carries the way out. */
export function confirmationMail(to: string, links: { unsubscribe: string; blog: string }): MailMessage {
  const text = [
    'Thanks for subscribing to the Cuepoint newsletter!',
    '',
    'About twice a month you will get new articles for DJs and venues: streaming set-ups, bookings and fees,',
    'tools and industry news.',
    '',
    `Read the latest articles: ${links.blog}`,
    '',
    `Did not subscribe, or changed your mind? Unsubscribe with one click: ${links.unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#171423">
<h1 style="font-size:20px">You're subscribed to the Cuepoint newsletter</h1>
<p>Thanks for subscribing with <strong>${escapeHtml(to)}</strong>!</p>
<p>About twice a month you will get new articles for DJs and venues: streaming set-ups, bookings and fees, tools and industry news.</p>
<p><a href="${escapeHtml(links.blog)}">Read the latest articles</a></p>
<p style="font-size:13px;color:#555">Did not subscribe, or changed your mind? <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a>.</p>
</body></html>`;
  return { to, subject: "You're subscribed to the Cuepoint newsletter", text, html };
}
