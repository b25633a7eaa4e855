import { openDatabase } from '../db/client.ts';
import { ensurePgliteTemplate } from './pglite-template.ts';
import { adminStatement, createDatabase, databaseUrlNamed } from './scratch-postgres.ts';

/**
 * Runs once before the server suite's workers start, so they never race to make what they share:
 * - the migrated PGlite data directory every embedded test database copies (see pglite-template.ts);
 * - on PostgreSQL (CUEPOINT_TEST_DB=postgres with DATABASE_URL), a migrated template database next to DATABASE_URL's,
 *   which each test process copies into a database of its own (test-app.ts). Teardown drops the template and the
 *   copies.
 */
export default async function setup() {
  process.env['CUEPOINT_PGLITE_TEMPLATE'] = await ensurePgliteTemplate();
  delete process.env['CUEPOINT_PG_TEMPLATE'];
  const base = process.env['DATABASE_URL'];
  if (process.env['CUEPOINT_TEST_DB'] !== 'postgres' || !base) return undefined;

  const template = `${new URL(base).pathname.slice(1) || 'cuepoint'}_tpl`.replace(/[^a-z0-9_]/gi, '_');
  const dropAll = async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [template, `${template}\\_w%`],
      );
      for (const { datname } of rows) {
        if (datname === template) await client.query(`alter database ${datname} is_template false`);
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await client.end();
    }
  };
  await dropAll();
  await createDatabase(base, template);
  const migrated = await openDatabase({ databaseUrl: databaseUrlNamed(base, template), poolSize: 1 });
  await migrated.close();
  await adminStatement(base, `alter database ${template} is_template true`);
  process.env['CUEPOINT_PG_TEMPLATE'] = template;
  return dropAll;
}
