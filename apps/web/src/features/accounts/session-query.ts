import { apiBody, apiClient } from '../../lib/api.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * The web app's "who am I" check, in one place for the session provider and for whatever fills the query cache
 * ahead of it (a server render can put the session it saw under this key). `GET /auth/session` answers a visitor
 * with 200 and no user, so a visitor's page logs no failed request; `/user/profile` stays the spec's call that needs
 * a session.
 */
export const SESSION_QUERY_KEY = ['accounts', 'session'] as const;

export type SessionAnswer = { success?: boolean; user?: AuthUser | null; data?: AuthUser | null };

/** The signed-in user, or null for a visitor; throws only when the server cannot be reached or fails. */
export async function fetchSessionUser(): Promise<AuthUser | null> {
  const body = await apiBody(apiClient.GET('/auth/session'));
  return body.user ?? body.data ?? null;
}
