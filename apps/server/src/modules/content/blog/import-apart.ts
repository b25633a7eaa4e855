import path from 'node:path';
import type { Database } from '../../../db/client.ts';
import { runApart } from '../../../process-apart.ts';
import type { ImportReport } from './import-posts.ts';

/** The blog import's own entry: `node import-run.ts <dir>`. */
const IMPORT_ENTRY = path.join(import.meta.dirname, 'import-run.ts');

export type BlogImportApartOptions = {
  /** The server's database, open; an embedded one is closed while the import runs. */
  database: Database;
  /** Opens the server's database again once an embedded one was closed for the import. */
  reopen(): Promise<Database>;
  /** The directory of the post files. */
  dir: string;
  /** The import process's environment (its configuration); the server's own by default. */
  env?: NodeJS.ProcessEnv;
};

/**
 * Imports the blog's post files from a process of its own: the front-matter, Markdown and sanitizer libraries it
 * loads (about 10 MB of a first start's idle memory) never stay in the server (decision record 021). PGlite serves
 * one process at a time, so an embedded database is closed meanwhile and opened again after. Resolves with the
 * database to go on with and the import's report; rejects when the import process fails.
 */
export async function importBlogApart(
  options: BlogImportApartOptions,
): Promise<{ database: Database; report: ImportReport }> {
  const { database } = options;
  if (database.kind === 'pglite') await database.close();
  const output = await runApart(IMPORT_ENTRY, {
    args: [options.dir],
    ...(options.env ? { env: options.env } : {}),
    output: 'capture',
    name: 'blog import',
  });
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ImportReport;
  return { database: database.kind === 'pglite' ? await options.reopen() : database, report };
}
