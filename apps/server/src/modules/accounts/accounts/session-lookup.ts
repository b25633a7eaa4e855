import type { FastifyRequest } from 'fastify';
import type { AuthUser, SessionLookup } from '../../../http/auth-guard.ts';
import { hashToken, looksLikeToken } from './tokens.ts';
import { findLiveSession, touchSession } from './session-store.ts';
import { readSessionToken } from './session-cookie.ts';
import { sessionExpiry, sessionLifetimes, touchIntervalMs, withinLifetimes } from './session-lifetimes.ts';

/** The session a request presents (cookie or bearer token), checked against its lifetimes and touched now and then. */
async function signedInUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = readSessionToken(request);
  if (!token || !looksLikeToken(token)) return null;
  const { database, clock, config } = request.server.services;
  const now = clock.now();
  const found = await findLiveSession(database.db, hashToken(token), now);
  if (!found) return null;
  const { session, user } = found;
  const lifetimes = sessionLifetimes(config, user);
  if (!withinLifetimes(session, now, lifetimes)) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > touchIntervalMs(lifetimes)) {
    session.expiresAt = sessionExpiry(session.createdAt, now, lifetimes);
    await touchSession(database.db, session.id, now, session.expiresAt);
  }
  return {
    id: user.id,
    email: user.email,
    userType: user.userType,
    displayName: user.displayName,
    emailVerified: user.emailVerifiedAt !== null,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    sessionSignedInAt: session.createdAt,
    credentialConfirmedAt: session.credentialConfirmedAt,
    row: user,
  };
}

/** The guards' session lookup (http/auth-guard.ts), registered by buildApp. */
export const sessionLookup: SessionLookup = {
  user: signedInUser,
  presentsToken: (request) => Boolean(readSessionToken(request)),
};
