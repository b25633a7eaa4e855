import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, hashToken } from './tokens.ts';
import { insertSession, revokeSession } from './session-store.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { absoluteDeadline, sessionExpiry, sessionLifetimes } from './session-lifetimes.ts';

export type IssuedSession = { token: string; expiresAt: Date; sessionId: number };

/** What a rotated session keeps of its predecessor: the sign-in time and when its credential was last proved. */
export type RotatedFrom = { signedInAt: Date; credentialConfirmedAt: Date | null };

/**
 * Creates a session for the user, sets the cookie for the web app and returns the token for API clients. A sign-in
 * proves the credential now (the step-up window opens, decision record 054); a refresh passes `rotatedFrom`, so the new
 * session ends when the old one would have and keeps its step-up time.
 */
export async function issueSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; email: string },
  rotatedFrom?: RotatedFrom,
): Promise<IssuedSession> {
  const { database, clock, config } = request.server.services;
  const now = clock.now();
  const lifetimes = sessionLifetimes(config, user);
  const since = rotatedFrom?.signedInAt ?? now;
  const token = newToken();
  const expiresAt = sessionExpiry(since, now, lifetimes);
  const session = await insertSession(database.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    now,
    signedInAt: since,
    credentialConfirmedAt: rotatedFrom ? rotatedFrom.credentialConfirmedAt : now,
    expiresAt,
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
  });
  setSessionCookie(request, reply, token, absoluteDeadline(since, lifetimes));
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
