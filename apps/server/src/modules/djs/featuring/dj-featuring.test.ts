import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CROSS_SITE_REFUSED, SIGN_IN_REQUIRED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { DJ_PROFILE_MESSAGES } from '@cuepoint/domain/djs/profile-rules';
import { createTestApp } from '../../../test/test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { djFeatureRequests } from '../../../db/schema/dj-events.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import { recordingJobQueue } from '../../../test/recording-jobs.ts';
import { featuringEndedJob } from './featuring-ended-job.ts';
import { DAY_MS, MINUTE_MS } from '@cuepoint/domain/time/durations';

const START = new Date('2026-11-22T12:00:00Z');
const clock = manualClock(START);
const jobs = recordingJobQueue();
const t = useTestApp({}, { clock, jobs });

const signIn = (userId: number) => bearerFor(t.database, userId, clock.now());
const requestFeature = async (userId: number) =>
  t.app.inject({ method: 'POST', url: '/api/v14/dj/request-feature', headers: await signIn(userId) });
const profileOf = async (userId: number, url = '/api/v14/dj/profile') =>
  (await t.app.inject({ url, headers: await signIn(userId) })).json().data;
const requestsOf = (userId: number) =>
  t.database.db.select().from(djFeatureRequests).where(eq(djFeatureRequests.djUserId, userId));

/** Runs `check` with the clock moved by `ms` from START, and puts it back. */
async function after(ms: number, check: () => Promise<void>) {
  clock.set(new Date(START.getTime() + ms));
  try {
    await check();
  } finally {
    clock.set(START);
  }
}

describe('authorization of POST /dj/request-feature', () => {
  it('visitor 401, venue and enthusiast 403, each DJ features only themselves', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v14/dj/request-feature' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, error: SIGN_IN_REQUIRED });
    for (const account of [await createVenue(t.database.db), await createEnthusiast(t.database.db)]) {
      const refused = await requestFeature(account.user.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, error: WRONG_ACCOUNT_TYPE });
      expect(await requestsOf(account.user.id)).toEqual([]);
    }
    const owner = await createDj(t.database.db);
    const other = await createDj(t.database.db);
    const granted = await requestFeature(owner.user.id);
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['cache-control']).toBe('no-store');
    // Another DJ's request is their own: it neither uses nor is blocked by the owner's cooldown.
    expect((await requestFeature(other.user.id)).statusCode).toBe(200);
    expect(await requestsOf(owner.user.id)).toHaveLength(1);
    expect(await requestsOf(other.user.id)).toHaveLength(1);
    expect((await profileOf(other.user.id)).feature_request_status.status).toBe('featured');
  });

  it('refuses a cross-site form post', async () => {
    const dj = await createDj(t.database.db);
    const token = (await signIn(dj.user.id)).authorization.slice(7);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/request-feature',
      cookies: { cuepoint_session: token },
      // A plain-text form post is what another site can send without a preflight.
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe(CROSS_SITE_REFUSED);
    expect(await requestsOf(dj.user.id)).toEqual([]);
  });

  it('answers 404 for a DJ account without a profile', async () => {
    const dj = await createDj(t.database.db);
    await t.database.db.delete(djProfiles).where(eq(djProfiles.userId, dj.user.id));
    const answer = await requestFeature(dj.user.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, error: DJ_PROFILE_MESSAGES.profileMissing });
  });
});

describe('featuring on the clock', () => {
  it('features the DJ for 30 minutes at once, then refuses with 409 until 7 days after the request', async () => {
    const dj = await createDj(t.database.db);
    const granted = await requestFeature(dj.user.id);
    expect(granted.json()).toEqual({
      success: true,
      data: {
        status: 'featured',
        featured_until: '2026-11-22T12:30:00.000Z',
        cooldown_until: '2026-11-29T12:00:00.000Z',
      },
    });
    // The end of the window is a timer of its own (featuring-ended-job.test.ts runs it).
    expect(jobs.sent.filter((job) => (job.data as { djUserId: number }).djUserId === dj.user.id)).toEqual([
      {
        name: featuringEndedJob.name,
        data: { djUserId: dj.user.id, featuredUntil: '2026-11-22T12:30:00.000Z' },
        runAt: new Date('2026-11-22T12:30:00Z'),
      },
    ]);
    expect(await requestsOf(dj.user.id)).toMatchObject([
      {
        requestedAt: START,
        status: 'granted',
        featuredFrom: START,
        featuredUntil: new Date('2026-11-22T12:30:00Z'),
        cooldownUntil: new Date('2026-11-29T12:00:00Z'),
      },
    ]);

    const refusal = {
      success: false,
      error:
        'You have already been featured recently. You can request featuring again on 29 Nov 2026 at 12:00 UTC.',
    };
    for (const offset of [0, 10 * MINUTE_MS, 30 * MINUTE_MS, 3 * DAY_MS, 7 * DAY_MS - 1]) {
      await after(offset, async () => {
        const again = await requestFeature(dj.user.id);
        expect(again.statusCode, String(offset)).toBe(409);
        expect(again.json(), String(offset)).toMatchObject(refusal);
      });
    }
    expect(await requestsOf(dj.user.id)).toHaveLength(1);
    // A refused request schedules nothing.
    expect(
      jobs.sent.filter((job) => (job.data as { djUserId: number }).djUserId === dj.user.id),
    ).toHaveLength(1);

    await after(7 * DAY_MS, async () => {
      const next = await requestFeature(dj.user.id);
      expect(next.statusCode).toBe(200);
      expect(next.json().data).toEqual({
        status: 'featured',
        featured_until: '2026-11-29T12:30:00.000Z',
        cooldown_until: '2026-12-06T12:00:00.000Z',
      });
    });
    expect(await requestsOf(dj.user.id)).toHaveLength(2);
  });

  it('answers the state in GET /dj/profile and /dj-profile.php: featured, cooling down, then available', async () => {
    const dj = await createDj(t.database.db);
    const fields = async () => {
      const profile = await profileOf(dj.user.id);
      const legacy = await profileOf(dj.user.id, '/api/v14/dj-profile.php');
      expect(legacy.can_request_feature).toBe(profile.can_request_feature);
      expect(legacy.feature_request_status).toEqual(profile.feature_request_status);
      return { can: profile.can_request_feature, status: profile.feature_request_status };
    };
    expect(await fields()).toEqual({ can: true, status: null });
    await requestFeature(dj.user.id);
    await after(29 * MINUTE_MS, async () => {
      expect(await fields()).toEqual({
        can: false,
        status: {
          status: 'featured',
          featured_until: '2026-11-22T12:30:00.000Z',
          cooldown_until: '2026-11-29T12:00:00.000Z',
        },
      });
    });
    await after(30 * MINUTE_MS, async () => {
      expect(await fields()).toEqual({
        can: false,
        status: { status: 'cooldown', featured_until: null, cooldown_until: '2026-11-29T12:00:00.000Z' },
      });
    });
    await after(7 * DAY_MS, async () => {
      expect(await fields()).toEqual({ can: true, status: null });
    });
  });

  it('keeps the grant when the end of the window cannot be scheduled', async () => {
    const broken = await createTestApp(
      {},
      {
        clock,
        database: t.database,
        jobs: {
          send: async () => {
            throw new Error('queue unavailable');
          },
        },
      },
    );
    try {
      const dj = await createDj(t.database.db);
      const answer = await broken.app.inject({
        method: 'POST',
        url: '/api/v14/dj/request-feature',
        headers: await signIn(dj.user.id),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.status).toBe('featured');
      expect(await requestsOf(dj.user.id)).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });

  it("drops the home player's cached sets when a DJ becomes featured (featured DJs play first)", async () => {
    const dj = await createDj(t.database.db);
    const url = '/api/v14/public-dj-sets.php?limit=12';
    const { stats } = t.app.services.publicCache;
    await t.app.inject({ url });
    const hits = stats.hits;
    await t.app.inject({ url });
    expect(stats.hits).toBe(hits + 1);
    const misses = stats.misses;
    await requestFeature(dj.user.id);
    await t.app.inject({ url });
    expect(stats.misses).toBe(misses + 1);
    expect(stats.hits).toBe(hits + 1);
  });
});
