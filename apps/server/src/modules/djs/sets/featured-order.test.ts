import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createDjSet } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { djFeatureRequests } from '../../../db/schema/dj-events.ts';
import { MINUTE_MS } from '@cuepoint/domain/time/durations';

const NOW = new Date('2026-06-01T20:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;
beforeAll(async () => {
  // The home player lists every DJ's sets: on PostgreSQL a database of its own, so other test files' sets stay out.
  t = await createTestApp({}, { clock }, { ownDatabase: true });
});
afterAll(() => t.close());

const home = async () =>
  (await t.app.inject({ url: '/api/v14/public-dj-sets.php?limit=50' })).json().data as Array<{
    title: string;
  }>;

describe('the home player’s order', () => {
  it('plays the sets of DJs featured now first, then the newest; a window that ended counts no more', async () => {
    const featured = await createDj(t.database.db);
    const other = await createDj(t.database.db);
    const lapsed = await createDj(t.database.db);
    const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * MINUTE_MS);
    await createDjSet(t.database.db, featured.user.id, { title: 'Featured old', createdAt: at(600) });
    await createDjSet(t.database.db, featured.user.id, { title: 'Featured older', createdAt: at(900) });
    await createDjSet(t.database.db, other.user.id, { title: 'Newest', createdAt: at(1) });
    await createDjSet(t.database.db, other.user.id, { title: 'Newer', createdAt: at(5) });
    await createDjSet(t.database.db, lapsed.user.id, { title: 'Lapsed', createdAt: at(300) });
    // Public, but only an uploaded file: the home player (platform players) cannot play it.
    await createDjSet(t.database.db, other.user.id, {
      title: 'File only',
      externalUrl: null,
      mediaKey: 'media/x.mp3',
      mediaMimeType: 'audio/mpeg',
      createdAt: at(0),
    });
    await t.database.db.insert(djFeatureRequests).values([
      {
        djUserId: featured.user.id,
        requestedAt: at(10),
        featuredFrom: at(10),
        featuredUntil: new Date(NOW.getTime() + 20 * MINUTE_MS),
        cooldownUntil: new Date(NOW.getTime() + 7 * 1440 * MINUTE_MS),
      },
      {
        djUserId: lapsed.user.id,
        requestedAt: at(60),
        featuredFrom: at(60),
        featuredUntil: at(30),
        cooldownUntil: new Date(NOW.getTime() + 7 * 1440 * MINUTE_MS),
      },
    ]);
    await t.app.services.publicCache.invalidate('sets');

    expect((await home()).map((set) => set.title)).toEqual([
      'Featured old',
      'Featured older',
      'Newest',
      'Newer',
      'Lapsed',
    ]);

    // 21 minutes on, the window has ended: once the cached answer's time is up (30 s), the newest lead again.
    clock.advance(21 * MINUTE_MS);
    expect((await home()).map((set) => set.title)).toEqual([
      'Newest',
      'Newer',
      'Lapsed',
      'Featured old',
      'Featured older',
    ]);
  });
});
