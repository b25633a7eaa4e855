import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestClock } from '../modules/platform/test-clock/test-clock.ts';
import { calledRoutes, missingDeclarations } from './route-table.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-declarations-'));
  // The test clock's routes exist only with a movable clock (TEST_CLOCK=on): given one, they are read too.
  const clock = await createTestClock({ dataDir, pumpIntervalMs: 200 });
  t = await createTestApp({ TEST_CLOCK: 'on' }, { clock: clock.clock, testClock: clock });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('route access declarations', () => {
  it('every registered route says who may call it (config.access)', () => {
    const routes = calledRoutes(t.app);
    expect(routes.map((route) => route.url)).toContain('/api/v14/test-clock/advance');
    expect(missingDeclarations(routes), 'routes without config.access').toEqual([]);
  });
});
