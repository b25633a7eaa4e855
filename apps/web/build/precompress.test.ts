// @vitest-environment node
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string;
const big = 'const answer = "the same line again"; '.repeat(100);
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-precompress-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets', 'index-abc.js'), big);
  await fs.writeFile(path.join(dir, 'assets', 'tiny-abc.css'), 'a{color:red}');
  await fs.writeFile(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: big }));
  await fs.writeFile(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside every compressible file of 1 KB or more, and only those', async () => {
    expect(await precompressDir(dir)).toEqual([path.join('assets', 'index-abc.js'), 'manifest.webmanifest']);
    const file = path.join(dir, 'assets', 'index-abc.js');
    const br = await fs.readFile(`${file}.br`);
    const gz = await fs.readFile(`${file}.gz`);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(big);
    expect(zlib.gunzipSync(gz).toString()).toBe(big);
    expect(br.length).toBeLessThan(big.length / 10);
    await expect(fs.stat(path.join(dir, 'assets', 'tiny-abc.css.br'))).rejects.toThrow();
    await expect(fs.stat(path.join(dir, 'font.woff2.br'))).rejects.toThrow();
  });
});
