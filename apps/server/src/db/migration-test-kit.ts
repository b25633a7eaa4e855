import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
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
