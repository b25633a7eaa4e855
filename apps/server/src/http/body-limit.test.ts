import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  // Each try comes from its own address (through the local proxy), so no rate limit answers instead.
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/**
 * A client in its own process (as real clients are: in the same process the whole body is buffered before the server
 * sees a byte) posts 6 MB of JSON in six 1 MB writes without waiting for the server, twenty times, and prints what
 * it read for each: "<status> <body>" or "error <code>".
 */
const CLIENT = `
import http from 'node:http';
const [origin, chunked] = process.argv.slice(1);
const MB = 1024 * 1024;
const chunk = Buffer.alloc(MB, 'a');
function post(attempt) {
  return new Promise((resolve) => {
    const request = http.request(origin + '/api/v14/contact.php', {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.' + (chunked === 'chunked' ? 1 : 2) + '.' + (attempt + 1),
        ...(chunked === 'chunked' ? {} : { 'content-length': String(6 * MB) }),
      },
    });
    request.on('error', (error) => resolve('error ' + (error.code || error.message)));
    request.on('response', (response) => {
      const parts = [];
      response.on('data', (part) => parts.push(part));
      response.on('end', () => resolve(response.statusCode + ' ' + Buffer.concat(parts).toString('utf8')));
      response.on('error', (error) => resolve('error ' + (error.code || error.message)));
    });
    for (let part = 0; part < 6; part += 1) request.write(part === 0 ? Buffer.concat([Buffer.from('{"a":"'), chunk.subarray(6)]) : chunk);
    request.end();
  });
}
const outcomes = [];
for (let attempt = 0; attempt < 20; attempt += 1) outcomes.push(await post(attempt));
console.log(JSON.stringify(outcomes));
`;

async function runClient(mode: 'content-length' | 'chunked'): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, origin, mode],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout) as string[];
}

describe('an oversized body', () => {
  it.each(['content-length', 'chunked'] as const)(
    'sent with %s always gets a readable 413 answer (20 tries of 6 MB)',
    async (mode) => {
      const outcomes = await runClient(mode);
      const readable = `413 ${JSON.stringify({ success: false, error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' })}`;
      expect(outcomes).toHaveLength(20);
      expect(outcomes.filter((outcome) => outcome !== readable)).toEqual([]);
    },
  );
});
