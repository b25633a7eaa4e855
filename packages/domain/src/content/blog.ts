import { z } from 'zod';
import { zText } from '../text/safe-text.ts';

export const BLOG_CATEGORIES = ['technology', 'tutorials', 'business', 'industry'] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_CATEGORY_LABELS: Record<TBlogCategory, string> = {
  technology: 'Technology',
  tutorials: 'Tutorials',
  business: 'Business',
  industry: 'Industry',
};

/** Spec 3 §9: blog list limit 10, teasers 3, featured 1, tags 15. */
export const BLOG_PAGE_SIZE = 10;
export const BLOG_TEASER_COUNT = 3;
export const BLOG_TAG_LIMIT = 15;
export const BLOG_MAX_LIMIT = 50;

const intParam = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`)
    .default(fallback);

export const ZBlogPostsQuery = z.object({
  limit: intParam(BLOG_PAGE_SIZE, BLOG_MAX_LIMIT),
  offset: intParam(0, 100_000),
  category: z.enum(BLOG_CATEGORIES, { error: 'Unknown blog category' }).optional(),
  // Query text a person can type: control characters (NUL above all) are refused before they reach SQL.
  tag: zText().trim().min(1).max(60).optional(),
  q: zText().trim().max(200, 'must be at most 200 characters').optional(),
  featured: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type TBlogPostsQuery = z.infer<typeof ZBlogPostsQuery>;

export const ZBlogPostSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string()),
  author: z.string(),
  published_at: z.string(),
  read_time: z.number(),
  featured_image: z.string().nullable(),
  featured: z.boolean(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

export const ZBlogPost = ZBlogPostSummary.extend({ content: z.string() });
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZPagination = z.object({ total: z.number(), limit: z.number(), offset: z.number() });
export type TPagination = z.infer<typeof ZPagination>;

export const POST_NOT_FOUND = 'Post not found';

/** A slug is looked up only when it has the shape of one; anything else is simply not found. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZBlogPostQuery = z.object({ slug: zText().max(2000).optional() });

export const ZBlogCategoryCount = z.object({
  name: z.enum(BLOG_CATEGORIES),
  display_name: z.string(),
  count: z.number(),
});
export type TBlogCategoryCount = z.infer<typeof ZBlogCategoryCount>;

export const ZBlogTagCount = z.object({ name: z.string(), count: z.number() });
export type TBlogTagCount = z.infer<typeof ZBlogTagCount>;

export const ZBlogTagsQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(BLOG_TAG_LIMIT),
});

/** Search terms of free text: words of letters and digits, lower-cased; everything else is a separator. */
export function searchTerms(text: string, max = 8): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, max);
}

export function isBlogCategory(value: string | undefined): value is TBlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** Reading time at 220 words a minute, at least one minute. */
export function readTimeMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
