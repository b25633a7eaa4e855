/**
 * The blog's categories, page sizes and plain rules (docs/product/content.md). No zod here: the home, the blog and
 * their cards use these on the first load; the request and answer schemas are in blog.ts.
 */
export const BLOG_CATEGORIES = ['technology', 'tutorials', 'business', 'industry'] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_CATEGORY_LABELS: Record<TBlogCategory, string> = {
  technology: 'Technology',
  tutorials: 'Tutorials',
  business: 'Business',
  industry: 'Industry',
};

/** docs/product/content.md: blog list limit 10, teasers 3, featured 1, tags 15. */
export const BLOG_PAGE_SIZE = 10;
export const BLOG_TEASER_COUNT = 3;
export const BLOG_TAG_LIMIT = 15;
export const BLOG_MAX_LIMIT = 50;

export const POST_NOT_FOUND = 'Post not found';

/** A slug is looked up only when it has the shape of one; anything else is simply not found. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
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
