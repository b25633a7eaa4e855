import { describe, expect, it } from 'vitest';
import { createUser } from '../db/seed/factories.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { bearerFor } from '../test/bearer-session.ts';
import { sessionCookieFor } from '../test/cookie-session.ts';
import { JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE, nestsDeeperThan, parseJsonBody } from './json-body.ts';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('the depth of a JSON body', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(arrays(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(arrays(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan(objects(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    const text = JSON.stringify({ note: '['.repeat(500) + '\\"{{{' + '{'.repeat(500), list: [[1], [2]] });
    expect(nestsDeeperThan(text, JSON_MAX_DEPTH)).toBe(false);
    expect(parseJsonBody(text)).toEqual(JSON.parse(text));
  });
});

const t = useTestApp();

describe('a deeply nested JSON body', () => {
  const post = (url: string, payload: string, headers: Record<string, string> = {}, method = 'POST') =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('is a 400 naming the limit on a public route, signed out, never a 500', async () => {
    for (const payload of [arrays(3000), objects(3000), `{"email": ${arrays(100_000)}}`])
      for (const url of ['/api/v14/newsletter.php', '/api/v14/auth/login', '/api/v14/health']) {
        const response = await post(url, payload);
        expect([response.statusCode, response.json()], url).toEqual([
          400,
          { success: false, error: JSON_TOO_DEEP_MESSAGE, code: 'BAD_REQUEST' },
        ]);
      }
  });

  it('is a 400 on an authenticated route, signed in by token or by cookie', async () => {
    const dj = await createUser(t.database.db, { userType: 'dj' });
    const origin = new URL(t.config.PUBLIC_URL).origin;
    for (const headers of [
      await bearerFor(t.database, dj.id),
      { ...(await sessionCookieFor(t.database, dj.id)), origin },
    ])
      for (const payload of [arrays(3000), objects(3000)]) {
        const response = await post('/api/v14/dj/profile', payload, headers, 'PUT');
        expect([response.statusCode, response.json()]).toEqual([
          400,
          { success: false, error: JSON_TOO_DEEP_MESSAGE, code: 'BAD_REQUEST' },
        ]);
      }
  });

  it('leaves a body within the limit to the route’s own validation', async () => {
    const response = await post('/api/v14/newsletter.php', `{"email": ${arrays(JSON_MAX_DEPTH - 1)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).not.toBe(JSON_TOO_DEEP_MESSAGE);
  });
});
