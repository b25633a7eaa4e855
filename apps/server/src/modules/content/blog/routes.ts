import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBlogCategoryCount,
  ZBlogPost,
  ZBlogPostQuery,
  ZBlogPostsQuery,
  ZBlogPostSummary,
  ZBlogTagCount,
  ZBlogTagsQuery,
  ZPagination,
} from '@cuepoint/domain/content/blog';
import { BLOG_SLUG_PATTERN, POST_NOT_FOUND } from '@cuepoint/domain/content/blog-catalog';
import { notFound } from '../../../http/app-error.ts';
import { ZErrorBody } from '../../../http/envelope.ts';
import { createBlogStore } from './blog-store.ts';
import { access } from '../../../http/route-access.ts';

/**
 * The blog calls (docs/product/content.md): the named fields (`posts`, `pagination`, `post`, `categories`, `tags`) sit
 * at the top level. Every one answers from the public cache (tag `blog`), dropped when an import changes a post.
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createBlogStore(app.services.database.db);

  app.get(
    '/blog-posts.php',
    {
      config: { access: access.public(), publicCache: ['blog'] },
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first, filtered by category, tag, full-text q or featured',
        querystring: ZBlogPostsQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            posts: z.array(ZBlogPostSummary),
            pagination: ZPagination,
          }),
        },
      },
    },
    async (request) => {
      const { limit, offset, category, tag, q, featured } = request.query;
      const { posts, total } = await store.list({
        limit,
        offset,
        category,
        tag,
        q: q || undefined,
        featured: featured === '1' || featured === 'true',
      });
      return { success: true as const, posts, pagination: { total, limit, offset } };
    },
  );

  app.get(
    '/blog-post.php',
    {
      config: { access: access.public(), publicCache: ['blog'] },
      schema: {
        tags: ['blog'],
        summary: 'One published post with its sanitized HTML content',
        querystring: ZBlogPostQuery,
        response: { 200: z.object({ success: z.literal(true), post: ZBlogPost }), 404: ZErrorBody },
      },
    },
    async (request) => {
      const slug = request.query.slug?.trim().toLowerCase() ?? '';
      const post = BLOG_SLUG_PATTERN.test(slug) ? await store.findBySlug(slug) : undefined;
      if (!post) throw notFound(POST_NOT_FOUND);
      return { success: true as const, post };
    },
  );

  app.get(
    '/blog-categories.php',
    {
      config: { access: access.public(), publicCache: ['blog'] },
      schema: {
        tags: ['blog'],
        summary: 'The four categories with their number of published posts',
        response: { 200: z.object({ success: z.literal(true), categories: z.array(ZBlogCategoryCount) }) },
      },
    },
    async () => ({ success: true as const, categories: await store.categoryCounts() }),
  );

  app.get(
    '/blog-tags.php',
    {
      config: { access: access.public(), publicCache: ['blog'] },
      schema: {
        tags: ['blog'],
        summary: 'The most used tags with their number of published posts',
        querystring: ZBlogTagsQuery,
        response: { 200: z.object({ success: z.literal(true), tags: z.array(ZBlogTagCount) }) },
      },
    },
    async (request) => ({ success: true as const, tags: await store.tagCounts(request.query.limit) }),
  );
};
