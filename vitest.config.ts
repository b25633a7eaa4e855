import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = ['src/**/*.test.tsx', 'src/**/*.test.ts', 'build/**/*.test.ts'];

/**
 * Web test files that replace modules with `vi.mock` run as a project of their own (`web-mocked`), so a mock only
 * ever applies to the files that ask for it.
 */
function webFilesThatMockModules(): string[] {
  const root = path.resolve(import.meta.dirname, 'apps/web');
  return fs
    .globSync(WEB_TESTS, { cwd: root })
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
const mockingWebFiles = webFilesThatMockModules();

/**
 * vitest's default leaves a core to itself (one worker on a 2-core CI machine); its own work is small beside the
 * tests', so every core runs a worker. Every project states it: projects of one run must agree.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

// One runner for domain, server and web component tests; e2e runs under Playwright.
export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        // Pure functions: a worker's files share one module registry.
        test: {
          name: 'domain',
          maxWorkers: WORKERS,
          root: 'packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          maxWorkers: WORKERS,
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs its files one after another in one module registry: the app's modules and PGlite's
          // WebAssembly load once per worker, not once per file. Each file still builds its own app and database.
          isolate: false,
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          maxWorkers: WORKERS,
          root: 'apps/web',
          environment: 'jsdom',
          include: WEB_TESTS,
          exclude: mockingWebFiles,
          setupFiles: ['src/test/setup.ts'],
          // A jsdom per file: sharing one per worker left focus listeners of an earlier file's dialogs behind, and
          // focus tests then failed by file order. The cost is about a minute of CPU per run.
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-mocked',
          maxWorkers: WORKERS,
          root: 'apps/web',
          environment: 'jsdom',
          include: mockingWebFiles.length ? mockingWebFiles : ['no-such-file'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
