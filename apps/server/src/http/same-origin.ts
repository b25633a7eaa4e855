import type { FastifyReply, FastifyRequest } from 'fastify';
import { CROSS_SITE_REFUSED } from '@cuepoint/domain/accounts/messages';
import { forbidden } from './app-error.ts';

/**
 * Whether a state-changing request can only have come from the app or an API client, not from another site's form
 * or link riding on the session cookie: it is JSON (another site cannot send that without a CORS preflight this
 * server never grants), or its Origin is PUBLIC_URL's, or it carries its own Authorization header.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return true;
  if (request.headers.authorization) return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  return origin === new URL(request.server.services.config.PUBLIC_URL).origin;
}

/** onRequest hook: 403 with a clear message for a request another site could have made (see above). */
export async function sameOriginRequired(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isSameOriginRequest(request)) throw forbidden(CROSS_SITE_REFUSED);
}
