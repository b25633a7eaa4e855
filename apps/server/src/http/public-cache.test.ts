import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { createTestApp } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { createBlogPost } from '../db/seed/factories.ts';
import { blogPosts } from '../db/schema/content.ts';
import { importBlogPosts } from '../modules/content/blog/import-posts.ts';
import { manualClock } from '../adapters/clock.ts';
import { createPublicCache, matchesIfNoneMatch, PUBLIC_CACHE_CONTROL } from './public-cache.ts';

const marker = `pc${Date.now().toString(36)}`;
const clock = manualClock(new Date());
const t = useTestApp({}, { clock });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v14${url}`, headers });

async function retitle(slug: string, title: string) {
  await t.database.db.update(blogPosts).set({ title }).where(eq(blogPosts.slug, slug));
}

describe('the public read cache (in process)', () => {
  it('serves the second call from the cache, with a strong ETag, and 304s a matching If-None-Match', async () => {
    const post = await createBlogPost(t.database.db, { title: `${marker} first` });
    const url = `/blog-post.php?slug=${post.slug}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers['content-type']).toContain('application/json');

    // Changed behind the server's back: the cached answer is still served, so the database was not read.
    await retitle(post.slug, `${marker} changed`);
    const hitsBefore = t.app.services.publicCache.stats.hits;
    const second = await get(url);
    expect(second.json().post.title).toBe(`${marker} first`);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(t.app.services.publicCache.stats.hits).toBe(hitsBefore + 1);

    const notModified = await get(url, { 'if-none-match': String(first.headers['etag']) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['etag']).toBe(first.headers['etag']);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // The time to live bounds the staleness of a change made outside the server.
    clock.advance(31_000);
    expect((await get(url)).json().post.title).toBe(`${marker} changed`);
  });

  it('keys by path and query, whatever the order of its parameters', async () => {
    await get(`/blog-posts.php?tag=${marker}&limit=2`);
    const hitsBefore = t.app.services.publicCache.stats.hits;
    await get(`/blog-posts.php?limit=2&tag=${marker}`);
    expect(t.app.services.publicCache.stats.hits).toBe(hitsBefore + 1);
    await get(`/blog-posts.php?limit=3&tag=${marker}`);
    expect(t.app.services.publicCache.stats.hits).toBe(hitsBefore + 1);
  });

  it('never keeps an error: a post published after its 404 is found', async () => {
    const slug = `${marker}-later`;
    expect((await get(`/blog-post.php?slug=${slug}`)).statusCode).toBe(404);
    await createBlogPost(t.database.db, { slug, title: 'Later' });
    expect((await get(`/blog-post.php?slug=${slug}`)).statusCode).toBe(200);
  });

  it('drops the blog answers when an import changes a post', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-blog-'));
    const slug = `${marker}-imported`;
    const write = (title: string) =>
      fs.writeFile(
        path.join(dir, `${slug}.md`),
        `---\ntitle: "${title}"\nexcerpt: "x"\ncategory: technology\ntags: [${marker}]\nauthor: "Ed"\npublished_at: 2026-05-01\n---\nBody\n`,
      );
    await write('Before');
    await importBlogPosts(t.database.db, dir, t.app.services.publicCache);
    expect((await get(`/blog-post.php?slug=${slug}`)).json().post.title).toBe('Before');
    expect((await get(`/blog-posts.php?tag=${marker}`)).json().posts[0].title).toBe('Before');
    await write('After');
    await importBlogPosts(t.database.db, dir, t.app.services.publicCache);
    expect((await get(`/blog-post.php?slug=${slug}`)).json().post.title).toBe('After');
    expect((await get(`/blog-posts.php?tag=${marker}`)).json().posts[0].title).toBe('After');
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("drops the sets answers on invalidate('sets') and leaves them on invalidate('blog')", async () => {
    // Observed through the counters: the newest sets are shared by every test on one database.
    const { stats } = t.app.services.publicCache;
    const url = '/public-dj-sets.php?limit=1';
    const post = await createBlogPost(t.database.db, { title: `${marker} kept` });
    await get(`/blog-post.php?slug=${post.slug}`);
    await retitle(post.slug, `${marker} edited`);
    await get(url);
    let misses = stats.misses;
    expect((await get(url)).statusCode).toBe(200);
    expect(stats.misses).toBe(misses);

    await t.app.services.publicCache.invalidate('blog');
    await get(url);
    expect(stats.misses).toBe(misses);
    expect((await get(`/blog-post.php?slug=${post.slug}`)).json().post.title).toBe(`${marker} edited`);

    misses = stats.misses;
    await t.app.services.publicCache.invalidate('sets');
    await get(url);
    expect(stats.misses).toBe(misses + 1);
    await get(`/blog-post.php?slug=${post.slug}`);
    expect(stats.misses).toBe(misses + 1);
  });

  it('sends the cached answer compressed to a browser that accepts it', async () => {
    for (let i = 0; i < 6; i += 1) {
      await createBlogPost(t.database.db, { tags: [`${marker}-many`], excerpt: `Excerpt ${i} `.repeat(20) });
    }
    const url = `/blog-posts.php?tag=${marker}-many`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['etag']).toBe(plain.headers['etag']);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('compares If-None-Match weakly, as HTTP says', () => {
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

describe('the public read cache in Redis', () => {
  it('is shared by every process and dropped for all of them by one invalidate', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const prefix = `cuepoint-cache-test:${marker}:${Math.random().toString(36).slice(2)}:`;
    const cacheOf = () => createPublicCache({ redis, prefix, clock, ttlMs: 30_000 });
    const a = await createTestApp({}, { publicCache: cacheOf(), database: t.database });
    const b = await createTestApp({}, { publicCache: cacheOf(), database: t.database });
    try {
      const post = await createBlogPost(t.database.db, { title: `${marker} shared` });
      const url = `/api/v14/blog-post.php?slug=${post.slug}`;
      const first = await a.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      await retitle(post.slug, `${marker} renamed`);
      const fromB = await b.app.inject({ url });
      expect(fromB.json().post.title).toBe(`${marker} shared`);
      expect(fromB.headers['etag']).toBe(first.headers['etag']);
      expect(b.app.services.publicCache.stats.hits).toBe(1);
      expect(
        (await b.app.inject({ url, headers: { 'if-none-match': String(first.headers['etag']) } })).statusCode,
      ).toBe(304);

      await a.app.services.publicCache.invalidate('blog');
      expect((await b.app.inject({ url })).json().post.title).toBe(`${marker} renamed`);
    } finally {
      await b.close();
      await a.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('answers from the database when Redis is away', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    away.on('error', () => {});
    const errors: unknown[] = [];
    const cache = createPublicCache({ redis: away, clock, ttlMs: 30_000, onError: (e) => errors.push(e) });
    const app = await createTestApp({}, { publicCache: cache, database: t.database });
    try {
      const post = await createBlogPost(t.database.db, { title: `${marker} no redis` });
      const response = await app.app.inject({ url: `/api/v14/blog-post.php?slug=${post.slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().post.title).toBe(`${marker} no redis`);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await app.close();
      away.disconnect();
    }
  });
});
