import { describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED } from '@cuepoint/domain/accounts/messages';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { accountSuspensions } from '../../../db/schema/trust.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/v14/dj/profiles${query}`, headers });

describe('GET /dj/profiles', () => {
  it('lists the DJs by stage name to any signed-in account, without a suspended DJ; a visitor gets 401', async () => {
    const tag = Date.now().toString(36);
    const { user: zed } = await createDj(t.database.db, { profile: { stageName: `zz ${tag} Zed` } });
    const { user: amy } = await createDj(t.database.db, { profile: { stageName: `ZZ ${tag} Amy` } });
    const { user: gone } = await createDj(t.database.db, { profile: { stageName: `zz ${tag} Gone` } });
    await t.database.db
      .insert(accountSuspensions)
      .values({ userId: gone.id, reason: 'test', suspendedAt: new Date() });

    const visitor = await list({});
    expect([visitor.statusCode, visitor.json()]).toMatchObject([
      401,
      { success: false, error: SIGN_IN_REQUIRED },
    ]);

    for (const make of [createVenue, createEnthusiast, createDj]) {
      const { user } = await make(t.database.db);
      const answer = await list(await bearerFor(t.database, user.id));
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as {
        success: boolean;
        djs: { id: number; stage_name: string; name: string }[];
      };
      expect(body.success).toBe(true);
      const ours = body.djs.filter((dj) => dj.stage_name.toLowerCase().includes(tag));
      expect(ours.map((dj) => dj.id)).toEqual([amy.id, zed.id]);
      expect(ours[0]).toMatchObject({ stage_name: `ZZ ${tag} Amy`, name: `ZZ ${tag} Amy` });
      expect(ours[0]).toHaveProperty('slug');
    }
  });

  it('takes a limit from 1 to 500 and refuses anything else in words', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await bearerFor(t.database, user.id);
    await createDj(t.database.db);
    await createDj(t.database.db);
    const two = await list(auth, '?limit=2');
    expect(two.json().djs).toHaveLength(2);
    for (const bad of ['0', '501', 'many', '1.5']) {
      const refused = await list(auth, `?limit=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error, bad).toMatch(/limit must be a whole number from 1 to 500/);
    }
  });
});
