import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestApp } from '../../../test/use-test-app.ts';
import { testIp } from './captcha-testing.ts';

const t = useTestApp();

const POSTS = [
  '/newsletter.php',
  '/coming-soon/signup',
  '/contact.php',
  '/bug-report.php',
  '/app-download-request.php',
  '/newsletter/unsubscribe',
];
const GETS = ['/blog-posts.php', '/blog-post.php', '/blog-tags.php', '/newsletter/unsubscribe'];

/** Bodies shaped like the forms' (right keys, any values) and anything else JSON can carry. */
const formLike = fc.record(
  {
    email: fc.oneof(fc.string(), fc.emailAddress(), fc.anything()),
    role: fc.oneof(fc.constantFrom('dj', 'tour-manager', 'venue-manager'), fc.anything()),
    name: fc.anything(),
    subject: fc.string({ unit: 'binary' }),
    message: fc.string({ unit: 'binary' }),
    type: fc.anything(),
    captcha: fc.oneof(fc.integer(), fc.string(), fc.anything()),
    token: fc.oneof(fc.string(), fc.constant('v1.contact.a.b.c.d')),
    issueType: fc.string(),
    accountType: fc.string(),
    device: fc.string({ unit: 'binary' }),
    description: fc.string(),
    steps: fc.string(),
    apple_id_email: fc.anything(),
    website: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('public calls never answer 500', () => {
  it.each(POSTS)('POST %s with any JSON body', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(formLike, fc.jsonValue()), async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v14${path}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
          remoteAddress: testIp(),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json().success).toBeTypeOf('boolean');
      }),
      { numRuns: 40 },
    );
  });

  it.each(GETS)('GET %s with any query', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('q', 'tag', 'slug', 'limit', 'offset', 'category', 'featured', 'token'),
          fc.string({ unit: 'binary' }),
        ),
        async (query) => {
          const search = new URLSearchParams(query).toString();
          const response = await t.app.inject({ url: `/api/v14${path}?${search}`, remoteAddress: testIp() });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
