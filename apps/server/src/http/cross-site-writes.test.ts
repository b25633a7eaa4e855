import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '@cuepoint/domain/accounts/messages';
import { createUser } from '../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearerFor } from '../test/bearer-session.ts';
import { sessionCookieFor } from '../test/cookie-session.ts';

const ELSEWHERE = 'https://elsewhere.example';
const BOUNDARY = '----cuepoint-test';
const pngForm = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="usage_type"',
  '',
  'profile',
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="image"; filename="a.png"',
  'Content-Type: image/png',
  '',
  'not really a png',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

let t: TestApp;
let ownOrigin: string;
beforeAll(async () => {
  t = await createTestApp();
  ownOrigin = new URL(t.config.PUBLIC_URL).origin;
});
afterAll(() => t.close());

async function call(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload: string = pngForm,
) {
  const response = await t.app.inject({ method, url: `/api/v14${url}`, headers, payload });
  return { status: response.statusCode, error: response.json().error as string | undefined };
}

describe('a cookie-authenticated write from another site', () => {
  it('is refused on the multipart image uploads, before the body is read', async () => {
    const dj = await sessionCookieFor(t.database, (await createUser(t.database.db, { userType: 'dj' })).id);
    const venue = await sessionCookieFor(
      t.database,
      (await createUser(t.database.db, { userType: 'venue' })).id,
    );
    for (const [method, url, cookie] of [
      ['POST', '/upload-image.php', dj],
      ['PUT', '/venue/banner', venue],
    ] as const) {
      const refused = await call(method, url, { ...cookie, ...multipart, origin: ELSEWHERE });
      expect(refused, url).toEqual({ status: 403, error: CROSS_SITE_REFUSED });
      const nullOrigin = await call(method, url, { ...cookie, ...multipart, origin: 'null' });
      expect(nullOrigin, url).toEqual({ status: 403, error: CROSS_SITE_REFUSED });
      // From the app itself the upload goes on to its own checks (the file is no image).
      const own = await call(method, url, { ...cookie, ...multipart, origin: ownOrigin });
      expect(own.status, url).not.toBe(403);
    }
  });

  it('is refused for a JSON body too, on a public route and a signed-in one, and by Sec-Fetch-Site alone', async () => {
    const venue = await createUser(t.database.db, { userType: 'venue' });
    const cookie = await sessionCookieFor(t.database, venue.id);
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ email: 'fan@example.com' });
    expect(await call('POST', '/newsletter.php', { ...cookie, ...json, origin: ELSEWHERE }, body)).toEqual({
      status: 403,
      error: CROSS_SITE_REFUSED,
    });
    expect(
      await call('PUT', '/venue/banner', { ...cookie, ...json, 'sec-fetch-site': 'cross-site' }, '{}'),
    ).toEqual({ status: 403, error: CROSS_SITE_REFUSED });
  });

  it('leaves calls without the cookie, and the app’s own, to their routes', async () => {
    const venue = await createUser(t.database.db, { userType: 'venue' });
    const cookie = await sessionCookieFor(t.database, venue.id);
    const bearer = await bearerFor(t.database, venue.id);
    const json = { 'content-type': 'application/json' };
    for (const headers of [
      { ...bearer, origin: ELSEWHERE } as Record<string, string>,
      { origin: ELSEWHERE },
      { ...cookie, origin: ownOrigin },
      { ...cookie, 'sec-fetch-site': 'same-origin' },
      cookie,
    ]) {
      const answer = await call('PUT', '/venue/banner', { ...headers, ...json }, '{}');
      expect(answer.error, JSON.stringify(headers)).not.toBe(CROSS_SITE_REFUSED);
    }
  });
});
