import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { redactUrl, serializeError } from './log-redaction.ts';

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g';

let database: Database;
let dataDir: string;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-logs-'));
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir }),
    database,
    logStream,
  });
  // A query that fails inside PostgreSQL with a secret among its parameters, as a NUL byte once did.
  app.get('/failing-query', async () => {
    await database.db.execute(sql`select ${PASSWORD_HASH}::integer as n, ${'someone@example.com'} as email`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function logged(predicate: (line: Record<string, unknown>) => boolean) {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter(predicate);
}

describe('logs', () => {
  it('log a failed query without the values it ran with', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('argon2');
    const errors = logged((line) => line['msg'] === 'unhandled error');
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('Failed query');
    const all = lines.join('\n');
    expect(all).not.toContain('c2VjcmV0');
    expect(all).not.toContain('someone@example.com');
  });

  it('drop parameters and row details from database errors of every driver', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.com) already exists.',
      constraint: 'users_email',
    });
    const pglite = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      query: 'select * from users where email = $1',
      params: ['a\u0000b', PASSWORD_HASH],
      queryOptions: {},
      cause,
    });
    const serialized = serializeError(pglite);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('c2VjcmV0');
    expect(serialized['query']).toBe('select * from users where email = $1');
    expect(serialized['cause']).toMatchObject({ code: '23505', constraint: 'users_email' });
    expect(serialized.message).toContain('duplicate key value');
  });

  it('redact secrets in logged URLs', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/v14/newsletter/unsubscribe?token=tok-SECRET-1&x=1' });
    await app.inject({ url: '/auth/callback?code=code-SECRET-2&state=state-SECRET-3' });
    const requests = logged((line) => line['msg'] === 'incoming request');
    expect(requests.map((line) => (line['req'] as { url: string }).url)).toEqual([
      '/api/v14/newsletter/unsubscribe?token=[redacted]&x=1',
      '/auth/callback?code=[redacted]&state=[redacted]',
    ]);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });

  it.each([
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/verify-email?Token=abc&next=%2F', '/verify-email?Token=[redacted]&next=%2F'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/blog?q=mix&email=a%40b.co', '/blog?q=mix&email=[redacted]'],
    ['/plain', '/plain'],
  ])('redactUrl(%s)', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request ids', () => {
  it('keep a well-formed x-request-id', async () => {
    const response = await app.inject({
      url: '/api/v14/health',
      headers: { 'x-request-id': 'edge-0123456789' },
    });
    expect(response.headers['x-request-id']).toBe('edge-0123456789');
  });

  it.each(['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65), 'a/b/c/d/e/f/g'])(
    'replace a malformed one (%s) with a new UUID',
    async (given) => {
      lines.length = 0;
      const response = await app.inject({ url: '/api/v14/health', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join('\n')).not.toContain(given);
    },
  );
});
