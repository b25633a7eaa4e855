import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { webDistDir } from '../paths.ts';
import { isCompressibleType, negotiateEncoding } from './compression.ts';

const BROWSER = 'gzip, deflate, br, zstd';

describe('negotiateEncoding', () => {
  it.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('compresses text, JSON and SVG but never event streams or binary formats', () => {
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/problem+json')).toBe(true);
    expect(isCompressibleType('image/svg+xml')).toBe(true);
    expect(isCompressibleType('text/event-stream')).toBe(false);
    expect(isCompressibleType('font/woff2')).toBe(false);
    expect(isCompressibleType('image/png')).toBe(false);
    expect(isCompressibleType(undefined)).toBe(false);
  });
});

describe('compression of files and answers', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('a script line; '.repeat(200))});`;
  beforeAll(async () => {
    dist = await fsp.mkdtemp(path.join(os.tmpdir(), 'cuepoint-dist-'));
    await fsp.mkdir(path.join(dist, 'assets'));
    await fsp.writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><title>Cuepoint</title></head><body><div id="root"></div><p>${'Page text. '.repeat(300)}</p></body></html>`,
    );
    const asset = path.join(dist, 'assets', 'app-abc123.js');
    await fsp.writeFile(asset, script);
    await fsp.writeFile(`${asset}.br`, zlib.brotliCompressSync(script));
    await fsp.writeFile(`${asset}.gz`, zlib.gzipSync(script));
    const worker = path.join(dist, 'sw.js');
    await fsp.writeFile(worker, script);
    await fsp.writeFile(`${worker}.br`, zlib.brotliCompressSync(script));
    t = await createTestApp({ SERVE_WEB: 'true' }, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await fsp.rm(dist, { recursive: true, force: true });
  });

  it('sends the precompressed file the browser accepts, immutable under /assets', async () => {
    for (const [accept, encoding, decode] of [
      [BROWSER, 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(script);
    }
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps the headers of a file outside /assets when its compressed form is sent', async () => {
    const response = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': BROWSER } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    // No .gz beside it: a gzip-only browser gets the file as it is.
    const gzipOnly = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.statusCode).toBe(200);
    expect(gzipOnly.body).toBe(script);
  });

  it('compresses page HTML above 1 KB', async () => {
    for (const url of ['/', '/about', '/no-such-page']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': BROWSER } });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('Page text.');
    }
  });

  it('compresses JSON above 1 KB and leaves small answers alone', async () => {
    const docs = await t.app.inject({ url: '/api/v14/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString())).toHaveProperty('openapi');
    const health = await t.app.inject({ url: '/api/v14/health', headers: { 'accept-encoding': BROWSER } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('success', true);
  });
});

// The production build (`npm run build`): every file a browser can ask for, as a browser asks for it.
const built = fs.existsSync(path.join(webDistDir, 'index.html'));
describe.skipIf(!built)('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SERVE_WEB: 'true' }, { webDistDir });
  });
  afterAll(() => t.close());

  const files = built
    ? fs
        .readdirSync(webDistDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !/\.(br|gz|map)$/.test(file))
        .filter((file) => fs.statSync(file).size > 1024)
    : [];

  it('sends no file above 1 KB uncompressed to a browser that accepts br or gzip', async () => {
    expect(files.length).toBeGreaterThan(10);
    const uncompressed: string[] = [];
    for (const file of files) {
      const url = `/${path.relative(webDistDir, file).split(path.sep).join('/')}`;
      for (const accept of [BROWSER, 'gzip']) {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
        const type = String(response.headers['content-type']);
        const binary = /^(font|image\/(?!svg)|audio|video)/.test(type);
        if (response.statusCode !== 200 || (!binary && !response.headers['content-encoding'])) {
          uncompressed.push(`${url} (${accept}): ${response.statusCode} ${type}`);
        }
      }
    }
    expect(uncompressed).toEqual([]);
  });
});
