import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp({ BODY_LIMIT_BYTES: '2048' });

describe('HTTP conventions', () => {
  it('answers liveness and readiness', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/v14/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect(live.headers['x-request-id']).toBeTruthy();

    const ready = await t.app.inject({ method: 'GET', url: '/api/v14/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });

  it('reports a dead database as 503 on readiness', async () => {
    const broken = await createTestApp(
      {},
      {
        database: { ...t.database, ping: () => Promise.reject(new Error('down')) },
      },
    );
    const response = await broken.app.inject({ method: 'GET', url: '/api/v14/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: 'Database unavailable' });
    await broken.app.close();
  });

  it('answers an unknown API path with a JSON 404, never HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v14/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ success: false, error: 'Not found: GET /api/v14/no-such-thing' });
  });

  it('answers bad input with a 400 naming the field and the values or bounds the API takes', async () => {
    const get = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v14/blog-posts.php?${query}` });
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await get('featured=maybe')).toBe('featured must be one of: 0, 1, true, false');
    expect(await get('category=gossip')).toBe(
      'category must be one of: technology, tutorials, business, industry',
    );
    expect(await get(`tag=${'x'.repeat(61)}`)).toBe('tag must be at most 60 characters');
    expect(await get('limit=1000')).toBe('limit must be at most 50');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v14/coming-soon/signup',
      payload: { email: 'promoter@example.com', role: 'promoter' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().error).toBe('role must be one of: dj, tour-manager, venue-manager');
  });

  it('answers malformed JSON with a 400 and a message, before any route runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Malformed JSON in request body' });
  });

  it('refuses a body whose keys would break converting its values, at any depth, with a 400 naming the key', async () => {
    const post = (url: string, payload: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    // A string field's length check once threw on this shape (a 500) instead of failing it.
    for (const [payload, key] of [
      ['{"email": {"length": {"toString": {}}}}', 'toString'],
      ['{"name": {"valueOf": 1}}', 'valueOf'],
      ['[{"__proto__": {"admin": true}}]', '__proto__'],
      ['{"a": {"constructor": {"prototype": {"admin": true}}}}', 'constructor.prototype'],
    ]) {
      for (const url of ['/api/v14/newsletter.php', '/api/v14/contact.php', '/api/v14/auth/login']) {
        const response = await post(url, payload!);
        expect([response.statusCode, response.json()], `${url} ${payload}`).toEqual([
          400,
          {
            success: false,
            error: `The request body holds a key this API does not take: ${key}`,
            code: 'BAD_REQUEST',
          },
        ]);
      }
    }
    const empty = await post('/api/v14/newsletter.php', '');
    expect([empty.statusCode, empty.json().error]).toEqual([
      400,
      "Body cannot be empty when content-type is set to 'application/json'",
    ]);
    // A key that only looks alike is a key like any other.
    const fine = await post(
      '/api/v14/newsletter.php',
      '{"email": "a@b.co", "toStringy": 1, "constructor": "x"}',
    );
    expect(fine.statusCode).not.toBe(500);
    expect(fine.json().error).not.toMatch(/does not take/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: 'Request body is too large' });
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v14/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v14/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/v14/blog-posts.php');
  });

  it('rejects bad query parameters with a 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v14/blog-posts.php?limit=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().error).toMatch(/limit/);
  });
});
