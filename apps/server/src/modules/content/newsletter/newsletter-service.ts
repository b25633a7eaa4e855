import crypto from 'node:crypto';
import { NEWSLETTER_MESSAGES } from '@cuepoint/domain/content/newsletter-messages';
import { normalizeEmail } from '@cuepoint/domain/content/form-fields';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../adapters/mail/mailer.ts';
import type { Clock } from '../../../adapters/clock.ts';
import { notFound } from '../../../http/app-error.ts';
import type { NewsletterStore } from './newsletter-store.ts';
import { confirmationMail, unsubscribeUrl } from './mail.ts';

type Deps = {
  store: NewsletterStore;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
};

export type SubscribeOutcome = 'subscribed' | 'already';

export function createNewsletterService({ store, mailer, clock, publicUrl, log }: Deps) {
  // The subscription is stored before the mail goes out; a mail failure is logged, not blamed on the subscriber.
  async function sendConfirmation(email: string, token: string) {
    try {
      await mailer.send(
        confirmationMail(email, {
          unsubscribe: unsubscribeUrl(publicUrl, token),
          blog: new URL('/blog', publicUrl).toString(),
        }),
      );
    } catch (error) {
      log.error({ err: error }, 'newsletter confirmation mail failed');
    }
  }

  return {
    /**
     * A new address is stored and confirmed by mail; an unsubscribed one comes back; a subscribed one only hears
     * "already" (and gets no second mail, so the form cannot be used to flood someone's inbox).
     */
    async subscribe(email: string): Promise<{ outcome: SubscribeOutcome; message: string }> {
      const { row, created } = await store.insertIfNew({
        email,
        emailNormalized: normalizeEmail(email),
        unsubscribeToken: crypto.randomBytes(24).toString('base64url'),
      });
      if (!row) throw new Error('newsletter subscription vanished while subscribing');
      if (created) {
        await sendConfirmation(email, row.unsubscribeToken);
        return { outcome: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed };
      }
      const back = row.status === 'unsubscribed' ? await store.resubscribe(row.id, clock.now()) : undefined;
      if (back) {
        await sendConfirmation(email, back.unsubscribeToken);
        return { outcome: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed };
      }
      return { outcome: 'already', message: NEWSLETTER_MESSAGES.already };
    },

    async lookup(token: string) {
      const row = await store.findByToken(token);
      if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownLink);
      return { email: row.email, status: row.status };
    },

    async unsubscribe(token: string) {
      const row = await store.findByToken(token);
      if (!row) throw notFound(NEWSLETTER_MESSAGES.unknownLink);
      const changed = await store.unsubscribe(row.id, clock.now());
      return {
        email: row.email,
        message: changed ? NEWSLETTER_MESSAGES.unsubscribed : NEWSLETTER_MESSAGES.alreadyUnsubscribed,
      };
    },
  };
}
