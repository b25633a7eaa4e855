import type { AttemptRule } from '../../../http/attempt-limiter.ts';

const MINUTE = 60_000;

/**
 * Attempt limits. Three kinds of key, so that nobody can lock an owner out of their own account from elsewhere:
 * - `…Ip`: per client address, stops one source trying many accounts;
 * - `…Pair`: per account (normalized e-mail) and client address together, the tight limit on guessing one account;
 * - `…Email`: per account from everywhere, a higher ceiling against guessing from many addresses (login) or a
 *   ceiling on the mail one address receives (forgot password, resend: over it the answer stays the same, no mail).
 * Registration counts per address only after the CAPTCHA passed, so bogus attempts by others cost nothing.
 */
export const ATTEMPT_LIMITS = {
  registerIp: { max: 20, windowMs: 60 * MINUTE },
  registerEmail: { max: 5, windowMs: 60 * MINUTE },
  loginIp: { max: 30, windowMs: 15 * MINUTE },
  loginPair: { max: 10, windowMs: 15 * MINUTE },
  loginEmail: { max: 100, windowMs: 15 * MINUTE },
  resendIp: { max: 10, windowMs: 60 * MINUTE },
  resendPair: { max: 3, windowMs: 15 * MINUTE },
  resendEmail: { max: 10, windowMs: 60 * MINUTE },
  forgotIp: { max: 10, windowMs: 60 * MINUTE },
  forgotPair: { max: 3, windowMs: 15 * MINUTE },
  forgotEmail: { max: 10, windowMs: 60 * MINUTE },
  resetIp: { max: 20, windowMs: 15 * MINUTE },
  verifyIp: { max: 30, windowMs: 15 * MINUTE },
  changePasswordUser: { max: 10, windowMs: 15 * MINUTE },
  oauthCallbackIp: { max: 30, windowMs: 15 * MINUTE },
  storeRegistrationIp: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, AttemptRule>;

export type AttemptLimitName = keyof typeof ATTEMPT_LIMITS;
