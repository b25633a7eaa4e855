import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBlogPost } from '../../../db/seed/factories.ts';
import { blogPosts } from '../../../db/schema/content.ts';
import { importBlogPosts } from './import-posts.ts';

let t: TestApp;
const marker = `m${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (let i = 0; i < 4; i += 1) {
    await createBlogPost(db, {
      category: i % 2 ? 'business' : 'tutorials',
      tags: [marker, i === 0 ? `${marker}-solo` : 'general'],
      title: `${marker} post ${i}`,
      publishedAt: new Date(Date.UTC(2026, 0, 10 + i)),
    });
  }
});
afterAll(() => t.close());

describe('GET /blog-posts.php', () => {
  it('lists posts newest first with pagination at the top level', async () => {
    const response = await t.app.inject({ url: `/api/v14/blog-posts.php?tag=${marker}&limit=3` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.posts.map((p: { title: string }) => p.title)).toEqual([
      `${marker} post 3`,
      `${marker} post 2`,
      `${marker} post 1`,
    ]);
    expect(body.pagination).toEqual({ total: 4, limit: 3, offset: 0 });
    expect(body.posts[0]).not.toHaveProperty('content');
  });

  it('filters by category and tag together', async () => {
    const body = (
      await t.app.inject({ url: `/api/v14/blog-posts.php?tag=${marker}&category=business` })
    ).json();
    expect(body.pagination.total).toBe(2);
    expect(body.posts.every((p: { category: string }) => p.category === 'business')).toBe(true);
  });

  it('rejects an unknown category with a clear 400', async () => {
    const response = await t.app.inject({ url: '/api/v14/blog-posts.php?category=gossip' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/category/i);
  });
});

describe('importBlogPosts', () => {
  it('imports Markdown, sanitizes it, updates on change and unpublishes removed files', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-blog-'));
    const slug = `${marker}-imported`;
    const file = path.join(dir, `${slug}.md`);
    const front = `---\ntitle: "Imported"\nexcerpt: "Short"\ncategory: technology\ntags: [Streaming]\nauthor: "Ed"\npublished_at: 2026-05-01\n---\n`;
    await fs.writeFile(
      file,
      `${front}# Heading\n\nHello <script>alert(1)</script> <img src=x onerror="alert(2)"> [bad](javascript:alert(3)) [ok](https://example.com)\n`,
    );
    const first = await importBlogPosts(t.database.db, dir);
    expect(first.created).toEqual([slug]);
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    expect(row?.contentHtml).not.toMatch(/<script|onerror|javascript:/i);
    expect(row?.contentHtml).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(row?.tags).toEqual(['streaming']);

    expect((await importBlogPosts(t.database.db, dir)).updated).toEqual([]);
    await fs.writeFile(file, `${front}Changed body\n`);
    expect((await importBlogPosts(t.database.db, dir)).updated).toEqual([slug]);

    await fs.writeFile(path.join(dir, 'Bad Name.md'), front);
    await fs.writeFile(path.join(dir, 'broken-yaml.md'), '---\ntitle: [unclosed\n---\nBody\n');
    await fs.rm(file);
    const last = await importBlogPosts(t.database.db, dir);
    expect(last.unpublished).toContain(slug);
    expect(last.errors[0]).toMatch(/Bad Name\.md/);
    expect(last.errors[1]).toMatch(/^broken-yaml\.md: front matter is not valid YAML/);
    const gone = await t.app.inject({ url: `/api/v14/blog-posts.php?tag=streaming&q=Changed` });
    expect(gone.json().posts.find((p: { slug: string }) => p.slug === slug)).toBeUndefined();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
