import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Captcha, CaptchaCheck } from './captcha.ts';

export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'SHA-256';

type AltchaOptions = {
  hmacKey: string;
  /** Upper bound of the secret counter the browser searches for; the work grows with it. */
  maxNumber: number;
  now?: () => Date;
};

type Payload = { challenge: Challenge; solution: Solution };

function parsePayload(value: string): Payload | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (!challenge?.parameters || typeof challenge.parameters !== 'object' || !solution) return undefined;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * Self-hosted proof of work (ALTCHA v2, deterministic mode): the server signs a challenge whose answer is a random
 * counter; the browser finds it by hashing, the server checks the signature and the derived-key signature.
 */
export function createAltcha(options: AltchaOptions): Captcha {
  const keySecret = crypto.createHmac('sha256', options.hmacKey).update('altcha-key-signature').digest('hex');
  const now = options.now ?? (() => new Date());
  const min = Math.max(1, Math.floor(options.maxNumber / 2));
  return {
    provider: 'altcha',
    siteKey: undefined,
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(min, Math.max(min + 1, options.maxNumber)),
        deriveKey,
        expiresAt: new Date(now().getTime() + ALTCHA_CHALLENGE_TTL_MS),
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
      return { ...challenge };
    },
    async verify(solution): Promise<CaptchaCheck> {
      const payload = parsePayload(solution);
      if (!payload) return { ok: false, reason: 'invalid' };
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacKey,
          hmacKeySignatureSecret: keySecret,
        });
        if (result.expired) return { ok: false, reason: 'expired' };
        if (!result.verified) return { ok: false, reason: 'invalid' };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const { nonce, expiresAt } = payload.challenge.parameters;
      return {
        ok: true,
        replayKey: `altcha:${nonce}`,
        validUntil: new Date((expiresAt ?? 0) * 1000 || now().getTime() + ALTCHA_CHALLENGE_TTL_MS),
      };
    },
  };
}
