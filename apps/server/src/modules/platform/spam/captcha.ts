import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TCaptchaChallenge } from '@cuepoint/domain/content/captcha';
import {
  CAPTCHA_MESSAGES,
  CAPTCHA_TTL_MINUTES,
  createArithmeticQuestion,
} from '@cuepoint/domain/content/captcha-question';
import type { Clock } from '../../../adapters/clock.ts';
import { AppError } from '../../../http/app-error.ts';
import { createCaptchaStore, type CaptchaStore } from './captcha-store.ts';
import { resolveCaptchaSecret } from './captcha-secret.ts';

/** Each form gets its own tokens: a newsletter question cannot be spent on the contact form. */
export type CaptchaScope = 'newsletter' | 'contact' | 'bug-report';

const VERSION = 'v1';
const TTL_SECONDS = CAPTCHA_TTL_MINUTES * 60;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The arithmetic human check shared by the newsletter, contact and bug report forms (docs/product/content.md).
 *
 * Token: `v1.<scope>.<id>.<expires>.<answerTag>.<signature>`. The answer tag is an HMAC of the id and the right
 * answer, so the token does not reveal it; the signature covers everything, so a forged token is refused without
 * touching the database. A genuine token is spent on its first use, right or wrong, which is what makes guessing
 * pointless: a wrong answer needs a new question.
 */
export function createCaptcha(options: { secret: Buffer; clock: Clock; store: CaptchaStore }) {
  const { secret, clock, store } = options;
  let lastPrune = 0;

  const mac = (text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url');
  const answerTag = (id: string, answer: number) => mac(`answer|${id}|${answer}`).slice(0, 22);
  const sameText = (a: string, b: string) =>
    a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

  async function pruneNow(now: Date) {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    await store.pruneExpired(now);
  }

  return {
    issue(scope: CaptchaScope): TCaptchaChallenge {
      const { question, answer } = createArithmeticQuestion((min, max) => crypto.randomInt(min, max + 1));
      const id = crypto.randomBytes(16).toString('base64url');
      const expires = Math.floor(clock.now().getTime() / 1000) + TTL_SECONDS;
      const body = `${VERSION}.${scope}.${id}.${expires}.${answerTag(id, answer)}`;
      return { captcha: question, token: `${body}.${mac(body)}` };
    },

    /** Spends the token and checks the answer; throws a 400 whose message mentions the captcha otherwise. */
    async verify(scope: CaptchaScope, token: string, answer: number | string): Promise<void> {
      const parts = token.split('.');
      if (parts.length !== 6) throw new AppError('CAPTCHA_FAILED', CAPTCHA_MESSAGES.invalid);
      const [version, tokenScope, id, expiresText, tag, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const body = parts.slice(0, 5).join('.');
      if (version !== VERSION || tokenScope !== scope || !sameText(signature, mac(body))) {
        throw new AppError('CAPTCHA_FAILED', CAPTCHA_MESSAGES.invalid);
      }
      const now = clock.now();
      const expiresAt = new Date(Number(expiresText) * 1000);
      if (!(expiresAt.getTime() > now.getTime()))
        throw new AppError('CAPTCHA_FAILED', CAPTCHA_MESSAGES.expired);
      await pruneNow(now);
      if (!(await store.redeem(`${scope}:${id}`, expiresAt)))
        throw new AppError('CAPTCHA_FAILED', CAPTCHA_MESSAGES.used);
      const given = typeof answer === 'number' ? answer : Number(answer.trim());
      if (!Number.isInteger(given) || !sameText(tag, answerTag(id, given)))
        throw new AppError('CAPTCHA_FAILED', CAPTCHA_MESSAGES.wrong);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;

// Plugins see encapsulated child instances, but all of them share one services object: key on it.
const perServices = new WeakMap<object, Captcha>();

/** One captcha per server, built on first use from the app's services (config, clock, database). */
export function captchaFor(app: FastifyInstance): Captcha {
  const existing = perServices.get(app.services);
  if (existing) return existing;
  const { config, clock, database } = app.services;
  const captcha = createCaptcha({
    secret: resolveCaptchaSecret({ configured: config.CAPTCHA_SECRET, dataDir: config.dataDir }),
    clock,
    store: createCaptchaStore(database.db),
  });
  perServices.set(app.services, captcha);
  return captcha;
}
