import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';

export { SESSION_COOKIE };

/**
 * The default absolute lifetime of an account that is not an operator's (SESSION_MAX_AGE_HOURS = 720, 30 days); what
 * a session lives at most, refresh or not. The configured lifetimes are in session-lifetimes.ts.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function isHttps(request: FastifyRequest): boolean {
  return request.server.services.config.PUBLIC_URL.startsWith('https:');
}

/** Sets the session cookie; it expires with the session's absolute lifetime (the server enforces the idle one). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isHttps(request), path: '/' });
}

/** The session token of a request: `Authorization: Bearer` (API clients) first, then the cookie (web app). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie || undefined;
}
