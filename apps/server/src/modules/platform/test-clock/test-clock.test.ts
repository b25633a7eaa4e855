import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import type { Database } from '../../../db/client.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { createJobRunner, type JobRunner } from '../../../jobs/runner.ts';
import { defineJob } from '../../../jobs/job.ts';
import { createTestClock, type TestClockControl } from './test-clock.ts';
import { readOffset } from './clock-offset-file.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

const ORIGIN = 'http://cuepoint.test';

/** What the test's jobs saw: their name, their data and the time they ran at (the app's clock). */
const runs: Array<{ job: string; label: string; now: Date }> = [];
const step = defineJob<{ label: string }>({
  name: 'test-clock.step',
  async handler({ data, now }) {
    runs.push({ job: 'test-clock.step', label: data.label, now });
  },
});
/** A timer that sets the next one, an hour later (as booking timers do). */
const chain = defineJob<{ label: string }>({
  name: 'test-clock.chain',
  async handler({ data, now, services }) {
    runs.push({ job: 'test-clock.chain', label: data.label, now });
    await services.jobs.send(
      step,
      { label: `${data.label} follow-up` },
      { runAt: new Date(now.getTime() + HOUR_MS) },
    );
  },
});

/** A booking request's timer: one request's timers run in due order, unrelated ones in one batch. */
const subjectRuns: Array<{ label: string; now: Date; clockAt: Date }> = [];
const requestTimer = defineJob<{ requestId: number; label: string }>({
  name: 'test-clock.request-timer',
  async handler({ data, now, services }) {
    subjectRuns.push({ label: data.label, now, clockAt: services.clock.now() });
  },
});

/** A cron job: when the clock jumps past its times, it runs once for the occurrences it missed, as after a restart. */
const hourly = defineJob({
  name: 'test-clock.hourly',
  schedule: '30 * * * *',
  async handler({ now }) {
    runs.push({ job: 'test-clock.hourly', label: 'hourly', now });
  },
});
/** The timers sent by the tests, without the cron job's runs. */
const timers = (ran: string[]) => ran.filter((name) => name !== hourly.name);

const realClock = manualClock(new Date('2026-11-22T12:00:00Z'));
const schema = `test_clock_${crypto.randomBytes(4).toString('hex')}`;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let database: Database;
let dataDir: string;
let control: TestClockControl;
let runner: JobRunner;
let t: TestApp;

async function startApp() {
  control = await createTestClock({ dataDir, realClock });
  runner = createJobRunner({
    connection: database.jobConnection,
    jobs: [step, chain, hourly, requestTimer],
    bossClock: control.bossClock,
    schema,
  });
  t = await createTestApp(
    { TEST_CLOCK: 'on', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'info' },
    { database, jobs: runner, testClock: control, logStream },
  );
  await runner.start(t.app.services, t.app.log);
  control.start(runner, t.app.log);
}

async function stopApp() {
  await runner.stop();
  await control.stop();
  await t.close();
}

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-test-clock-'));
  await startApp();
});
afterAll(async () => {
  await stopApp();
  await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const advance = (hours: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v14/test-clock/advance', payload: { hours }, headers });
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/v14/test-clock' })).json().data;

describe('test clock', () => {
  it('answers the app’s time: the real time until it is moved', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v14/test-clock' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: { now: realClock.now().toISOString(), offset_hours: 0 },
    });
  });

  it('moves forward and runs every job that fell due, in order, each at its own time', async () => {
    runs.length = 0;
    const start = t.app.services.clock.now().getTime();
    await t.app.services.jobs.send(step, { label: 'two days' }, { runAt: new Date(start + 48 * HOUR_MS) });
    await t.app.services.jobs.send(step, { label: 'one day' }, { runAt: new Date(start + 24 * HOUR_MS) });
    await t.app.services.jobs.send(
      step,
      { label: 'next week' },
      { runAt: new Date(start + 7 * 24 * HOUR_MS) },
    );
    await t.app.services.jobs.send(chain, { label: 'chained' }, { runAt: new Date(start + 60 * HOUR_MS) });

    const response = await advance(72);
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(timers(body.ran)).toEqual([
      'test-clock.step',
      'test-clock.step',
      'test-clock.chain',
      'test-clock.step',
    ]);
    const timerRuns = runs.filter((run) => run.job !== hourly.name);
    expect(timerRuns.map((run) => run.label)).toEqual([
      'one day',
      'two days',
      'chained',
      'chained follow-up',
    ]);
    const dueAt = [24, 48, 60, 61].map((hours) => start + hours * HOUR_MS);
    timerRuns.forEach((run, index) => {
      expect(run.now.getTime()).toBeGreaterThanOrEqual(dueAt[index]!);
      expect(run.now.getTime()).toBeLessThan(dueAt[index]! + 60_000);
    });
    expect(new Date(body.now).getTime()).toBe(start + 72 * HOUR_MS);
    expect(body.offset_hours).toBe(72);
    expect(await read()).toEqual({ now: new Date(start + 72 * HOUR_MS).toISOString(), offset_hours: 72 });
    expect(t.app.services.clock.now().getTime()).toBe(start + 72 * HOUR_MS);
  });

  it('runs a scheduled job whose time it passed', async () => {
    runs.length = 0;
    const response = await advance(2);
    expect(response.json().data.ran).toContain(hourly.name);
    expect(runs.filter((run) => run.job === hourly.name).length).toBeGreaterThan(0);
  });

  it('runs no timer when none fell due', async () => {
    runs.length = 0;
    const response = await advance(0.25);
    expect(timers(response.json().data.ran)).toEqual([]);
    expect(response.json().data.offset_hours).toBe(74.25);
  });

  it('runs unrelated requests’ timers in one batch and one request’s in due order, each at its own time', async () => {
    subjectRuns.length = 0;
    const start = t.app.services.clock.now().getTime();
    const timersAt = [
      { requestId: 1, label: 'first capture', hours: 1 },
      { requestId: 2, label: 'second capture', hours: 2 },
      { requestId: 1, label: 'first expiry', hours: 3 },
      { requestId: 2, label: 'second expiry', hours: 4 },
      { requestId: 3, label: 'third capture', hours: 4.5 },
    ];
    // Sent latest first, so the order they run in is not the order they were sent in.
    for (const timer of [...timersAt].reverse())
      await t.app.services.jobs.send(
        requestTimer,
        { requestId: timer.requestId, label: timer.label },
        { runAt: new Date(start + timer.hours * HOUR_MS) },
      );

    const response = await advance(6);
    expect(response.statusCode).toBe(200);
    expect(timers(response.json().data.ran).filter((name) => name === requestTimer.name)).toHaveLength(5);
    const run = (label: string) => subjectRuns.find((entry) => entry.label === label)!;
    expect(subjectRuns.map((entry) => entry.label).sort()).toEqual(
      timersAt.map((timer) => timer.label).sort(),
    );
    for (const timer of timersAt) expect(run(timer.label).now.getTime()).toBe(start + timer.hours * HOUR_MS);
    const ranBefore = (a: string, b: string) => subjectRuns.indexOf(run(a)) < subjectRuns.indexOf(run(b));
    expect(ranBefore('first capture', 'first expiry')).toBe(true);
    expect(ranBefore('second capture', 'second expiry')).toBe(true);
    // Two batches: up to the first request's second timer, then the rest.
    expect(run('first capture').clockAt).toEqual(run('second capture').clockAt);
    expect(run('first expiry').clockAt).toEqual(run('third capture').clockAt);
    expect(run('first expiry').clockAt.getTime()).toBeGreaterThan(run('first capture').clockAt.getTime());
  });

  it('logs every move, and lets anyone move it on a test deployment', async () => {
    const db = t.database.db;
    const callers: Array<[string, number | null]> = [['visitor', null]];
    for (const account of [await createVenue(db), await createEnthusiast(db), await createDj(db)])
      callers.push([account.user.userType, account.user.id]);
    for (const [label, userId] of callers) {
      logLines.length = 0;
      // Signed in just before: each move makes earlier sessions idle for longer.
      const headers = userId ? await bearerFor(t.database, userId, t.app.services.clock.now()) : {};
      const response = await advance(0.25, headers);
      expect(response.statusCode, label).toBe(200);
      const moved = logLines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'test clock moved');
      expect(moved, label).toMatchObject({ hours: 0.25, userId });
    }
  });

  it.each([
    [0, 'Hours must be more than 0'],
    [-3, 'Hours must be more than 0'],
    [1441, 'Hours must be at most 1440'],
    ['two', 'Hours must be a number'],
  ])('refuses to move by %o', async (hours, message) => {
    const before = await read();
    const response = await advance(hours);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(await read()).toEqual(before);
  });

  it('refuses a move another site’s form could make', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/test-clock/advance',
      payload: 'hours=24',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps its offset and its timers across a restart', async () => {
    runs.length = 0;
    const before = t.app.services.clock.now().getTime();
    await t.app.services.jobs.send(
      step,
      { label: 'after the restart' },
      { runAt: new Date(before + 30 * HOUR_MS) },
    );
    const offset = control.offsetMs();
    expect(await readOffset(dataDir)).toBe(offset);
    await stopApp();

    realClock.advance(2 * HOUR_MS);
    await startApp();
    expect(control.offsetMs()).toBe(offset);
    expect(t.app.services.clock.now().getTime()).toBe(realClock.now().getTime() + offset);
    expect(t.app.services.clock.now().getTime()).toBe(before + 2 * HOUR_MS);

    const response = await advance(29);
    expect(timers(response.json().data.ran)).toEqual(['test-clock.step']);
    expect(runs.filter((run) => run.job !== hourly.name).map((run) => run.label)).toEqual([
      'after the restart',
    ]);
  });
});

describe('without TEST_CLOCK=on', () => {
  it('has no test clock routes', async () => {
    const plain = await createTestApp({}, { database });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/v14/test-clock' })).statusCode).toBe(404);
      const move = await plain.app.inject({
        method: 'POST',
        url: '/api/v14/test-clock/advance',
        payload: { hours: 1 },
      });
      expect(move.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
