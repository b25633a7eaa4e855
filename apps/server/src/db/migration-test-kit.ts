import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client.ts';

/** The migrations folder as it stood before `tag`: its SQL files with the journal cut just before it. */
export async function folderBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-migrations-'));
  await fs.cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** An account of `type` as a migration's test needs it (the columns every version of the table has). */
export async function insertUser(client: PGlite, email: string, type: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into users (email, user_type, display_name, app_id) values ($1, $2, $1, $1) returning id`,
    [email, type],
  );
  return rows[0]!.id;
}

/**
 * An in-memory database for one migration's test (call inside a describe): `before()` migrates it to just before
 * `tag`, `after()` runs the rest; `user` adds an account. The database and the cut folder go after the suite.
 */
export function migrationTestBed(tag: string) {
  const client = new PGlite('memory://', { extensions: { pg_trgm } });
  const db = drizzle(client);
  let folder = '';
  afterAll(async () => {
    await client.close();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });
  return {
    client,
    user: (email: string, type: string) => insertUser(client, email, type),
    async before() {
      folder = await folderBefore(tag);
      await migrate(db, { migrationsFolder: folder });
    },
    after: () => migrate(db, { migrationsFolder }),
  };
}
