import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBlogPost } from '../../../db/seed/factories.ts';
import { importBlogPosts } from './import-posts.ts';

let t: TestApp;
let dist: string;
// Unique words per run: on PostgreSQL, test files and runs share one database.
const marker = `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slug = (name: string) => `${marker}-${name}`;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-dist-'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Default" />' +
      '<meta property="og:title" content="Default" /><meta property="og:type" content="website" />' +
      '<title>Cuepoint</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp(
    { SERVE_WEB: 'true', PUBLIC_URL: 'https://cuepoint.example' },
    { webDistDir: dist },
  );
  const db = t.database.db;
  await createBlogPost(db, {
    slug: slug('streaming-setup'),
    title: `Streaming setup ${marker}`,
    excerpt: 'Get your audio interface ready for 48kHz streams.',
    contentHtml: '<p>Rekordbox and Serato both export <strong>tracklists</strong>.</p>',
    category: 'tutorials',
    tags: [`${marker}-audio`, `${marker}-stream`],
    featuredImage: '/images/blog/setup.jpg',
    publishedAt: new Date(Date.UTC(2026, 2, 1)),
  });
  await createBlogPost(db, {
    slug: slug('fees'),
    title: `Fees and invoices ${marker}`,
    excerpt: 'What to charge "per hour" & why.',
    contentHtml: `<p>Venues book ${marker}streaming residencies.</p>`,
    category: 'business',
    tags: [`${marker}-stream`],
    publishedAt: new Date(Date.UTC(2026, 2, 2)),
  });
  await createBlogPost(db, {
    slug: slug('hidden'),
    title: `Hidden ${marker}`,
    category: 'industry',
    tags: [`${marker}-stream`],
    isPublished: false,
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url: `/api/v14${url}` });

describe('GET /blog-post.php', () => {
  it('returns one published post with its content', async () => {
    const response = await get(`/blog-post.php?slug=${slug('streaming-setup')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      post: {
        slug: slug('streaming-setup'),
        category: 'tutorials',
        content: '<p>Rekordbox and Serato both export <strong>tracklists</strong>.</p>',
        featured_image: '/images/blog/setup.jpg',
        read_time: 3,
        author: 'Cuepoint Editorial',
        published_at: '2026-03-01T00:00:00.000Z',
      },
    });
  });

  it.each([
    slug('hidden'),
    'no-such-post',
    '',
    '../etc/passwd',
    "x' or '1'='1",
    '%00',
    'a'.repeat(3000),
    '%F0%9F%8E%A7',
  ])('answers %s with 404 "Post not found" (or 400), never a 500', async (value) => {
    const response = await get(
      `/blog-post.php?slug=${value.startsWith('%') ? value : encodeURIComponent(value)}`,
    );
    expect([400, 404]).toContain(response.statusCode);
    if (response.statusCode === 404)
      expect(response.json()).toMatchObject({ success: false, error: 'Post not found' });
  });

  it('answers a missing slug with 404', async () => {
    const response = await get('/blog-post.php');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Post not found');
  });
});

describe('GET /blog-categories.php and /blog-tags.php', () => {
  it('lists the four categories with display names and published counts', async () => {
    const body = (await get('/blog-categories.php')).json();
    expect(body.success).toBe(true);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual([
      'technology',
      'tutorials',
      'business',
      'industry',
    ]);
    expect(body.categories[1]).toMatchObject({ name: 'tutorials', display_name: 'Tutorials' });
    for (const category of body.categories) expect(category.count).toBeGreaterThanOrEqual(0);
    const tutorials = (await get('/blog-posts.php?category=tutorials&limit=1')).json().pagination.total;
    expect(body.categories[1].count).toBe(tutorials);
  });

  it('counts tags of published posts, most used first, and honours the limit', async () => {
    const body = (await get('/blog-tags.php?limit=100')).json();
    const mine = body.tags.filter((tag: { name: string }) => tag.name.startsWith(marker));
    expect(mine).toEqual([
      { name: `${marker}-stream`, count: 2 },
      { name: `${marker}-audio`, count: 1 },
    ]);
    const counts = body.tags.map((tag: { count: number }) => tag.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await get('/blog-tags.php')).json().tags.length).toBeLessThanOrEqual(15);
    expect((await get('/blog-tags.php?limit=2')).json().tags).toHaveLength(2);
    for (const bad of ['0', '101', 'x', '-1'])
      expect((await get(`/blog-tags.php?limit=${bad}`)).statusCode).toBe(400);
  });
});

describe('search', () => {
  const search = async (q: string) => {
    const response = await get(`/blog-posts.php?q=${encodeURIComponent(q)}&limit=50`);
    expect(response.statusCode).toBe(200);
    return response.json().posts.map((post: { slug: string }) => post.slug) as string[];
  };

  it('finds words in the title, excerpt, tags and body, as prefixes, all words required', async () => {
    expect(await search(marker)).toEqual(expect.arrayContaining([slug('streaming-setup'), slug('fees')]));
    expect(await search(`${marker} rekordbox`)).toEqual([slug('streaming-setup')]);
    expect(await search(`${marker} REKORD`)).toEqual([slug('streaming-setup')]);
    expect(await search(`${marker}streaming residenc`)).toEqual([slug('fees')]);
    expect(await search(`${marker}-audio`)).toEqual([slug('streaming-setup')]);
    expect(await search(`${marker} nothing-like-this`)).toEqual([]);
  });

  it('ranks title matches first', async () => {
    const ranked = await search(`${marker} fees`);
    expect(ranked[0]).toBe(slug('fees'));
  });

  it.each([
    "'",
    '"',
    '\\',
    ':*',
    '& | ! <-> ( )',
    "' OR 1=1 --",
    '%_%',
    '🎧🎛️',
    'e\u0301',
    'مرحبا',
    'x'.repeat(200),
    '   ',
    '"unclosed',
    '-minus',
    'a:b:c',
  ])('accepts any typed text: %s', async (q) => {
    await search(q);
  });

  it('refuses control characters and overlong text with a 400', async () => {
    expect((await get('/blog-posts.php?q=%00')).statusCode).toBe(400);
    expect((await get(`/blog-posts.php?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await get('/blog-posts.php?tag=%00')).statusCode).toBe(400);
  });
});

describe('blog HTML cannot carry script', () => {
  it('imports a hostile post inert', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-hostile-'));
    const name = slug('hostile');
    await fs.writeFile(
      path.join(dir, `${name}.md`),
      [
        '---',
        `title: "Hostile ${marker}"`,
        'excerpt: "x"',
        'category: technology',
        'author: "Eve"',
        'published_at: 2026-01-01',
        '---',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">b</a> <a href="java&#x09;script:alert(5)">c</a>',
        '<iframe src="https://evil.example"></iframe><svg onload="alert(6)"></svg><div style="x" onclick="alert(7)">d</div>',
        '<a href="data:text/html,<script>alert(8)</script>">e</a> <form action="https://evil.example"><input></form>',
      ].join('\n\n'),
    );
    await importBlogPosts(t.database.db, dir);
    const content: string = (await get(`/blog-post.php?slug=${name}`)).json().post.content;
    expect(content).not.toMatch(/<(script|iframe|svg|form|input)/i);
    // No attribute can run code: no event handlers, styles, or javascript:/data: URLs (text mentioning them is fine).
    const attributes = [...content.matchAll(/<[a-z]+((?:\s+[^>]*)?)>/gi)].map((m) => m[1]).join(' ');
    expect(attributes).not.toMatch(
      /\bon\w+\s*=|style\s*=|(?:href|src)\s*=\s*"\s*(?:javascript|data|vbscript):/i,
    );
    expect(content).toContain('<img src="x" />');
    expect(content).toContain('<a>click</a>');
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe('post pages for crawlers', () => {
  it('injects the title, description, canonical and Open Graph tags of a post, escaped', async () => {
    const response = await t.app.inject({ url: `/blog/${slug('fees')}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>Fees and invoices ${marker} · Cuepoint</title>`);
    expect(html).toContain(
      '<meta name="description" content="What to charge &quot;per hour&quot; &amp; why." />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://cuepoint.example/blog/${slug('fees')}" />`,
    );
    expect(html).toContain(`<link rel="canonical" href="https://cuepoint.example/blog/${slug('fees')}" />`);
    expect(html).not.toContain('content="Default"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');

    const withImage = (await t.app.inject({ url: `/blog/${slug('streaming-setup')}?ref=x` })).body;
    expect(withImage).toContain(
      '<meta property="og:image" content="https://cuepoint.example/images/blog/setup.jpg" />',
    );
    expect(withImage).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('escapes hostile titles', async () => {
    const hostile = slug('hostile-title');
    await createBlogPost(t.database.db, {
      slug: hostile,
      title: '</title><script>alert(1)</script>',
      excerpt: '"><img src=x onerror=alert(1)>',
    });
    const html = (await t.app.inject({ url: `/blog/${hostile}` })).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Cuepoint</title>');
  });

  it.each(['/blog', '/blog/no-such-post', `/blog/category/tutorials`, '/blog/UPPER'])(
    'serves the plain page for %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Cuepoint</title>');
    },
  );
});
