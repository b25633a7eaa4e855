import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();

describe('GET /geo/country', () => {
  it('detects the country of a public address', async () => {
    const response = await t.app.inject({ url: '/api/v14/geo/country', remoteAddress: '81.2.69.142' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { country: 'GB', name: 'United Kingdom' } });
  });

  it('answers null for loopback and private addresses', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.0.0.8', '::1']) {
      const body = (await t.app.inject({ url: '/api/v14/geo/country', remoteAddress })).json();
      expect(body).toEqual({ success: true, data: { country: null, name: null } });
    }
  });
});
