import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { manualClock } from '../../../adapters/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { recordingJobQueue } from '../../../test/recording-jobs.ts';
import { multipartBody, type FormFile } from '../../media/images/image-testing.ts';
import { startFakeMixcloud, type FakeMixcloud } from './fake-mixcloud.ts';
import { runPublish } from './publish-job.ts';

export const API = '/api/v14';

export type MixcloudKit = {
  t: TestApp;
  fake: FakeMixcloud;
  clock: ReturnType<typeof manualClock>;
  jobs: ReturnType<typeof recordingJobQueue>;
  signIn(userId: number): Promise<{ authorization: string }>;
  /** Goes through the connection as a browser does: start link, Mixcloud's authorize page (allow), callback. */
  connect(userId: number): Promise<string>;
  upload(
    auth: Record<string, string>,
    fields: Record<string, string>,
    files?: FormFile[],
  ): Promise<LightMyRequestResponse>;
  /** Runs every publish job sent so far (and the retries they send), as the runner would when they fall due. */
  runJobs(): Promise<void>;
  /** Runs the next job sent (moving the clock to when it is due); false when none is left. */
  runNextJob(): Promise<boolean>;
  close(): Promise<void>;
};

export async function startMixcloudKit(
  env: Record<string, string> = {},
  fakeOptions = {},
): Promise<MixcloudKit> {
  const fake = await startFakeMixcloud({ clientId: 'cid', clientSecret: 'secret', ...fakeOptions });
  const clock = manualClock(new Date('2026-05-01T12:00:00Z'));
  const jobs = recordingJobQueue();
  const t = await createTestApp(
    {
      PUBLIC_URL: 'http://cuepoint.test',
      MIXCLOUD_CLIENT_ID: 'cid',
      MIXCLOUD_CLIENT_SECRET: 'secret',
      MIXCLOUD_API_URL: fake.url,
      MIXCLOUD_WWW_URL: fake.url,
      ...env,
    },
    { clock, jobs },
  );
  let ran = 0;
  const kit: MixcloudKit = {
    t,
    fake,
    clock,
    jobs,
    signIn: (userId) => bearerFor(t.database, userId, clock.now()),
    async connect(userId) {
      const auth = await kit.signIn(userId);
      const start = await t.app.inject({
        method: 'POST',
        url: `${API}/mixcloud-start-token.php`,
        headers: auth,
        payload: {},
      });
      expect(start.statusCode).toBe(200);
      const redirect = await t.app.inject({
        method: 'GET',
        url: new URL(start.json().data.url).pathname + new URL(start.json().data.url).search,
      });
      expect(redirect.statusCode).toBe(302);
      const cookie = redirect.cookies.find((item) => item.name === 'cuepoint_mixcloud')!;
      const authorize = new URL(redirect.headers.location as string);
      const allowed = await fetch(`${fake.url}/oauth/authorize`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: authorize.searchParams.get('client_id')!,
          redirect_uri: authorize.searchParams.get('redirect_uri')!,
          decision: 'allow',
        }),
        redirect: 'manual',
      });
      const back = new URL(allowed.headers.get('location')!);
      const callback = await t.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: { [cookie.name]: cookie.value },
      });
      return callback.headers.location as string;
    },
    upload(auth, fields, files = []) {
      const { payload, headers } = multipartBody(fields, files);
      return t.app.inject({
        method: 'POST',
        url: `${API}/mixcloud-upload.php`,
        payload,
        headers: { ...headers, ...auth },
      });
    },
    async runNextJob() {
      const job = jobs.sent[ran];
      if (!job) return false;
      ran += 1;
      if (job.runAt && job.runAt > clock.now()) clock.set(job.runAt);
      const publishId = (job.data as { publishId?: number }).publishId;
      if (job.name === 'mixcloud.publish' && publishId)
        await runPublish(t.app.services, publishId, clock.now(), t.app.log);
      return true;
    },
    async runJobs() {
      while (await kit.runNextJob()) {
        // each job in turn, retries included
      }
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
  return kit;
}

/** A tracklist CSV of `count` tracks, 4 minutes 5 seconds apart. */
export function tracklistCsv(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const seconds = i * 245;
    const time = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    return `Artist ${i + 1},Track ${i + 1},${time}`;
  });
  return ['Artist,Track,StartTime', ...rows].join('\n');
}
