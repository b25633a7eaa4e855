import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CROSS_SITE_REFUSED } from '@cuepoint/domain/accounts/messages';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request says it comes from a page of another site: an Origin other than ours (`null` included, what a
 * sandboxed frame or a redirect across sites sends), or, without one, the browser's `Sec-Fetch-Site` naming another
 * site.
 */
export function isFromAnotherSite(request: FastifyRequest, ownOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== ownOrigin;
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Every state-changing call that carries the session cookie and comes from another site's page is refused with 403,
 * before its body is read, whatever the route and its content type (a JSON call, a multipart upload, a form): the
 * cookie would act for the signed-in user without them knowing (decision record 008). Calls without the cookie (API
 * clients with a token, webhooks, a provider's form post) are left to their routes. Registered after the cookie
 * plugin, whose hook reads the cookie first.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.cookies?.[SESSION_COOKIE]) return;
    if (isFromAnotherSite(request, ownOrigin)) throw forbidden(CROSS_SITE_REFUSED);
  });
}
