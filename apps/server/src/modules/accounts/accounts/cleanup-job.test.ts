import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database, Db } from '../../../db/client.ts';
import { emailTokens, sessions } from '../../../db/schema/accounts.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import type { Services } from '../../../services.ts';
import { allJobs } from '../../../jobs/all-jobs.ts';
import { accountsCleanupJob } from './cleanup-job.ts';
import { insertSession } from './session-store.ts';
import { insertEmailToken, SPENT_EMAIL_TOKEN_KEPT_MS } from './email-token-store.ts';
import { newToken, hashToken } from './tokens.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, child: () => silentLog } as never;

class Rollback extends Error {}

/** Runs inside a transaction that is rolled back, so a shared PostgreSQL test database keeps other files' rows. */
async function inRolledBackTransaction(work: (db: Db) => Promise<void>) {
  await expect(
    database.db.transaction(async (tx) => {
      await work(tx as unknown as Db);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe('accounts cleanup job', () => {
  it('runs hourly', () => {
    expect(allJobs).toContain(accountsCleanupJob);
    expect(accountsCleanupJob.schedule).toBe('0 * * * *');
  });

  it('deletes exactly the expired and revoked sessions and the expired or long-spent e-mail links', async () => {
    const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
    const now = clock.now();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

    await inRolledBackTransaction(async (db) => {
      const user = await createUser(db);
      const session = async (expiresIn: number, revoked = false) => {
        const row = await insertSession(db, {
          tokenHash: hashToken(newToken()),
          userId: user.id,
          now: at(-48 * HOUR_MS),
          expiresAt: at(expiresIn),
        });
        if (revoked)
          await db
            .update(sessions)
            .set({ revokedAt: at(-HOUR_MS) })
            .where(inArray(sessions.id, [row.id]));
        return row.id;
      };
      const live = await session(HOUR_MS);
      const expired = await session(-1);
      const expiringNow = await session(0);
      const revoked = await session(HOUR_MS, true);

      const token = async (expiresIn: number, usedAgo?: number) => {
        const tokenHash = hashToken(newToken());
        await insertEmailToken(db, {
          tokenHash,
          userId: user.id,
          purpose: 'verify_email',
          email: user.email,
          now: at(-48 * HOUR_MS),
          expiresAt: at(expiresIn),
        });
        if (usedAgo !== undefined) {
          await db
            .update(emailTokens)
            .set({ usedAt: at(-usedAgo) })
            .where(inArray(emailTokens.tokenHash, [tokenHash]));
        }
        return tokenHash;
      };
      const unused = await token(HOUR_MS);
      const lapsed = await token(-1);
      const justUsed = await token(23 * HOUR_MS, HOUR_MS);
      const longUsed = await token(HOUR_MS, SPENT_EMAIL_TOKEN_KEPT_MS + 1);

      const services = { database: { ...database, db }, clock } as unknown as Services;
      await accountsCleanupJob.handler({ data: {}, services, now: clock.now(), log: silentLog });

      const sessionIds = (
        await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, [live, expired, expiringNow, revoked]))
      ).map((row) => row.id);
      expect(sessionIds).toEqual([live]);

      const tokenHashes = (
        await db
          .select({ tokenHash: emailTokens.tokenHash })
          .from(emailTokens)
          .where(inArray(emailTokens.tokenHash, [unused, lapsed, justUsed, longUsed]))
      ).map((row) => row.tokenHash);
      expect(tokenHashes.sort()).toEqual([unused, justUsed].sort());

      // An hour later the live session and the unused link have lapsed too; the link spent two hours ago is kept.
      clock.advance(HOUR_MS);
      await accountsCleanupJob.handler({ data: {}, services, now: clock.now(), log: silentLog });
      expect(
        await db
          .select()
          .from(sessions)
          .where(inArray(sessions.id, [live])),
      ).toEqual([]);
      const left = await db
        .select({ tokenHash: emailTokens.tokenHash })
        .from(emailTokens)
        .where(inArray(emailTokens.tokenHash, [unused, justUsed]));
      expect(left).toEqual([{ tokenHash: justUsed }]);
    });
  });
});
