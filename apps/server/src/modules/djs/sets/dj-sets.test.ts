import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createDjSet } from '../../../db/seed/factories.ts';

let t: TestApp;
beforeAll(async () => {
  // The home player lists every DJ's sets: on PostgreSQL a database of its own, so other test files' sets stay out.
  t = await createTestApp({}, {}, { ownDatabase: true });
});
afterAll(() => t.close());

describe('GET /public-dj-sets.php', () => {
  it('returns the newest public sets only, with the DJ name and platform', async () => {
    const { user, profile } = await createDj(t.database.db);
    const future = Date.now() + 10 * 86_400_000;
    await createDjSet(t.database.db, user.id, {
      title: 'Private rehearsal',
      isPublic: false,
      createdAt: new Date(future + 1000),
    });
    const newest = await createDjSet(t.database.db, user.id, {
      title: 'Newest public',
      externalUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      createdAt: new Date(future),
    });
    const body = (await t.app.inject({ url: '/api/v14/public-dj-sets.php?limit=1' })).json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: newest.id,
      title: 'Newest public',
      platform: 'youtube',
      dj_name: profile.stageName,
      dj_slug: profile.slug,
      dj_is_demo: false,
    });
  });

  it('caps the limit and rejects nonsense', async () => {
    expect((await t.app.inject({ url: '/api/v14/public-dj-sets.php?limit=500' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v14/public-dj-sets.php?limit=-1' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v14/public-dj-sets.php' })).statusCode).toBe(200);
  });
});
