import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../db/client.ts';

/**
 * Booting an empty PGlite and running every migration costs over a second of CPU, and the server suite opens a fresh
 * database for nearly every test file. Instead the suite migrates one database, keeps its data directory as a tar
 * file, and every test database starts from a copy of it (about a third of the time). The file is named for the
 * migrations it holds, so a new migration makes a new one; a copy is still migrated, which applies nothing unless a
 * migration came after the file was made.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'cuepoint-tests');

async function migrationsHash(): Promise<string> {
  const hash = crypto.createHash('sha256');
  const pglite = JSON.parse(
    await fs.readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!(await fs.stat(full)).isFile()) continue;
    hash.update(`${file}\n`);
    hash.update(await fs.readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The path of the migrated data directory's tar file, made when missing (written whole, then renamed into place). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-migrated-${await migrationsHash()}.tar`);
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (exists) return file;
  const database = await openDatabase({});
  try {
    if (database.jobConnection.kind !== 'pglite') throw new Error('expected an embedded database');
    const dump = await database.jobConnection.client.dumpDataDir('none');
    await fs.mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
  } finally {
    await database.close();
  }
  for (const old of await fs.readdir(cacheDir))
    if (old.startsWith('pglite-migrated-') && old.endsWith('.tar') && path.join(cacheDir, old) !== file)
      await fs.rm(path.join(cacheDir, old), { force: true });
  return file;
}

let template: Promise<Blob> | undefined;

/** The migrated data directory, read once per test process. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = process.env['CUEPOINT_PGLITE_TEMPLATE'] ?? (await ensurePgliteTemplate());
    return new Blob([await fs.readFile(file)]);
  })();
  return template;
}
