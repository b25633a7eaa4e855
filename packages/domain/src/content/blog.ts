import { z } from 'zod';
import { oneOfMessage } from '../text/validation-messages.ts';
import { zText } from '../text/safe-text.ts';
import { BLOG_CATEGORIES, BLOG_MAX_LIMIT, BLOG_PAGE_SIZE, BLOG_TAG_LIMIT } from './blog-catalog.ts';

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
  category: z.enum(BLOG_CATEGORIES, { error: oneOfMessage('category', BLOG_CATEGORIES) }).optional(),
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
