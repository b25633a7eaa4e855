import type { Database } from '../db/client.ts';
import { SESSION_COOKIE } from '../modules/accounts/accounts/session-cookie.ts';
import { bearerFor } from './bearer-session.ts';

/** Signs a user in for an integration test the way the web app is: a fresh session row as the session cookie. */
export async function sessionCookieFor(
  database: Database,
  userId: number,
  now: Date = new Date(),
): Promise<{ cookie: string }> {
  const { authorization } = await bearerFor(database, userId, now);
  return { cookie: `${SESSION_COOKIE}=${authorization.replace(/^Bearer /, '')}` };
}
