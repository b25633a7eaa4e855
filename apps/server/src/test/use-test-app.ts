import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app.ts';
import { manualClock } from '../adapters/clock.ts';
import { bearerFor } from './bearer-session.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The test file's app: opened before its tests run and closed after the last one, with createTestApp's arguments.
 * What it returns reads through to the open app, so the file can name it at the top as `const t = useTestApp(…)`.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(...args);
  });
  afterAll(() => opened?.close());
  const open = (): TestApp => {
    if (!opened) throw new Error('The test app opens before the first test.');
    return opened;
  };
  return {
    get app() {
      return open().app;
    },
    get database() {
      return open().database;
    },
    get config() {
      return open().config;
    },
    get dataDir() {
      return open().dataDir;
    },
    close: () => open().close(),
  };
}

/** useTestApp on a manual clock that starts at `now`; signIn(userId) gives a bearer session at the clock's time. */
export function useClockedTestApp(
  now: Date,
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'config' | 'clock'>> = {},
) {
  const clock = manualClock(now);
  const t = useTestApp(env, { ...deps, clock });
  const signIn = (userId: number) => bearerFor(t.database, userId, clock.now());
  return { t, clock, signIn };
}

export type ApiCall = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** A call to the app's API under /api/v14, with the caller's headers. */
export const apiCaller =
  (t: TestApp) =>
  (request: ApiCall, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: request.method,
      url: `/api/v14${request.url}`,
      payload: request.payload,
      headers,
    });

/**
 * A test kit started before the file's tests (given `timeout` ms) and closed after the last one. What it returns
 * reads through to the started kit, so the file can name it at the top as `const kit = useKit(startXKit)`.
 */
export function useKit<Kit extends { close(): Promise<void> }>(
  start: () => Promise<Kit>,
  timeout = 60_000,
): Kit {
  let started: Kit | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeout);
  afterAll(() => started?.close());
  return new Proxy({} as Kit, {
    get(_, key) {
      if (!started) throw new Error('The test kit starts before the first test.');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
