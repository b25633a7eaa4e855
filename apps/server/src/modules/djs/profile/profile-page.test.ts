import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj, createUser } from '../../../db/seed/factories.ts';
import { hashToken, newToken } from '../../accounts/accounts/tokens.ts';
import { insertSession } from '../../accounts/accounts/session-store.ts';
import { SESSION_TTL_MS } from '../../accounts/accounts/session-cookie.ts';

/**
 * A stand-in for the web app's server build that renders a DJ page the way the real one does: it asks the public
 * page call for the DJ of /{slug} or /dj/{id} and answers 404 with "DJ Not Found" when the call does.
 * (apps/web/src/features/dj-profile/dj-profile-render.test.tsx renders the real screen.)
 */
const ENTRY = `
let transport;
export function setApiTransport(next) { transport = next; }
export async function renderPage({ url, user }) {
  const path = url.split('?')[0];
  const byId = /^\\/dj\\/(\\d+)$/.exec(path);
  const query = byId ? 'id=' + byId[1] : 'slug=' + encodeURIComponent(path.slice(1));
  const answer = await transport('/api/v14/dj-public-page.php?' + query, { method: 'GET' });
  const body = await answer.json();
  const state = JSON.stringify({ user: user ? user.email : null });
  if (!answer.ok) {
    return { kind: 'page', status: 404, html: '<h1>DJ Not Found</h1><p>' + body.error + '</p>',
      title: 'DJ Not Found · Cuepoint', description: undefined, state };
  }
  return { kind: 'page', status: 200, html: '<h1>' + body.data.stage_name + '</h1>',
    title: body.data.stage_name + ' · Cuepoint', description: body.data.bio, state };
}
`;

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-dj-page-'));
  const dist = path.join(root, 'dist');
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.mkdir(path.join(root, 'dist-ssr'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Cuepoint</title><meta name="description" content="plain" />' +
      '<meta property="og:title" content="Cuepoint" /></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  t = await createTestApp({ SERVE_WEB: 'true', PUBLIC_URL: 'https://cuepoint.test' }, { webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function seededDj() {
  return createDj(t.database.db, {
    user: { city: 'Berlin', country: 'DE' },
    profile: {
      bio: 'Berlin techno & minimal.\nWeekly streamed residency.',
      profileImageUrl: '/uploads/images/0123456789abcdef0123456789abcdef.webp',
    },
  });
}

describe('a DJ page as first served', () => {
  it("answers 200 with the DJ's name in the markup and the Open Graph tags in the head", async () => {
    const dj = await seededDj();
    const response = await t.app.inject({ url: `/${dj.profile.slug}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const canonical = `https://cuepoint.test/${dj.profile.slug}`;
    expect(html).toContain(`<div id="root"><h1>${dj.profile.stageName}</h1>`);
    expect(html).toContain(`<title>${dj.profile.stageName} · Cuepoint</title>`);
    expect(html).toContain(`<meta property="og:title" content="${dj.profile.stageName}" />`);
    expect(html).toContain(
      '<meta property="og:description" content="Berlin techno &amp; minimal. Weekly streamed residency." />',
    );
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain(
      '<meta property="og:image" content="https://cuepoint.test/uploads/images/0123456789abcdef0123456789abcdef.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).not.toContain('content="Cuepoint"');
  });

  it('declares the /{slug} page canonical on /dj/{id}', async () => {
    const dj = await seededDj();
    const response = await t.app.inject({ url: `/dj/${dj.user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${dj.profile.stageName}</h1>`);
    expect(response.body).toContain(
      `<link rel="canonical" href="https://cuepoint.test/${dj.profile.slug}" />`,
    );
    expect(response.body).toContain(
      `<meta property="og:url" content="https://cuepoint.test/${dj.profile.slug}" />`,
    );
  });

  it('answers 404 without a DJ shell for a typo, an unknown slug or id, and an account that is no DJ', async () => {
    const venue = await createUser(t.database.db, { userType: 'venue' });
    for (const url of ['/contcat', '/no-such-dj-anywhere', '/dj/2147483000', `/dj/${venue.id}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(
        '<h1>DJ Not Found</h1><p>The requested DJ profile does not exist.</p>',
      );
      expect(response.body, url).not.toContain('og:url');
      expect(response.body, url).toContain('<meta property="og:title" content="Cuepoint" />');
    }
  });

  it("keeps a signed-in visitor's page private and every page out of shared caches", async () => {
    const dj = await seededDj();
    const visitor = await t.app.inject({ url: `/${dj.profile.slug}` });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers['vary']).toContain('Cookie');
    expect(visitor.body).toContain('{"user":null}');

    const fan = await createUser(t.database.db, { userType: 'enthusiast' });
    const token = newToken();
    const now = new Date();
    await insertSession(t.database.db, {
      tokenHash: hashToken(token),
      userId: fan.id,
      now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    const signedIn = await t.app.inject({
      url: `/${dj.profile.slug}`,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(`{"user":"${fan.email}"}`);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // The next visitor gets the shared page without the signed-in visitor in it.
    const next = await t.app.inject({ url: `/${dj.profile.slug}` });
    expect(next.body).toContain('{"user":null}');
    expect(next.body).not.toContain(fan.email);
  });

  it('marks the public answer of a demo DJ, and only of a demo DJ, for its Demo profile label', async () => {
    const demo = await createDj(t.database.db, { user: { isDemo: true } });
    const real = await seededDj();
    const answerOf = async (slug: string) =>
      (await t.app.inject({ url: `/api/v14/dj-public-page.php?slug=${slug}` })).json().data;
    expect((await answerOf(demo.profile.slug)).is_demo).toBe(true);
    expect((await answerOf(real.profile.slug)).is_demo).toBe(false);
  });
});
