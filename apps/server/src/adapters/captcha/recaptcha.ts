import crypto from 'node:crypto';
import type { Captcha, CaptchaCheck } from './captcha.ts';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google accepts a token for two minutes. */
const TOKEN_LIFETIME_MS = 2 * 60 * 1000;

type RecaptchaOptions = {
  secret: string;
  siteKey?: string | undefined;
  verifyUrl?: string | undefined;
  fetch?: typeof fetch;
  now?: () => Date;
};

type SiteverifyAnswer = { success?: boolean; 'error-codes'?: string[] };

/** Google reCAPTCHA: the token is checked with siteverify (a token is single-use on Google's side too). */
export function createRecaptcha(options: RecaptchaOptions): Captcha {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  return {
    provider: 'recaptcha',
    siteKey: options.siteKey,
    async createChallenge() {
      return {};
    },
    async verify(token, remoteIp): Promise<CaptchaCheck> {
      let answer: SiteverifyAnswer;
      try {
        const response = await doFetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (answer.success === true) {
        const digest = crypto.createHash('sha256').update(token).digest('hex');
        return {
          ok: true,
          replayKey: `recaptcha:${digest}`,
          validUntil: new Date(now().getTime() + TOKEN_LIFETIME_MS),
        };
      }
      const codes = answer['error-codes'] ?? [];
      return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid' };
    },
  };
}
