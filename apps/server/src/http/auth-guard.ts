import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import {
  EMAIL_NOT_VERIFIED,
  SESSION_EXPIRED,
  SIGN_IN_REQUIRED,
  WRONG_ACCOUNT_TYPE,
} from '@cuepoint/domain/accounts/messages';
import { forbidden, unauthorized } from './app-error.ts';
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

/** The signed-in user when their account type is one of `types`; 401 when signed out, 403 for another type. */
export async function requireRole(request: FastifyRequest, ...types: TUserType[]): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!types.includes(user.userType)) throw forbidden(WRONG_ACCOUNT_TYPE);
  return user;
}

/**
 * A signed-in user who has proven their address; 403 with a clear message otherwise. Everything that reaches other
 * people (app requests, booking offers, messages) asks for it, so an account registered with someone else's
 * address can send nothing before the owner verifies it.
 */
export function requireVerified(user: AuthUser): AuthUser {
  if (!user.emailVerified) throw forbidden(EMAIL_NOT_VERIFIED);
  return user;
}

/** Forgets the cached lookup (after sign-in or sign-out inside the same request). */
export function forgetUser(request: FastifyRequest): void {
  resolved.delete(request);
}

/** preHandler forms, for routes that only need the check: `{ preHandler: userRequired }`. */
export async function userRequired(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await requireUser(request);
}

/** preHandler form: `{ preHandler: verifiedRequired }` (401 signed out, 403 unverified). */
export async function verifiedRequired(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  requireVerified(await requireUser(request));
}

export function roleRequired(...types: TUserType[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    await requireRole(request, ...types);
  };
}
