import { AppError } from './app-error.ts';

/** What a request hears while the database cannot be reached: a 503 with Retry-After, never a hang or a 500. */
export const UNAVAILABLE_MESSAGE = 'Cuepoint is briefly unavailable. Please try again in a moment.';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket failures of a database or Redis connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for "not now": connection exceptions (class 08), the server shutting down or starting
 * (57P01–57P03), too many connections (53300) and a statement cancelled by statement_timeout (57014).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
  'database did not answer within',
];

/**
 * Whether a failure means the database (or another backing service) is out of reach rather than that the request
 * was wrong: follows the causes Drizzle and pg-boss wrap around the driver's error.
 */
export function isUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const unavailable = () =>
  new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE, { retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS });
