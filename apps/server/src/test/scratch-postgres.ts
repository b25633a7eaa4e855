import crypto from 'node:crypto';

export type ScratchPostgres = { url: string; drop(): Promise<void> };

/**
 * A PostgreSQL database of a test's own on the server of `baseUrl` (same credentials), for tests whose answers other
 * test files writing into the shared database at the same time would change: what the whole site shows (the home
 * player, the demo seed) or an app restarted on its data. drop() removes it, closing what is still connected.
 */
export async function createScratchPostgres(baseUrl: string): Promise<ScratchPostgres> {
  const { default: pg } = await import('pg');
  const name = `cuepoint_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
