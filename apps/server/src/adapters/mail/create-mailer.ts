import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, SentMail } from './mailer.ts';

type MailerOptions = {
  from: string;
  outboxDir: string;
  smtpUrl?: string | undefined;
  logger?: Pick<FastifyBaseLogger, 'info'> | undefined;
};

/**
 * Outbox transport: each message becomes `<time>-<id>.json` with to, from, subject, text and html, so people and
 * tests can read what was sent. With SMTP_URL the same messages go through nodemailer's SMTP transport.
 */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer is loaded only where SMTP is configured: the outbox needs none of its memory.
  const smtpUrl = options.smtpUrl;
  const smtp = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : undefined;
  // A transport that cannot be made fails the send that needs it (and is logged there), not the process.
  smtp?.catch(() => {});
  let outboxReady: Promise<void> | undefined;
  return {
    async send(message) {
      const sent: SentMail = {
        ...message,
        id: crypto.randomUUID(),
        from: options.from,
        sentAt: new Date().toISOString(),
      };
      if (smtp) {
        await (await smtp).sendMail({ ...message, from: options.from });
      } else {
        outboxReady ??= ensurePrivateDir(options.outboxDir);
        await outboxReady;
        const stamp = sent.sentAt.replace(/[:.]/g, '-');
        const file = path.join(options.outboxDir, `${stamp}-${sent.id}.json`);
        // Mails hold sign-in and reset links: readable by the server's user only. Written beside and renamed into
        // place, so a reader of the outbox (the e2e suite polls it) never meets a half-written mail.
        const partial = `${file}.partial`;
        await fs.writeFile(partial, JSON.stringify(sent, null, 2), { mode: 0o600 });
        await fs.rename(partial, file);
      }
      options.logger?.info({ to: message.to, subject: message.subject }, 'mail sent');
      return sent;
    },
  };
}

/** The outbox directory, created or tightened to owner-only access (an older install made it world-readable). */
async function ensurePrivateDir(dir: string) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
}

/** Reads the outbox newest first; used by tests and the e2e suite. */
export async function readOutbox(outboxDir: string): Promise<SentMail[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as SentMail),
  );
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
