import { databaseOptionsOf, loadConfigOrExit } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { importBlogPosts } from './import-posts.ts';

/**
 * `node import-run.ts <dir>`: imports the blog's post files of that directory into the configured database and
 * writes the import's report as one line of JSON; a start whose post files changed runs it apart (import-apart.ts).
 */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node import-run.ts <directory of the post files>');
  process.exit(2);
}
const config = loadConfigOrExit();

const database = await openDatabase(databaseOptionsOf(config));
try {
  const report = await importBlogPosts(database.db, dir);
  process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  await database.close();
}
