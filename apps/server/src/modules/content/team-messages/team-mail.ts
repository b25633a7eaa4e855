import type { TBugIssueType } from '@cuepoint/domain/content/bug-report';
import { CONTACT_TYPE_LABELS, type TContactType } from '@cuepoint/domain/content/contact';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../../http/escape-html.ts';

type Row = [label: string, value: string];

/** A plain mail to the team inbox: one labelled line per field, long texts as paragraphs; replies go to the sender. */
function teamMail(to: string, replyTo: string, subject: string, rows: Row[], texts: Row[]): MailMessage {
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...texts.flatMap(([label, value]) => ['', `${label}:`, value]),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<table cellpadding="4">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
${texts
  .map(
    ([label, value]) =>
      `<h3>${escapeHtml(label)}</h3><p style="white-space:pre-wrap">${escapeHtml(value)}</p>`,
  )
  .join('\n')}
</body></html>`;
  return { to, replyTo, subject, text, html };
}

export function contactMail(
  inbox: string,
  message: {
    referenceId: string;
    type: TContactType;
    name: string;
    email: string;
    subject: string;
    message: string;
  },
): MailMessage {
  return teamMail(
    inbox,
    message.email,
    `[${message.referenceId}] ${CONTACT_TYPE_LABELS[message.type]}: ${message.subject}`,
    [
      ['Reference', message.referenceId],
      ['Type', CONTACT_TYPE_LABELS[message.type]],
      ['From', `${message.name} <${message.email}>`],
      ['Subject', message.subject],
    ],
    [['Message', message.message]],
  );
}

export function bugReportMail(
  inbox: string,
  report: {
    referenceId: string;
    issueType: TBugIssueType;
    accountType: string;
    device: string;
    description: string;
    steps: string;
    email: string;
  },
): MailMessage {
  return teamMail(
    inbox,
    report.email,
    `[${report.referenceId}] Bug report: ${report.issueType}`,
    [
      ['Reference', report.referenceId],
      ['Issue type', report.issueType],
      ['Account type', report.accountType],
      ['Device', report.device],
      ['Reporter', report.email],
    ],
    [
      ['Description', report.description],
      ['Steps to reproduce', report.steps],
    ],
  );
}
