import type { FastifyRequest } from 'fastify';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import { SESSION_EXPIRED, SIGN_IN_REQUIRED } from '@cuepoint/domain/accounts/messages';
import { unauthorized } from './app-error.ts';
import type { users } from '../db/schema/users.ts';

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
  /** When the session last proved its credential (sign-in or confirmed password): the step-up window's start. */
  credentialConfirmedAt: Date | null;
  row: typeof users.$inferSelect;
};

// One lookup per request, however many guards and handlers ask.
const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * How a request's session is found: the accounts module's (cookie or bearer token, session row, lifetimes),
 * registered when the app is built (app.ts), so the guards need not import a module.
 */
export type SessionLookup = {
  /** The signed-in user of the session the request presents, or null (none, stale, expired). */
  user(request: FastifyRequest): Promise<AuthUser | null>;
  /** Whether the request presents a session token at all: a stale one is told its session expired. */
  presentsToken(request: FastifyRequest): boolean;
};

let sessions: SessionLookup | undefined;

export function useSessionLookup(lookup: SessionLookup): void {
  sessions = lookup;
}

function sessionLookup(): SessionLookup {
  if (!sessions) throw new Error("no session lookup: buildApp registers the accounts module's");
  return sessions;
}

/** The signed-in user, or null for a visitor (or a stale token). Never throws for a bad token. */
export function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = sessionLookup().user(request);
    resolved.set(request, pending);
  }
  return pending;
}

/** The signed-in user; 401 with a clear message otherwise. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await optionalUser(request);
  if (user) return user;
  throw unauthorized(sessionLookup().presentsToken(request) ? SESSION_EXPIRED : SIGN_IN_REQUIRED);
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
