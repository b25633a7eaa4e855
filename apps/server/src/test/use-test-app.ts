import { afterAll, beforeAll } from 'vitest';
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
