import type { Database } from '../db/client.ts';
import { hashToken, newToken } from '../modules/accounts/accounts/tokens.ts';
import { insertSession } from '../modules/accounts/accounts/session-store.ts';
import { SESSION_TTL_MS } from '../modules/accounts/accounts/session-cookie.ts';

/**
 * Signs a user in for an integration test the way an API client is: a fresh session row (its credential proved now, as a sign-in does) and its token as an
 * `Authorization: Bearer` header. `now` is the test's clock when it has one.
 */
export async function bearerFor(
  database: Database,
  userId: number,
  now: Date = new Date(),
): Promise<{ authorization: string }> {
  const token = newToken();
  await insertSession(database.db, {
    tokenHash: hashToken(token),
    userId,
    now,
    credentialConfirmedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { authorization: `Bearer ${token}` };
}
