import { z } from 'zod';

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
  tag: z.string().trim().min(1).max(60).optional(),
  q: z.string().trim().max(200).optional(),
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

/** Reading time at 220 words a minute, at least one minute. */
export function readTimeMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
