import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../db/client.ts';
import { blogPosts } from '../../../db/schema/content.ts';
import { importBlogApart } from './import-apart.ts';
import { blogImportPending, importBlogPosts } from './import-posts.ts';
import { apartEnv } from '../../../test/apart-env.ts';

const FRONT = `---\ntitle: "Apart"\nexcerpt: "Short"\ncategory: technology\nauthor: "Ed"\npublished_at: 2026-05-01\n---\n`;

describe('the blog import at a start', () => {
  let dataDir: string;
  let postsDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-blog-apart-'));
    postsDir = path.join(dataDir, 'blog');
    await fs.mkdir(postsDir);
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is pending only when a post file is new, changed or misnamed, or an imported post lost its file', async () => {
    const database = await openDatabase({});
    try {
      const db = database.db;
      expect(await blogImportPending(db, postsDir)).toBe(false);
      const file = path.join(postsDir, 'first-post.md');
      await fs.writeFile(file, `${FRONT}Hello\n`);
      expect(await blogImportPending(db, postsDir)).toBe(true);
      await importBlogPosts(db, postsDir);
      expect(await blogImportPending(db, postsDir)).toBe(false);
      await fs.writeFile(file, `${FRONT}Hello again\n`);
      expect(await blogImportPending(db, postsDir)).toBe(true);
      await importBlogPosts(db, postsDir);
      await fs.writeFile(path.join(postsDir, 'Bad Name.md'), FRONT);
      expect(await blogImportPending(db, postsDir)).toBe(true);
      await fs.rm(path.join(postsDir, 'Bad Name.md'));
      await fs.rm(file);
      expect(await blogImportPending(db, postsDir)).toBe(true);
      expect((await importBlogPosts(db, postsDir)).unpublished).toEqual(['first-post']);
      expect(await blogImportPending(db, postsDir)).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('imports into an embedded install from a process of its own and hands back the database opened again', async () => {
    await fs.writeFile(
      path.join(postsDir, 'apart-post.md'),
      `${FRONT}# Heading\n\nHello <script>alert(1)</script>\n`,
    );
    await fs.writeFile(path.join(postsDir, 'Bad Name.md'), FRONT);
    const options = { pgliteDir: path.join(dataDir, 'pglite') };
    const database = await openDatabase(options);
    const { database: reopened, report } = await importBlogApart({
      database,
      reopen: () => openDatabase(options),
      dir: postsDir,
      env: apartEnv(dataDir),
    });
    try {
      expect(reopened).not.toBe(database);
      expect(report).toEqual({
        created: ['apart-post'],
        updated: [],
        unpublished: [],
        errors: ['Bad Name.md: file name must be a kebab-case slug'],
      });
      const [row] = await reopened.db.select().from(blogPosts).where(eq(blogPosts.slug, 'apart-post'));
      expect(row?.contentHtml).toContain('<h2>Heading</h2>');
      expect(row?.contentHtml).not.toContain('<script');
    } finally {
      await reopened.close();
    }
  }, 240_000);

  it('fails the way the import process ended', async () => {
    const database = await openDatabase({});
    const blocked = path.join(dataDir, 'not-a-directory');
    await fs.writeFile(blocked, '');
    await expect(
      importBlogApart({
        database,
        reopen: () => openDatabase({}),
        dir: postsDir,
        env: apartEnv(path.join(blocked, 'data')),
      }),
    ).rejects.toThrow('the blog import process ended with exit code 1');
  }, 60_000);
});
