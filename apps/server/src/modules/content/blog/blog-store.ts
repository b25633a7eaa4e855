import { and, arrayContains, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blogPosts } from '../../../db/schema/content.ts';
import type {
  TBlogCategoryCount,
  TBlogPost,
  TBlogPostSummary,
  TBlogTagCount,
} from '@cuepoint/domain/content/blog';
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_LABELS,
  searchTerms,
  type TBlogCategory,
} from '@cuepoint/domain/content/blog-catalog';

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

/**
 * Full-text search over title (weight A), excerpt and tags (B) and body text (C), in the simple configuration so
 * names and jargon (rekordbox, 48kHz, B2B) match as typed.
 */
const searchVector = sql`(
  setweight(to_tsvector('simple', ${blogPosts.title}), 'A') ||
  setweight(to_tsvector('simple', ${blogPosts.excerpt} || ' ' || array_to_string(${blogPosts.tags}, ' ')), 'B') ||
  setweight(to_tsvector('simple', regexp_replace(${blogPosts.contentHtml}, '<[^>]+>', ' ', 'g')), 'C')
)`;

/**
 * The query from what the visitor typed: its words (letters and digits only, so no input can be a tsquery syntax
 * error) each matched as a prefix ("stream" finds "streaming"), all of them required.
 */
function searchQuery(q: string): SQL | undefined {
  const terms = searchTerms(q);
  if (!terms.length) return undefined;
  return sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
}

function filters(filter: Omit<ListFilter, 'limit' | 'offset'>): SQL | undefined {
  const conditions: SQL[] = [eq(blogPosts.isPublished, true)];
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.tag) conditions.push(arrayContains(blogPosts.tags, [filter.tag.toLowerCase()]));
  if (filter.featured) conditions.push(eq(blogPosts.featured, true));
  if (filter.q) {
    // Text with no words in it (only punctuation) finds nothing rather than everything.
    const query = searchQuery(filter.q);
    conditions.push(query ? sql`${searchVector} @@ ${query}` : sql`false`);
  }
  return and(...conditions);
}

export function createBlogStore(db: Db) {
  return {
    async list(filter: ListFilter): Promise<{ posts: TBlogPostSummary[]; total: number }> {
      const where = filters(filter);
      const query = filter.q ? searchQuery(filter.q) : undefined;
      // A search lists the best matches first; browsing lists the newest first.
      const order = [
        ...(query ? [sql`ts_rank(${searchVector}, ${query}) desc`] : []),
        desc(blogPosts.publishedAt),
        desc(blogPosts.id),
      ];
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .where(where)
          .orderBy(...order)
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

    /** Every category with its number of published posts, zero included, in the fixed order. */
    async categoryCounts(): Promise<TBlogCategoryCount[]> {
      const rows = await db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(eq(blogPosts.isPublished, true))
        .groupBy(blogPosts.category);
      const counts = new Map(rows.map((row) => [row.category, Number(row.count)]));
      return BLOG_CATEGORIES.map((name) => ({
        name,
        display_name: BLOG_CATEGORY_LABELS[name],
        count: counts.get(name) ?? 0,
      }));
    },

    /** The most used tags of published posts, most used first, then alphabetical. */
    async tagCounts(limit: number): Promise<TBlogTagCount[]> {
      const tag = sql<string>`unnest(${blogPosts.tags})`.as('tag');
      const tagged = db.select({ tag }).from(blogPosts).where(eq(blogPosts.isPublished, true)).as('tagged');
      const rows = await db
        .select({ name: tagged.tag, count: count() })
        .from(tagged)
        .groupBy(tagged.tag)
        .orderBy(desc(count()), tagged.tag)
        .limit(limit);
      return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
    },
  };
}

export type BlogStore = ReturnType<typeof createBlogStore>;
