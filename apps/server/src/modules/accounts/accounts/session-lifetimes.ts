import { isOperatorEmail } from '@cuepoint/domain/trust/admin';
import type { Config } from '../../../config.ts';

/**
 * How long a session lives (ASVS 3.3.2; docs/decisions/014-session-lifetimes.md, amended by
 * 054-sessions-that-last-with-a-step-up.md): it ends after `idleMs` without a request, and `absoluteMs` after the
 * sign-in however busy it is. A refresh rotates the token but keeps the sign-in time (the session row's created_at),
 * so rotation never stretches the absolute lifetime.
 */
export type SessionLifetimes = { idleMs: number; absoluteMs: number };

/** last_used_at is written at most this often, so reads do not turn every request into a write. */
const MAX_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type LifetimeSettings = Pick<
  Config,
  | 'SESSION_IDLE_TIMEOUT_MINUTES'
  | 'SESSION_MAX_AGE_HOURS'
  | 'OPERATOR_SESSION_IDLE_TIMEOUT_MINUTES'
  | 'OPERATOR_SESSION_MAX_AGE_HOURS'
  | 'ADMIN_EMAILS'
>;

/**
 * The lifetimes of an account's sessions: an operator's (an address in ADMIN_EMAILS, verified or not: the stricter
 * rule never waits for the flag) keep the short ones, every other account's last (14 days idle, 30 days at most).
 * Read on every request, so a changed setting or a newly listed operator applies to existing sessions at once.
 */
export function sessionLifetimes(config: LifetimeSettings, account: { email: string }): SessionLifetimes {
  const operator = isOperatorEmail(account.email, config.ADMIN_EMAILS);
  return {
    idleMs:
      (operator ? config.OPERATOR_SESSION_IDLE_TIMEOUT_MINUTES : config.SESSION_IDLE_TIMEOUT_MINUTES) *
      60_000,
    absoluteMs: (operator ? config.OPERATOR_SESSION_MAX_AGE_HOURS : config.SESSION_MAX_AGE_HOURS) * 3_600_000,
  };
}

/** The end of the absolute lifetime of a session signed in at `signedInAt` (also the cookie's expiry). */
export function absoluteDeadline(signedInAt: Date, lifetimes: SessionLifetimes): Date {
  return new Date(signedInAt.getTime() + lifetimes.absoluteMs);
}

/**
 * The session's expires_at after a request at `usedAt`: the idle deadline, never past the absolute one. Kept in the
 * row so the lookup and the scheduled cleanup need no other rule.
 */
export function sessionExpiry(signedInAt: Date, usedAt: Date, lifetimes: SessionLifetimes): Date {
  const idle = usedAt.getTime() + lifetimes.idleMs;
  return new Date(Math.min(idle, absoluteDeadline(signedInAt, lifetimes).getTime()));
}

/**
 * Whether a session is still usable at `now` under the current settings (a lowered setting applies to sessions
 * issued before it at once, not only at their stored expiry).
 */
export function withinLifetimes(
  session: { createdAt: Date; lastUsedAt: Date },
  now: Date,
  lifetimes: SessionLifetimes,
): boolean {
  const t = now.getTime();
  return (
    t < session.lastUsedAt.getTime() + lifetimes.idleMs &&
    t < absoluteDeadline(session.createdAt, lifetimes).getTime()
  );
}

/** How stale last_used_at may get before a request writes it: a sixth of the idle timeout, at most 5 minutes. */
export function touchIntervalMs(lifetimes: SessionLifetimes): number {
  return Math.min(MAX_TOUCH_INTERVAL_MS, Math.floor(lifetimes.idleMs / 6));
}
