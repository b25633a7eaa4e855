import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Permissions-Policy', () => {
  it.each(['/api/v14/health', '/api/v14/blog-posts.php', '/api/v14/nowhere'])(
    'switches off camera, microphone and location on %s',
    async (url) => {
      const response = await t.app.inject({ url });
      const policy = String(response.headers['permissions-policy']);
      for (const directive of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)']) {
        expect(policy).toContain(directive);
      }
    },
  );
});
