import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createAltcha } from './altcha.ts';
import { createRecaptcha } from './recaptcha.ts';

describe('ALTCHA', () => {
  const key = 'k'.repeat(40);

  async function solved(captcha: ReturnType<typeof createAltcha>) {
    const challenge = (await captcha.createChallenge()) as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return { challenge, payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
  }

  it('verifies a solved challenge and names it for replay protection', async () => {
    const captcha = createAltcha({ hmacKey: key, maxNumber: 20 });
    const { challenge, payload } = await solved(captcha);
    const check = await captcha.verify(payload, '127.0.0.1');
    expect(check).toMatchObject({ ok: true, replayKey: `altcha:${challenge.parameters.nonce}` });
  });

  it('rejects garbage, another key and an expired challenge', async () => {
    const captcha = createAltcha({ hmacKey: key, maxNumber: 20 });
    expect(await captcha.verify('not base64 json', '')).toEqual({ ok: false, reason: 'invalid' });
    expect(await captcha.verify(Buffer.from('{"challenge":1}').toString('base64'), '')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const { payload } = await solved(createAltcha({ hmacKey: 'x'.repeat(40), maxNumber: 20 }));
    expect(await captcha.verify(payload, '')).toEqual({ ok: false, reason: 'invalid' });
    const old = createAltcha({ hmacKey: key, maxNumber: 20, now: () => new Date(Date.now() - 11 * 60_000) });
    expect(await captcha.verify((await solved(old)).payload, '')).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('reCAPTCHA', () => {
  let server: http.Server;
  let url: string;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const token = form.get('response');
        const answer =
          token === 'good'
            ? { success: true }
            : token === 'old'
              ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
              : { success: false, 'error-codes': ['invalid-input-response'] };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('checks tokens with siteverify and maps its answers', async () => {
    const captcha = createRecaptcha({ secret: 's3cret', siteKey: 'site', verifyUrl: url });
    expect(captcha.provider).toBe('recaptcha');
    expect(await captcha.verify('good', '203.0.113.1')).toMatchObject({ ok: true });
    expect(seen.at(-1)?.get('secret')).toBe('s3cret');
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.1');
    expect(await captcha.verify('old', '')).toEqual({ ok: false, reason: 'expired' });
    expect(await captcha.verify('bad', '')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports an unreachable siteverify as unavailable', async () => {
    const captcha = createRecaptcha({ secret: 's', verifyUrl: 'http://127.0.0.1:9/siteverify' });
    expect(await captcha.verify('good', '')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
