import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { readOutbox } from '../../../adapters/mail/create-mailer.ts';
import type { SentMail } from '../../../adapters/mail/mailer.ts';

/** Test helpers for the account flows: solve the CAPTCHA like the widget does, read links from the outbox. */

/** Fetches a challenge and solves it, returning what the ALTCHA widget puts in recaptcha_token. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/v14/captcha/challenge' })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** Waits for the newest mail to an address (mail is sent after the answer for some calls). */
export async function waitForMail(
  outboxDir: string,
  to: string,
  predicate: (mail: SentMail) => boolean = () => true,
) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = (await readOutbox(outboxDir)).find((m) => m.to === to && predicate(m));
    if (mail) return mail;
    await sleep(50);
  }
  throw new Error(`no mail to ${to}`);
}

export async function mailsTo(outboxDir: string, to: string): Promise<SentMail[]> {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to === to);
}

/** The token of the link in a mail's text (…/verify-email?token=… or …/reset-password?token=…). */
export function tokenFromMail(mail: SentMail): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no token link in mail');
  return match[1];
}
