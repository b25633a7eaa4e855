import type { AttemptRule } from '../../http/attempt-limiter.ts';

const MINUTE = 60_000;

/**
 * Attempt limits per client address and per account (normalized e-mail or user id). Per-account limits stop
 * guessing one password from many addresses; per-address limits stop one client trying many accounts.
 */
export const ATTEMPT_LIMITS = {
  registerIp: { max: 20, windowMs: 60 * MINUTE },
  registerEmail: { max: 5, windowMs: 60 * MINUTE },
  loginIp: { max: 30, windowMs: 15 * MINUTE },
  loginEmail: { max: 10, windowMs: 15 * MINUTE },
  resendIp: { max: 10, windowMs: 60 * MINUTE },
  resendEmail: { max: 3, windowMs: 15 * MINUTE },
  forgotIp: { max: 10, windowMs: 60 * MINUTE },
  forgotEmail: { max: 3, windowMs: 15 * MINUTE },
  resetIp: { max: 20, windowMs: 15 * MINUTE },
  verifyIp: { max: 30, windowMs: 15 * MINUTE },
  changePasswordUser: { max: 10, windowMs: 15 * MINUTE },
  oauthCallbackIp: { max: 30, windowMs: 15 * MINUTE },
  storeRegistrationIp: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, AttemptRule>;

export type AttemptLimitName = keyof typeof ATTEMPT_LIMITS;
