import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { BLOG_CATEGORIES, readTimeMinutes } from '@cuepoint/domain/content/blog-catalog';
import type { Db } from '../../../db/client.ts';
import { blogPosts } from '../../../db/schema/content.ts';
import type { PublicCache } from '../../../http/public-cache.ts';

const ZFrontMatter = z.object({
  title: z.string().min(1).max(200),
  excerpt: z.string().min(1).max(500),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string().min(1).max(60)).max(12).default([]),
  author: z.string().min(1).max(120),
  published_at: z.coerce.date(),
  featured: z.boolean().default(false),
  featured_image: z.string().max(500).optional(),
});

export type ImportReport = { created: string[]; updated: string[]; unpublished: string[]; errors: string[] };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The Markdown, front-matter and sanitizer libraries (about 20 MB of memory) load only when a post file changed;
 * a restart with the same content never loads them.
 */
async function loadRenderer() {
  const [{ splitFrontMatter }, { marked }, { sanitizeRichText }] = await Promise.all([
    import('./front-matter.ts'),
    import('marked'),
    import('./sanitize.ts'),
  ]);
  return { splitFrontMatter, marked, sanitizeRichText };
}

type PostFile = { name: string; slug: string; source: string; hash: string };
type KnownPost = { hash: string | null; published: boolean };

/** The post files of the directory, in name order, each with its text and its text's hash. */
async function readPostFiles(dir: string): Promise<PostFile[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.md'))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const source = await fs.readFile(path.join(dir, name), 'utf8');
      const hash = crypto.createHash('sha256').update(source).digest('hex');
      return { name, slug: name.slice(0, -3), source, hash };
    }),
  );
}

async function knownPosts(db: Db): Promise<Map<string, KnownPost>> {
  const rows = await db
    .select({ slug: blogPosts.slug, hash: blogPosts.sourceHash, published: blogPosts.isPublished })
    .from(blogPosts);
  return new Map(rows.map((row) => [row.slug, { hash: row.hash, published: row.published }]));
}

const isCurrent = (file: PostFile, known: KnownPost | undefined) =>
  known !== undefined && known.hash === file.hash && known.published;

/**
 * Whether an import has anything to do: a post file that is new, changed, unpublished or misnamed (its error is
 * reported by the import), or an imported post whose file is gone. Reads the files and the posts' hashes only: the
 * renderer is not loaded, so a start with the same content costs nothing more.
 */
export async function blogImportPending(db: Db, dir: string): Promise<boolean> {
  const [files, known] = await Promise.all([readPostFiles(dir), knownPosts(db)]);
  if (files.some((file) => !SLUG.test(file.slug) || !isCurrent(file, known.get(file.slug)))) return true;
  const present = new Set(files.map((file) => file.slug));
  return [...known].some(([slug, post]) => post.hash !== null && post.published && !present.has(slug));
}

/**
 * Publishing is a commit: every `content/blog/<slug>.md` is upserted when its text changed, and an imported post
 * whose file is gone is unpublished. A file with bad front matter is reported and skipped, never half-imported.
 * When anything changed, the cached blog answers are dropped.
 */
export async function importBlogPosts(
  db: Db,
  dir: string,
  cache?: Pick<PublicCache, 'invalidate'>,
): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], unpublished: [], errors: [] };
  const [files, existing] = await Promise.all([readPostFiles(dir), knownPosts(db)]);
  const seen: string[] = [];
  for (const file of files) {
    const { name, slug, source, hash } = file;
    if (!SLUG.test(slug)) {
      report.errors.push(`${name}: file name must be a kebab-case slug`);
      continue;
    }
    seen.push(slug);
    const known = existing.get(slug);
    if (isCurrent(file, known)) continue;
    const { splitFrontMatter, marked, sanitizeRichText } = await loadRenderer();
    let parsed: { data: unknown; content: string };
    try {
      parsed = splitFrontMatter(source);
    } catch (error) {
      report.errors.push(`${name}: ${(error as Error).message}`);
      continue;
    }
    const front = ZFrontMatter.safeParse(parsed.data);
    if (!front.success) {
      report.errors.push(
        `${name}: ${front.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
      continue;
    }
    const html = sanitizeRichText(await marked.parse(parsed.content));
    const values = {
      slug,
      title: front.data.title,
      excerpt: front.data.excerpt,
      contentHtml: html,
      category: front.data.category,
      tags: [...new Set(front.data.tags.map((tag) => tag.toLowerCase()))],
      author: front.data.author,
      publishedAt: front.data.published_at,
      readTime: readTimeMinutes(parsed.content),
      featuredImage: front.data.featured_image ?? null,
      featured: front.data.featured,
      isPublished: true,
      sourceHash: hash,
      updatedAt: new Date(),
    };
    await db.insert(blogPosts).values(values).onConflictDoUpdate({ target: blogPosts.slug, set: values });
    (known ? report.updated : report.created).push(slug);
  }
  const gone = await db
    .update(blogPosts)
    .set({ isPublished: false, updatedAt: new Date() })
    .where(
      and(
        isNotNull(blogPosts.sourceHash),
        eq(blogPosts.isPublished, true),
        seen.length ? notInArray(blogPosts.slug, seen) : undefined,
      ),
    )
    .returning({ slug: blogPosts.slug });
  report.unpublished = gone.map((row) => row.slug);
  if (report.created.length + report.updated.length + report.unpublished.length > 0) {
    await cache?.invalidate('blog');
  }
  return report;
}
