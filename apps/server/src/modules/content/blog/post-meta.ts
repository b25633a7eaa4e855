import type { TBlogPost } from '@cuepoint/domain/content/blog';
import { BLOG_SLUG_PATTERN } from '@cuepoint/domain/content/blog-catalog';
import { escapeHtml } from '../../../http/escape-html.ts';
import type { BlogStore } from './blog-store.ts';

const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+property="og:(?:title|description|type|url|image)"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

function absolute(url: string, base: string): string | undefined {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The SPA's index.html with a post's title, description and Open Graph/Twitter tags, for crawlers and link
 * previews that do not run JavaScript. Every value is escaped; the title matches what the page sets itself.
 */
export function withPostMeta(indexHtml: string, post: TBlogPost, publicUrl: string): string {
  const url = new URL(`/blog/${post.slug}`, publicUrl).toString();
  const image = post.featured_image ? absolute(post.featured_image, publicUrl) : undefined;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(post.title)} · Cuepoint</title>`,
    meta('name', 'description', post.excerpt),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', post.title),
    meta('property', 'og:description', post.excerpt),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'article:published_time', post.published_at),
    meta('property', 'article:author', post.author),
    meta('property', 'article:section', post.category),
    ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', post.title),
    meta('name', 'twitter:description', post.excerpt),
  ];
  const stripped = REPLACED.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  return stripped.replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}

/** The slug of a post page path (`/blog/<slug>`), or undefined for every other path. */
export function postSlugOf(url: string): string | undefined {
  const match = /^\/blog\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url);
  if (!match) return undefined;
  try {
    const slug = decodeURIComponent(match[1]!).toLowerCase();
    return BLOG_SLUG_PATTERN.test(slug) ? slug : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The HTML the SPA fallback sends for a path: a published post's page gets its meta tags, everything else (and
 * any failure to look the post up) the plain index.html, so the page always loads.
 */
export function createSpaHtml(options: {
  indexHtml: string;
  store: Pick<BlogStore, 'findBySlug'>;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}) {
  const { indexHtml, store, publicUrl, log } = options;
  return async (url: string): Promise<string> => {
    const slug = postSlugOf(url);
    if (!slug) return indexHtml;
    try {
      const post = await store.findBySlug(slug);
      return post ? withPostMeta(indexHtml, post, publicUrl) : indexHtml;
    } catch (error) {
      log.warn({ err: error }, 'post meta lookup failed; serving the plain page');
      return indexHtml;
    }
  };
}
