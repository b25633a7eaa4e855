import crypto from 'node:crypto';

export type ScratchPostgres = { url: string; drop(): Promise<void> };

/** Runs one statement on the server of `baseUrl` (same credentials), on a connection of its own. */
export async function adminStatement(baseUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `baseUrl` with another database name. */
export function databaseUrlNamed(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated template the server suite's PostgreSQL databases are copied from (made by the suite's global setup,
 * see global-setup.ts); a database copied from it needs no migration run.
 */
export function postgresTemplateName(): string | undefined {
  return process.env['CUEPOINT_PG_TEMPLATE'] || undefined;
}

/**
 * Creates database `name` on the server of `baseUrl`, a copy of the migrated template when the suite made one, else
 * empty (the app migrates it when it opens it). Two copies made at the same moment can find the template busy for
 * an instant: then it tries again.
 */
export async function createDatabase(baseUrl: string, name: string): Promise<void> {
  const template = postgresTemplateName();
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminStatement(baseUrl, statement);
      return;
    } catch (error) {
      const busy = String((error as Error).message).includes('is being accessed by other users');
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * A PostgreSQL database of a test's own on the server of `baseUrl` (same credentials), for tests whose answers other
 * test files writing into the shared database at the same time would change: what the whole site shows (the home
 * player, the demo seed) or an app restarted on its data. drop() removes it, closing what is still connected.
 */
export async function createScratchPostgres(baseUrl: string): Promise<ScratchPostgres> {
  const name = `cuepoint_test_${crypto.randomBytes(6).toString('hex')}`;
  await createDatabase(baseUrl, name);
  return {
    url: databaseUrlNamed(baseUrl, name),
    drop: () => adminStatement(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
