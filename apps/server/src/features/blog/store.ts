import { and, arrayContains, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/content.ts';
import type { TBlogCategory, TBlogPost, TBlogPostSummary } from '@cuepoint/domain/content/blog';

type ListFilter = {
  category?: TBlogCategory | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  featured?: boolean | undefined;
  limit: number;
  offset: number;
};

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  readTime: blogPosts.readTime,
  featuredImage: blogPosts.featuredImage,
  featured: blogPosts.featured,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof blogPosts.$inferSelect)[K] };

function toSummary(row: SummaryRow): TBlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    read_time: row.readTime,
    featured_image: row.featuredImage,
    featured: row.featured,
  };
}

/** Full-text search over title, excerpt and body, in the simple configuration so names and jargon match as typed. */
const searchVector = sql`to_tsvector('simple', ${blogPosts.title} || ' ' || ${blogPosts.excerpt} || ' ' || regexp_replace(${blogPosts.contentHtml}, '<[^>]+>', ' ', 'g'))`;

function filters(filter: Omit<ListFilter, 'limit' | 'offset'>): SQL | undefined {
  const conditions: SQL[] = [eq(blogPosts.isPublished, true)];
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.tag) conditions.push(arrayContains(blogPosts.tags, [filter.tag.toLowerCase()]));
  if (filter.featured) conditions.push(eq(blogPosts.featured, true));
  if (filter.q) conditions.push(sql`${searchVector} @@ websearch_to_tsquery('simple', ${filter.q})`);
  return and(...conditions);
}

export function createBlogStore(db: Db) {
  return {
    async list(filter: ListFilter): Promise<{ posts: TBlogPostSummary[]; total: number }> {
      const where = filters(filter);
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { posts: rows.map(toSummary), total: Number(totals[0]?.total ?? 0) };
    },

    async findBySlug(slug: string): Promise<TBlogPost | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, contentHtml: blogPosts.contentHtml })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
        .limit(1);
      if (!row) return undefined;
      return { ...toSummary(row), content: row.contentHtml };
    },
  };
}

export type BlogStore = ReturnType<typeof createBlogStore>;
