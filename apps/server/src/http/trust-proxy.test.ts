import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/client.ts';

let database: Database;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-proxy-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The app as configured, with one extra route that tells the address it took the client for. */
async function appTrusting(trustProxy: string | undefined) {
  const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  if (trustProxy !== undefined) env['TRUST_PROXY'] = trustProxy;
  const app = await buildApp({ config: loadConfig(env), database });
  app.get('/whoami', async (request) => ({ ip: request.ip }));
  await app.ready();
  apps.push(app);
  return async (remoteAddress: string, forwardedFor?: string) => {
    const response = await app.inject({
      url: '/whoami',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return (response.json() as { ip: string }).ip;
  };
}

describe('TRUST_PROXY', () => {
  it('unset: the socket address is the client, whatever X-Forwarded-For claims', async () => {
    const ipOf = await appTrusting(undefined);
    expect(await ipOf('198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('a hop count: the address the last proxy saw, not one the client wrote itself', async () => {
    const ipOf = await appTrusting('1');
    // The client sent "X-Forwarded-For: 203.0.113.1"; the proxy appended the address it saw.
    expect(await ipOf('10.0.0.2', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf('10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('a list of proxies: forwarded addresses are believed only from those proxies', async () => {
    const ipOf = await appTrusting('127.0.0.1,10.0.0.0/8');
    expect(await ipOf('10.1.2.3', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf('198.51.100.9', '203.0.113.1')).toBe('198.51.100.9');
  });

  it('refuses "true" at boot, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" trusted every hop/);
  });
});
