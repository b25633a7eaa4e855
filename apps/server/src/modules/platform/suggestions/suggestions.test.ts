import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDj } from '../../../db/seed/factories.ts';
import { openDatabase } from '../../../db/client.ts';
import { ensureArtistCatalogue, parseCatalogue } from './catalogue-loader.ts';

let t: TestApp;
const marker = `Zq${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  await createDj(t.database.db, { profile: { stageName: `${marker} Selecta` } });
});
afterAll(() => t.close());

const suggest = async (query: string) => {
  const response = await t.app.inject({ url: `/api/v14/suggestions.php?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { success: boolean; data: { name: string }[] };
};

describe('GET /suggestions.php', () => {
  it('loads the curated catalogue of at least 1,000 names', async () => {
    const result = await t.database.db.execute(sql`select count(*)::int as n from artist_catalogue`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(1000);
  });

  it('puts names starting with the fragment first', async () => {
    const body = await suggest('q=carl&limit=10&type=artist');
    expect(body.success).toBe(true);
    expect(body.data[0]!.name).toBe('Carl Cox');
    expect(body.data.every((entry) => Object.keys(entry).join() === 'name')).toBe(true);
  });

  it('matches a word inside the name and tolerates a typo', async () => {
    expect((await suggest('q=cox')).data.map((entry) => entry.name)).toContain('Carl Cox');
    expect((await suggest('q=peggy%20guo')).data.map((entry) => entry.name)).toContain('Peggy Gou');
  });

  it("includes registered DJs' stage names", async () => {
    expect((await suggest(`q=${marker.toLowerCase()}`)).data).toEqual([{ name: `${marker} Selecta` }]);
  });

  it('respects the limit and gives an empty list for short, missing or odd queries', async () => {
    expect((await suggest('q=da&limit=3')).data).toHaveLength(3);
    expect((await suggest('q=da')).data.length).toBeLessThanOrEqual(10);
    expect((await suggest('q=d')).data).toEqual([]);
    expect((await suggest('')).data).toEqual([]);
    expect((await suggest('q=a&q=b')).data).toEqual([]);
    expect((await suggest(`q=${'x'.repeat(500)}`)).data).toEqual([]);
    expect((await suggest('q=%25%25')).data).toEqual([]);
    expect((await suggest('q=da&limit=999')).data.length).toBeLessThanOrEqual(10);
  });
});

describe('artist catalogue loading', () => {
  it('parses one name per line, skipping blanks, comments and duplicates', () => {
    expect(parseCatalogue('Carl Cox\n\n# comment\ncarl cox\n  Peggy   Gou \r\n')).toEqual([
      'Carl Cox',
      'Peggy Gou',
    ]);
  });

  it('reloads only when the file changes', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-catalogue-'));
    const file = path.join(dir, 'catalogue.txt');
    try {
      await fs.writeFile(file, 'Alpha One\nBeta Two\n');
      // Its own embedded database, so swapping the catalogue never disturbs files sharing the test database.
      const database = await openDatabase({});
      const other = await createTestApp({}, { database });
      try {
        expect(await ensureArtistCatalogue(other.database.db, file)).toBe(true);
        expect(await ensureArtistCatalogue(other.database.db, file)).toBe(false);
        await fs.writeFile(file, 'Alpha One\nGamma Three\n');
        expect(await ensureArtistCatalogue(other.database.db, file)).toBe(true);
        const body = (await other.app.inject({ url: '/api/v14/suggestions.php?q=gamma' })).json();
        expect(body.data).toEqual([{ name: 'Gamma Three' }]);
      } finally {
        await other.close();
        await database.close();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
