import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';
import { BASE_URL, DATA_DIR, E2E_PORT } from './support/env.ts';
import { OIDC_ISSUER, OIDC_SERVER_ENV } from './support/oidc.ts';
import { MIXCLOUD_PORT, MIXCLOUD_SERVER_ENV, MIXCLOUD_URL } from './support/mixcloud.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'e2e/artifacts/results.json') }]],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (actions, network, DOM snapshots) and a screenshot; the trace's film strip, a
    // screenshot of every frame of every test, cost CPU the two cores need for the tests.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // A local OpenID provider for the social sign-in specs; the app's Google sign-in points at it.
      command: 'node e2e/support/oidc-mock.ts',
      cwd: repoRoot,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A local fake of Mixcloud (OAuth pages and API) for the Mixcloud spec; the app connects to it.
      command: 'node apps/server/src/modules/djs/mixcloud/fake-mixcloud-main.ts',
      cwd: repoRoot,
      url: `${MIXCLOUD_URL}/__fake/state`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_MIXCLOUD_PORT: String(MIXCLOUD_PORT), ...MIXCLOUD_SERVER_ENV },
    },
    {
      command: 'node apps/server/src/main.ts',
      cwd: repoRoot,
      url: `${BASE_URL}/api/v14/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        SERVE_WEB: 'true',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '5000',
        RATE_LIMIT_WRITE_MAX: '5000',
        // Every spec signs its own new accounts up from this one address; the strict sign-up and sign-in limits
        // are tested by the server suite.
        AUTH_RATE_LIMIT_MULTIPLIER: '50',
        // The sign-up proof of work is solved and checked as in production, at a smaller size: the browser and the
        // specs' API sign-ups solve it in milliseconds instead of seconds of CPU each.
        ALTCHA_MAX_NUMBER: '1000',
        CUEPOINT_SEED: 'demo',
        ...OIDC_SERVER_ENV,
        ...MIXCLOUD_SERVER_ENV,
      },
    },
  ],
});
