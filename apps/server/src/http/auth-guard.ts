import type { FastifyRequest } from 'fastify';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import { SESSION_EXPIRED, SIGN_IN_REQUIRED } from '@cuepoint/domain/accounts/messages';
import { unauthorized } from './app-error.ts';
import { hashToken, looksLikeToken } from '../features/accounts/tokens.ts';
import { findLiveSession, touchSession, type UserRow } from '../features/accounts/session-store.ts';
import { readSessionToken } from '../features/accounts/session-cookie.ts';
import {
  sessionExpiry,
  sessionLifetimes,
  touchIntervalMs,
  withinLifetimes,
} from '../features/accounts/session-lifetimes.ts';

/** The signed-in user as features see it. */
export type AuthUser = {
  id: number;
  email: string;
  userType: TUserType;
  displayName: string;
  emailVerified: boolean;
  sessionId: number;
  sessionExpiresAt: Date;
  /** When the user signed in (kept across refreshes); the absolute lifetime counts from here. */
  sessionSignedInAt: Date;
  row: UserRow;
};

// One lookup per request, however many guards and handlers ask.
const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
  const token = readSessionToken(request);
  if (!token || !looksLikeToken(token)) return null;
  const { database, clock, config } = request.server.services;
  const now = clock.now();
  const found = await findLiveSession(database.db, hashToken(token), now);
  if (!found) return null;
  const { session, user } = found;
  const lifetimes = sessionLifetimes(config);
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
    row: user,
  };
}

/** The signed-in user, or null for a visitor (or a stale token). Never throws for a bad token. */
export function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = resolve(request);
    resolved.set(request, pending);
  }
  return pending;
}

/** The signed-in user; 401 with a clear message otherwise. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await optionalUser(request);
  if (user) return user;
  throw unauthorized(readSessionToken(request) ? SESSION_EXPIRED : SIGN_IN_REQUIRED);
}

/**
 * The signed-in user a route's guard let through (see http/route-guard.ts). It cannot fail on a route declared
 * `access.self`, `access.owner` or `access.operator()`: the guard answered 401/403 before the handler ran. Asking on
 * a route without such a declaration is a programming error.
 */
export function userOf(request: FastifyRequest): AuthUser {
  const user = admitted.get(request);
  if (!user)
    throw new Error(
      `${request.method} ${request.url}: userOf() on a route that declares no signed-in access`,
    );
  return user;
}

const admitted = new WeakMap<FastifyRequest, AuthUser>();

/** Records the user a route's guard admitted, for userOf. */
export function admit(request: FastifyRequest, user: AuthUser): void {
  admitted.set(request, user);
}

/** Forgets the cached lookup (after sign-in or sign-out inside the same request). */
export function forgetUser(request: FastifyRequest): void {
  resolved.delete(request);
}
