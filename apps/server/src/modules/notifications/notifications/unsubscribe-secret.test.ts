import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { notificationRuntime } from './runtime.ts';

const SESSION_SECRET = 'a session secret the cluster shares, 32+ chars';

let database: Database;
let first: TestApp;
let second: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  // Two processes of one cluster: the same SESSION_SECRET, each with a data directory of its own.
  first = await createTestApp({ SESSION_SECRET }, { database });
  second = await createTestApp({ SESSION_SECRET }, { database });
  unconfigured = await createTestApp({}, { database });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close(), unconfigured.close()]);
  await database.close();
});

describe('the unsubscribe links key', () => {
  it('is the same in every process that shares SESSION_SECRET, whatever their data directories', async () => {
    const one = await notificationRuntime(first.app.services).unsubscribeSecret();
    const other = await notificationRuntime(second.app.services).unsubscribeSecret();
    expect(one).toBe(other);
    expect(one).not.toContain(SESSION_SECRET);
  });

  it('is generated once under DATA_DIR without SESSION_SECRET, and kept', async () => {
    const runtime = notificationRuntime(unconfigured.app.services);
    const key = await runtime.unsubscribeSecret();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(key).not.toBe(await notificationRuntime(first.app.services).unsubscribeSecret());
    expect(await runtime.unsubscribeSecret()).toBe(key);
  });
});
