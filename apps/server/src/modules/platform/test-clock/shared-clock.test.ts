import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../adapters/clock.ts';
import { writeOffset } from './clock-offset-file.ts';
import { createTestClock } from './test-clock.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-shared-clock-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

describe('the test clock of a cluster', () => {
  it('starts where another process moved the jobs’ clock in the database', async () => {
    const real = manualClock();
    const shared = real.now().getTime() + 30 * HOUR_MS;
    const control = await createTestClock({
      dataDir: await dataDir(),
      realClock: real,
      sharedNow: async () => shared,
    });
    expect(control.offsetMs()).toBe(30 * HOUR_MS);
    expect(control.clock.now().getTime()).toBe(shared);
  });

  it('never goes back in time: a saved move later than the database’s clock wins', async () => {
    const real = manualClock();
    const dir = await dataDir();
    await writeOffset(dir, 48 * HOUR_MS);
    const control = await createTestClock({
      dataDir: dir,
      realClock: real,
      sharedNow: async () => real.now().getTime() + 2 * HOUR_MS,
    });
    expect(control.offsetMs()).toBe(48 * HOUR_MS);
  });

  it('runs on its own offset while the database cannot be read', async () => {
    const real = manualClock();
    const control = await createTestClock({
      dataDir: await dataDir(),
      realClock: real,
      sharedNow: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    expect(control.offsetMs()).toBe(0);
  });
});
