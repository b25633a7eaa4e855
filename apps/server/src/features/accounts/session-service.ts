import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, hashToken } from './tokens.ts';
import { insertSession, revokeSession } from './session-store.ts';
import { SESSION_TTL_MS, clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export type IssuedSession = { token: string; expiresAt: Date; sessionId: number };

/** Creates a session for the user, sets the cookie for the web app and returns the token for API clients. */
export async function issueSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<IssuedSession> {
  const { database, clock } = request.server.services;
  const now = clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const session = await insertSession(database.db, {
    tokenHash: hashToken(token),
    userId,
    now,
    expiresAt,
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
  });
  setSessionCookie(request, reply, token, expiresAt);
  return { token, expiresAt, sessionId: session.id };
}

/** Ends a session server-side and clears the cookie. */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: number | undefined,
) {
  const { database, clock } = request.server.services;
  if (sessionId !== undefined) await revokeSession(database.db, sessionId, clock.now());
  clearSessionCookie(request, reply);
}
