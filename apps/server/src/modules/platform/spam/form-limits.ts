import type { FastifyBaseLogger } from 'fastify';
import { isHoneypotFilled } from '@cuepoint/domain/content/honeypot';

/**
 * True when a bot filled the hidden field. The caller then answers exactly as for a person and keeps nothing
 * (docs/decisions/003-honeypot.md); the line in the log is how we see it happen.
 */
export function caughtByHoneypot(value: string | undefined, log: FastifyBaseLogger, form: string): boolean {
  if (!isHoneypotFilled(value)) return false;
  log.info({ form }, 'honeypot filled: submission discarded');
  return true;
}
