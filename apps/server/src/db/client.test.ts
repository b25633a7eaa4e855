import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { users } from './schema/users.ts';
import { createUser } from './seed/factories.ts';

describe('embedded database', () => {
  it('creates the database on first start and keeps its rows across a restart', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-pglite-'));
    const first = await openDatabase({ pgliteDir: dir });
    const user = await createUser(first.db, { email: 'persisted@example.test' });
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    const [row] = await second.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe('persisted@example.test');
    await second.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('runs with buffers sized for an embedded database, not a dedicated server', async () => {
    const database = await openDatabase({});
    const setting = async (name: string) => {
      const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows[0];
    };
    expect(await setting('shared_buffers')).toEqual({ shared_buffers: '16MB' });
    expect(await setting('work_mem')).toEqual({ work_mem: '2MB' });
    await database.close();
  });
});

const databaseUrl = process.env['DATABASE_URL'];

describe.skipIf(!databaseUrl)('PostgreSQL', () => {
  it('keeps running when PostgreSQL ends a connection a transaction holds between two statements', async () => {
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    const other = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      const ended = database.db.transaction(async (tx) => {
        const pid = (await (tx as unknown as Db).execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        // Ended from elsewhere while this transaction waits between statements, as a stopping server ends it.
        await other.db.execute(sql`select pg_terminate_backend(${pid.rows[0]!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await (tx as unknown as Db).execute(sql`select 1`);
      });
      await expect(ended).rejects.toThrow();
      // The process is still here, and the pool serves the next request on a fresh connection.
      const answer = (await database.db.execute(sql`select 41 + 1 as n`)) as unknown as {
        rows: { n: number }[];
      };
      expect(answer.rows[0]!.n).toBe(42);
    } finally {
      await database.close();
      await other.close();
    }
  });
});
