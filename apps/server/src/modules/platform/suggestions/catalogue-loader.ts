import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { artistCatalogue, dataVersions } from '../../../db/schema/accounts.ts';

export const ARTIST_CATALOGUE_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'artist-catalogue.txt',
);
const VERSION_KEY = 'artist-catalogue';

/** One name per line; blank lines and # comments skipped; duplicates (case-insensitive) kept once. */
export function parseCatalogue(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const name = line.trim().replace(/\s+/g, ' ');
    if (!name || name.startsWith('#') || name.length > 200) continue;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * Loads the curated catalogue into `artist_catalogue` when the file's hash differs from the one loaded last.
 * An advisory lock keeps two servers (or test files) sharing one database from loading it at the same time.
 * Returns whether it (re)loaded.
 */
export async function ensureArtistCatalogue(db: Db, file: string = ARTIST_CATALOGUE_FILE): Promise<boolean> {
  const text = await fs.readFile(file, 'utf8');
  const hash = crypto.createHash('sha256').update(text).digest('hex');
  const [current] = await db.select().from(dataVersions).where(eq(dataVersions.key, VERSION_KEY)).limit(1);
  if (current?.hash === hash) return false;
  const names = parseCatalogue(text);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${VERSION_KEY}))`);
    const [again] = await tx.select().from(dataVersions).where(eq(dataVersions.key, VERSION_KEY)).limit(1);
    if (again?.hash === hash) return false;
    await tx.delete(artistCatalogue);
    for (let start = 0; start < names.length; start += 500) {
      await tx.insert(artistCatalogue).values(names.slice(start, start + 500).map((name) => ({ name })));
    }
    await tx
      .insert(dataVersions)
      .values({ key: VERSION_KEY, hash })
      .onConflictDoUpdate({ target: dataVersions.key, set: { hash, loadedAt: sql`now()` } });
    return true;
  });
}
