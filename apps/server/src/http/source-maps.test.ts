import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { makeWebDist } from '../test/web-dist.ts';

let dist: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  dist = await makeWebDist({
    'assets/app-abc123.js': 'console.log(1)',
    'assets/app-abc123.js.map': '{"version":3,"sources":["secret.ts"]}',
  });
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('source maps', () => {
  it('are not served in production, whatever the build left in the directory', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', SERVE_WEB: 'true' }, { webDistDir: dist });
    apps.push(t);
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.map?v=1',
      '/assets/other.css.map',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret.ts');
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await t.app.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });
});
