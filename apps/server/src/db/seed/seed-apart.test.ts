import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { isEmpty } from './demo.ts';
import { seedDemoContentApart } from './seed-apart.ts';
import { apartEnv } from '../../test/apart-env.ts';

describe('seedDemoContentApart', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-seed-apart-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty embedded install from a process of its own and hands back the database opened again', async () => {
    const options = { pgliteDir: path.join(dataDir, 'pglite') };
    const database = await openDatabase(options);
    expect(await isEmpty(database.db)).toBe(true);
    const reopened = await seedDemoContentApart({
      database,
      reopen: () => openDatabase(options),
      env: apartEnv(dataDir),
    });
    try {
      expect(reopened).not.toBe(database);
      expect(await isEmpty(reopened.db)).toBe(false);
      // The demo artwork went through the upload path into the install's own file store.
      expect((await fs.readdir(path.join(dataDir, 'uploads', 'images'))).length).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  }, 240_000);

  it('fails the way the seed process ended', async () => {
    const database = await openDatabase({});
    const blocked = path.join(dataDir, 'not-a-directory');
    await fs.writeFile(blocked, '');
    await expect(
      seedDemoContentApart({
        database,
        reopen: () => openDatabase({}),
        env: apartEnv(path.join(blocked, 'data')),
      }),
    ).rejects.toThrow('the demo seed process ended with exit code 1');
  }, 60_000);
});
