import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server renderer reads the page's data through the API in process. Those requests carry this header with a
 * secret made at start, so per-address limits (they all come from the server itself) never count them.
 */
export const INTERNAL_REQUEST_HEADER = 'x-cuepoint-render';
const INTERNAL_REQUEST_SECRET = crypto.randomBytes(24).toString('base64url');

export function internalRequestHeaders(): Record<string, string> {
  return { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_SECRET };
}

export function isInternalRequest(request: FastifyRequest): boolean {
  const value = request.headers[INTERNAL_REQUEST_HEADER];
  return (
    typeof value === 'string' &&
    value.length === INTERNAL_REQUEST_SECRET.length &&
    crypto.timingSafeEqual(Buffer.from(value), Buffer.from(INTERNAL_REQUEST_SECRET))
  );
}
