import type { FastifyBaseLogger } from 'fastify';
import { isHoneypotFilled } from '@cuepoint/domain/content/form-fields';

/**
 * Per-IP limits of the public forms (route `config.rateLimit`), tighter than the global one: a person sends a
 * form a few times at most, a script hundreds. Refused requests get 429 with Retry-After; accepted ones are kept.
 */
export const FORM_RATE_LIMITS = {
  /** Loading a question (each wrong answer loads a new one). */
  challenge: { max: 30, timeWindow: '1 minute' },
  /** Newsletter and waitlist sign-ups. */
  signup: { max: 6, timeWindow: '1 minute' },
  /** Contact messages and bug reports, which reach a person's inbox. */
  message: { max: 5, timeWindow: '10 minutes' },
  /** App beta requests (signed in). */
  appRequest: { max: 10, timeWindow: '10 minutes' },
  /** Newsletter unsubscribe links. */
  unsubscribe: { max: 20, timeWindow: '1 minute' },
} as const;

/**
 * True when a bot filled the hidden field. The caller then answers exactly as for a person and keeps nothing
 * (docs/decisions/003-honeypot.md); the line in the log is how we see it happen.
 */
export function caughtByHoneypot(value: string | undefined, log: FastifyBaseLogger, form: string): boolean {
  if (!isHoneypotFilled(value)) return false;
  log.info({ form }, 'honeypot filled: submission discarded');
  return true;
}
