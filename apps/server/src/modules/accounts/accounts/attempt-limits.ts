import type { AttemptRule } from '../../../http/attempt-limiter.ts';
import { MINUTE_MS } from '@cuepoint/domain/time/durations';

/**
 * Attempt limits. Three kinds of key, so that nobody can lock an owner out of their own account from elsewhere:
 * - `…Ip`: per client address, stops one source trying many accounts;
 * - `…Pair`: per account (normalized e-mail) and client address together, the tight limit on guessing one account;
 * - `…Email`: per account from everywhere, a higher ceiling against guessing from many addresses (login) or a
 *   ceiling on the mail one address receives (forgot password, resend: over it the answer stays the same, no mail).
 * Registration counts per address only after the CAPTCHA passed, so bogus attempts by others cost nothing.
 */
export const ATTEMPT_LIMITS = {
  registerIp: { max: 20, windowMs: 60 * MINUTE_MS },
  registerEmail: { max: 5, windowMs: 60 * MINUTE_MS },
  loginIp: { max: 30, windowMs: 15 * MINUTE_MS },
  loginPair: { max: 10, windowMs: 15 * MINUTE_MS },
  loginEmail: { max: 100, windowMs: 15 * MINUTE_MS },
  resendIp: { max: 10, windowMs: 60 * MINUTE_MS },
  resendPair: { max: 3, windowMs: 15 * MINUTE_MS },
  resendEmail: { max: 10, windowMs: 60 * MINUTE_MS },
  forgotIp: { max: 10, windowMs: 60 * MINUTE_MS },
  forgotPair: { max: 3, windowMs: 15 * MINUTE_MS },
  forgotEmail: { max: 10, windowMs: 60 * MINUTE_MS },
  resetIp: { max: 20, windowMs: 15 * MINUTE_MS },
  verifyIp: { max: 30, windowMs: 15 * MINUTE_MS },
  changePasswordUser: { max: 10, windowMs: 15 * MINUTE_MS },
  /** The step-up's password (decision record 054), per account: a refresh makes a new session, not a new count. */
  confirmPasswordUser: { max: 10, windowMs: 15 * MINUTE_MS },
  oauthCallbackIp: { max: 30, windowMs: 15 * MINUTE_MS },
  storeRegistrationIp: { max: 30, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, AttemptRule>;

export type AttemptLimitName = keyof typeof ATTEMPT_LIMITS;
