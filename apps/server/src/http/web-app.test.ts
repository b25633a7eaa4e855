import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { makeWebDist } from '../test/web-dist.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await makeWebDist({
    'assets/app-abc123.js': 'console.log(1)',
    'sw.js': 'self.addEventListener("push", () => {})',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  t = await createTestApp({ SERVE_WEB: 'true' }, { webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/blog/some-post', '/dj-tools/serato-tracklist-export', '/nova-reyes'])(
    'answers %s with the SPA',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable and the service worker from the build', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Document policies are for pages; a script keeps nosniff and loses the rest.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['permissions-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ url: '/about' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toBeDefined();
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['service-worker-allowed']).toBe('/');
  });

  it('lets the favicon be reused for a day, without document headers', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.headers['content-security-policy']).toBeUndefined();
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await t.app.inject({ url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('gives each page a style nonce that matches its Content-Security-Policy', async () => {
    for (const url of ['/', '/about']) {
      const response = await t.app.inject({ url });
      const nonce = response.body.match(/<meta name="csp-nonce" content="([^"]+)"/)?.[1];
      expect(nonce).toBeTruthy();
      expect(String(response.headers['content-security-policy'])).toMatch(
        new RegExp(`style-src [^;]*'nonce-${nonce}'`),
      );
    }
    const a = (await t.app.inject({ url: '/' })).body;
    const b = (await t.app.inject({ url: '/' })).body;
    expect(a).not.toBe(b);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ url: '/api/v14/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});
