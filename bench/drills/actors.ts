/**
 * The drills' accounts, made in the drill database the way the server's tests make them (its factories and session
 * rows): venues that book, remote DJs that offer, each with a bearer session, and one password for the sign-ins.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createDj, createVenue } from '../../apps/server/src/db/seed/factories.ts';
import { hashPassword } from '../../apps/server/src/modules/accounts/accounts/passwords.ts';
import { hashToken, newToken } from '../../apps/server/src/modules/accounts/accounts/tokens.ts';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * A session row as a sign-in makes it, lasting a year: the soak's test clock moves days ahead, and the drill cluster
 * runs with session lifetimes to match (SESSION_IDLE_TIMEOUT_MINUTES, SESSION_MAX_AGE_HOURS).
 */
async function bearerFor(database: Database, userId: number, now: Date): Promise<{ authorization: string }> {
  const token = newToken();
  await database.db.execute(
    sql`insert into sessions (token_hash, user_id, created_at, last_used_at, expires_at)
        values (${hashToken(token)}, ${userId}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
                ${now.toISOString()}::timestamptz + interval '365 days')`,
  );
  return { authorization: `Bearer ${token}` };
}

export const DRILL_PASSWORD = 'drill-Passw0rd-long-enough';

export type Actor = { id: number; email: string; authorization: string };
export type Actors = { genre: string; venues: Actor[]; djs: Actor[] };

export async function createActors(
  databaseUrl: string,
  counts: { venues: number; djs: number },
  now: Date,
): Promise<Actors> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const tag = crypto.randomBytes(3).toString('hex');
    const genre = `Drill ${tag}`;
    const passwordHash = await hashPassword(DRILL_PASSWORD);
    const venues: Actor[] = [];
    for (let i = 0; i < counts.venues; i += 1) {
      const email = `drill-venue-${tag}-${i}@example.test`;
      const { user } = await createVenue(database.db, {
        user: { email, passwordHash, emailVerifiedAt: now, displayName: `Drill Venue ${i}` },
        profile: { venueName: `Drill Venue ${tag} ${i}` },
      });
      venues.push({ id: user.id, email, ...(await bearerFor(database, user.id, now)) });
    }
    const djs: Actor[] = [];
    for (let i = 0; i < counts.djs; i += 1) {
      const email = `drill-dj-${tag}-${i}@example.test`;
      const { user } = await createDj(database.db, {
        user: { email, passwordHash, emailVerifiedAt: now, displayName: `Drill DJ ${i}` },
        profile: {
          stageName: `Drill DJ ${tag} ${i}`,
          genres: [genre],
          hourlyRateMinMinor: 5000,
          acceptsRemotePrivate: true,
          acceptsRemoteVenues: true,
        },
      });
      djs.push({ id: user.id, email, ...(await bearerFor(database, user.id, now)) });
    }
    return { genre, venues, djs };
  } finally {
    await database.close();
  }
}
