import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerSecurityHeaders } from './security-headers.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp();

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

describe('the security headers built once at start', () => {
  it("give an API answer helmet's headers and a policy without nonces", async () => {
    const response = await t.app.inject({ url: '/api/v14/health' });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('put fresh nonces in the policy of a response that reads them', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { https: true });
    app.get('/page', async (_request, reply) => {
      const { script, style } = reply.cspNonce;
      expect(reply.cspNonce.script).toBe(script);
      return { script, style };
    });
    const first = await app.inject({ url: '/page' });
    const second = await app.inject({ url: '/page' });
    const nonces = first.json<{ script: string; style: string }>();
    expect(nonces.script).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces.style).not.toBe(nonces.script);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonces.script}'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonces.style}'`);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(first.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(second.json<{ script: string }>().script).not.toBe(nonces.script);
    await app.close();
  });
});
