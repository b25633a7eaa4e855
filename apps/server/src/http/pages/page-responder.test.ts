import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDj } from '../../db/seed/factories.ts';
import { hashPassword } from '../../modules/accounts/accounts/passwords.ts';

/**
 * A stand-in for the web app's server build (dist-ssr/entry-server.js) with the same two exports: enough to
 * check how the server wraps, answers and falls back around whatever the web app renders.
 */
const ENTRY = `
let transport;
export function setApiTransport(next) { transport = next; }
export async function renderPage({ url, origin, user, payments }) {
  if (url === '/boom') throw new Error('render failed');
  if (url === '/go') return { kind: 'redirect', status: 302, location: '/elsewhere' };
  const health = await transport('/api/v14/blog-tags.php', { method: 'GET' });
  const body = '<h1>Rendered ' + url + '</h1><p>health ' + health.status + ' user ' + (user ? user.email : 'none') + ' at ' + origin + '</p><p>payments ' + (payments ? payments.mode : 'unknown') + '</p>';
  return {
    kind: 'page',
    status: url === '/missing' ? 404 : 200,
    html: body,
    title: 'Rendered · Cuepoint',
    description: 'A rendered page & more',
    state: JSON.stringify({ url }).replace(/</g, '\\\\u003c'),
  };
}
`;

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-ssr-'));
  const dist = path.join(root, 'dist');
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.mkdir(path.join(root, 'dist-ssr'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Cuepoint</title><meta name="description" content="plain" />' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-abc.css'), 'body{color:red}');
  await fs.writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  t = await createTestApp({ SERVE_WEB: 'true', RATE_LIMIT_MAX: '5' }, { webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('puts the rendered markup, title, description and hydration data into the page', async () => {
    const response = await t.app.inject({ url: '/about', headers: { host: 'cuepoint.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>Rendered /about</h1>');
    expect(html).toContain('health 200 user none at http://cuepoint.test');
    // The renderer is told which gateway takes payments (here the test gateway), for the test-mode strip.
    expect(html).toContain('<p>payments test</p>');
    expect(html).toContain('<title>Rendered · Cuepoint</title>');
    expect(html).toContain('<meta name="description" content="A rendered page &amp; more" />');
    expect(html).toContain(
      '<script type="application/json" id="cuepoint-state">{"url":"/about"}</script></body>',
    );
  });

  it('answers the home through the same renderer', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.body).toContain('<h1>Rendered /</h1>');
  });

  it("inlines the stylesheet under the response's style nonce", async () => {
    const response = await t.app.inject({ url: '/about' });
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<style nonce="${nonce}">body{color:red}</style>`);
    expect(response.body).not.toContain('rel="stylesheet"');
  });

  it("holds taps until the app takes over, in a script under the response's script nonce", async () => {
    const response = await t.app.inject({ url: '/about' });
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    // First in the head, so a tap is held from the first paint on.
    expect(response.body).toMatch(new RegExp(`<head><script nonce="${nonce}">\\(function\\(\\)\\{`));
    expect(response.body).toContain('window.__cuepointEarlyTaps=');
    // The plain app (rendering failed) has nothing to tap before it runs.
    expect((await t.app.inject({ url: '/boom' })).body).not.toContain('__cuepointEarlyTaps');
  });

  it("answers with the page's status and follows its redirects", async () => {
    expect((await t.app.inject({ url: '/missing' })).statusCode).toBe(404);
    const redirect = await t.app.inject({ url: '/go' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/elsewhere');
  });

  it('sends the plain app when rendering fails, so the page still loads', async () => {
    const response = await t.app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("never counts the renderer's own API calls against the visitor's address", async () => {
    for (let i = 0; i < 8; i += 1) {
      const response = await t.app.inject({ url: `/page-${i}` });
      expect(response.body).toContain('health 200');
    }
    const direct = [];
    for (let i = 0; i < 8; i += 1)
      direct.push((await t.app.inject({ url: '/api/v14/blog-tags.php' })).statusCode);
    expect(direct).toContain(429);
  });

  it("renders with the visitor's session and never lets a shared cache keep such a page", async () => {
    const password = 'a sound password for pages';
    const email = `pages-${Date.now()}@example.com`;
    await createDj(t.database.db, { user: { email, passwordHash: await hashPassword(password) } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const response = await t.app.inject({ url: '/about', headers: { cookie } });
    expect(response.body).toContain(`user ${email}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('renders signed out for a session cookie that is not valid, and never caches a page with a cookie', async () => {
    const response = await t.app.inject({ url: '/about', headers: { cookie: 'cuepoint_session=forged' } });
    expect(response.body).toContain('user none');
    expect(response.headers['vary']).toContain('Cookie');
  });
});
