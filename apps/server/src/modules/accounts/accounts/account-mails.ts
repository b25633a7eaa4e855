import type { MailMessage } from '../../../adapters/mail/mailer.ts';

/** The account e-mails: a short HTML message with one clear button, and the same words as plain text. */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

type Layout = {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  after?: string[];
};

function render(layout: Layout): MailMessage {
  const { action } = layout;
  const paragraphs = layout.lines.map((line) => `<p style="margin:0 0 16px">${escape(line)}</p>`).join('');
  const afterParagraphs = (layout.after ?? [])
    .map((line) => `<p style="margin:0 0 12px;color:#6b6b7b;font-size:13px">${escape(line)}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="display:inline-block;background:#d6247f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escape(action.label)}</a></p>
<p style="margin:0 0 16px;color:#6b6b7b;font-size:13px">If the button does not work, copy this link into your browser:<br><a href="${escape(action.url)}" style="color:#d6247f;word-break:break-all">${escape(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(layout.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1d1d27;font-size:15px;line-height:1.5">
<tr><td style="padding:28px 32px 8px;font-size:20px;font-weight:700;color:#0f0f17">Cuepoint</td></tr>
<tr><td style="padding:8px 32px 28px">
<p style="margin:0 0 16px">${escape(layout.greeting)}</p>${paragraphs}${button}${afterParagraphs}
<p style="margin:24px 0 0">— The Cuepoint team</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  const text = [
    layout.greeting,
    '',
    ...layout.lines.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(layout.after ?? []).flatMap((line) => [line, '']),
    '— The Cuepoint team',
  ].join('\n');
  return { to: layout.to, subject: layout.subject, html, text };
}

export function verificationMail(input: {
  to: string;
  name: string;
  url: string;
  hours: number;
}): MailMessage {
  return render({
    to: input.to,
    subject: 'Verify your email address for Cuepoint',
    greeting: `Hi ${input.name},`,
    lines: [
      'Welcome to Cuepoint! Please confirm that this is your email address so we can keep your account safe.',
    ],
    action: { label: 'Verify email address', url: input.url },
    after: [
      `This link works once and expires in ${input.hours} hours.`,
      'If you did not create a Cuepoint account, you can ignore this email.',
    ],
  });
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  url: string;
  minutes: number;
}): MailMessage {
  return render({
    to: input.to,
    subject: 'Reset your Cuepoint password',
    greeting: `Hi ${input.name},`,
    lines: ['We received a request to reset the password of your Cuepoint account.'],
    action: { label: 'Choose a new password', url: input.url },
    after: [
      `This link works once and expires in ${input.minutes} minutes.`,
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
  });
}

export function passwordChangedMail(input: { to: string; name: string; resetUrl: string }): MailMessage {
  return render({
    to: input.to,
    subject: 'Your Cuepoint password was changed',
    greeting: `Hi ${input.name},`,
    lines: [
      'The password of your Cuepoint account was just changed, and other devices were signed out.',
      'If this was not you, reset your password right away.',
    ],
    action: { label: 'Reset password', url: input.resetUrl },
  });
}
