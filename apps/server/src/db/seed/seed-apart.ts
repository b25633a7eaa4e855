import path from 'node:path';
import type { Database } from '../client.ts';
import { runApart } from '../../process-apart.ts';

/** `npm run seed`: adds the demo content to an empty database and exits. */
const SEED_ENTRY = path.join(import.meta.dirname, 'run.ts');

export type SeedApartOptions = {
  /** The server's database, open; an embedded one is closed while the seed runs. */
  database: Database;
  /** Opens the server's database again once an embedded one was closed for the seed. */
  reopen(): Promise<Database>;
  /** The seed process's environment (its configuration); the server's own by default. */
  env?: NodeJS.ProcessEnv;
};

/**
 * Adds the demo content to an empty install in a process of its own (`npm run seed`), so that what seeding loads
 * and leaves behind (the image encoder and its memory pools, the gazetteer, the demo data) never stays in the
 * server: about 95 MB of an idle server's memory (decision record 021). PGlite serves one process at a time, so an
 * embedded database is closed while the seed runs and opened again after. Resolves with the database to go on with;
 * rejects when the seed fails, as seeding in the server did.
 */
export async function seedDemoContentApart(options: SeedApartOptions): Promise<Database> {
  const { database } = options;
  if (database.kind === 'pglite') await database.close();
  await runApart(SEED_ENTRY, { env: options.env ?? process.env, output: 'inherit', name: 'demo seed' });
  return database.kind === 'pglite' ? options.reopen() : database;
}
